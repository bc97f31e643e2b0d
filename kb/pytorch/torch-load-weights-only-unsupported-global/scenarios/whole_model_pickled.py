"""Cause whole-model-pickled: torch.save(model) pickles the module object itself;
loading it under weights_only=True needs every class in the module tree.

The check compares the loaded model's outputs with the saved model's outputs.
"""
import argparse
import importlib
import io
import json

import torch
import torch.nn as nn

REMEDIES = ("save-state-dict", "allowlist-with-safe-globals", "allowlist-only-named-global", "weights-only-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(6, 8), nn.ReLU())
        self.out = nn.Linear(8, 3)

    def forward(self, x):
        return self.out(self.body(x))


def resolve(name):
    module, _, attr = name.rpartition(".")
    return getattr(importlib.import_module(module), attr)


torch.manual_seed(0)
model = Classifier()
buf = io.BytesIO()
torch.save(model.state_dict() if remedy == "save-state-dict" else model, buf)
buf.seek(0)

if remedy == "save-state-dict":
    loaded = Classifier()
    loaded.load_state_dict(torch.load(buf))
elif remedy == "allowlist-with-safe-globals":
    # inspect first, then name the classes the file needs, one by one (no loop over the scan)
    names = torch.serialization.get_unsafe_globals_in_checkpoint(buf)
    buf.seek(0)
    trusted = [Classifier, nn.Sequential, nn.Linear, nn.ReLU]
    assert sorted(names) == sorted(f"{c.__module__}.{c.__qualname__}" for c in trusted), names
    with torch.serialization.safe_globals(trusted):
        loaded = torch.load(buf)
elif remedy == "allowlist-only-named-global":
    with torch.serialization.safe_globals([Classifier]):  # the class the first message names
        loaded = torch.load(buf)
elif remedy == "weights-only-false":
    loaded = torch.load(buf, weights_only=False)  # trusted file only
else:
    loaded = torch.load(buf)

x = torch.randn(4, 6)
ok = torch.allclose(loaded(x), model(x))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "outputs match the saved model" if ok else "outputs differ from the saved model"}))
