"""Cause ddp-module-prefix: the checkpoint was saved from a model wrapped in
nn.DataParallel (DistributedDataParallel adds the same `module.` prefix), and is
loaded into the bare model.

The check compares the loaded model's outputs with the trained model's outputs.
"""
import argparse
import io
import json

import torch
import torch.nn as nn

REMEDIES = ("strip-wrapper-prefix", "save-unwrapped-module", "strict-false", "load-only-matching-keys")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


def make_model():
    return nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3))


torch.manual_seed(0)
trained = make_model()
wrapped = nn.DataParallel(trained)  # on a CPU-only machine DataParallel just forwards, but the keys get `module.`
with torch.no_grad():
    for p in trained.parameters():
        p.add_(torch.randn_like(p))  # "training"

buf = io.BytesIO()
torch.save(wrapped.module.state_dict() if remedy == "save-unwrapped-module" else wrapped.state_dict(), buf)
buf.seek(0)
state = torch.load(buf)

torch.manual_seed(1)
fresh = make_model()
if remedy == "strip-wrapper-prefix":
    torch.nn.modules.utils.consume_prefix_in_state_dict_if_present(state, "module.")
    fresh.load_state_dict(state)
elif remedy == "strict-false":
    fresh.load_state_dict(state, strict=False)
elif remedy == "load-only-matching-keys":
    own = fresh.state_dict()
    fresh.load_state_dict({k: v for k, v in state.items() if k in own}, strict=False)
else:
    fresh.load_state_dict(state)

x = torch.randn(5, 8)
ok = torch.allclose(fresh(x), trained(x))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "outputs match the trained model" if ok else "outputs differ from the trained model: weights were not restored"}))
