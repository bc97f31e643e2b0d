"""Cause compile-orig-mod-prefix: the checkpoint was saved from the module returned
by torch.compile (an OptimizedModule whose keys start with `_orig_mod.`) and is
loaded into the plain model. No compilation happens: state_dict() alone shows it.

The check compares the loaded model's outputs with the trained model's outputs.
"""
import argparse
import io
import json

import torch
import torch.nn as nn

REMEDIES = ("strip-wrapper-prefix", "save-unwrapped-module", "strict-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


def make_model():
    return nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 2))


torch.manual_seed(0)
trained = make_model()
with torch.no_grad():
    for p in trained.parameters():
        p.mul_(3.0)
compiled = torch.compile(trained)  # lazily compiled: never called here

buf = io.BytesIO()
torch.save(compiled._orig_mod.state_dict() if remedy == "save-unwrapped-module" else compiled.state_dict(), buf)
buf.seek(0)
state = torch.load(buf)

torch.manual_seed(1)
fresh = make_model()
if remedy == "strip-wrapper-prefix":
    torch.nn.modules.utils.consume_prefix_in_state_dict_if_present(state, "_orig_mod.")
    fresh.load_state_dict(state)
elif remedy == "strict-false":
    fresh.load_state_dict(state, strict=False)
else:
    fresh.load_state_dict(state)

x = torch.randn(4, 8)
ok = torch.allclose(fresh(x), trained(x))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "outputs match the trained model" if ok else "outputs differ from the trained model: weights were not restored"}))
