"""Cause architecture-changed: the model class was edited after the checkpoint was
written (the classifier attribute was renamed from `fc` to `head`), so the
checkpoint keys and the model keys no longer line up.

The check compares the new model's outputs with the old model's outputs.
"""
import argparse
import io
import json

import torch
import torch.nn as nn

REMEDIES = ("rename-keys-explicitly", "strict-false", "load-only-matching-keys")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


class OldNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(6, 12)
        self.fc = nn.Linear(12, 4)

    def forward(self, x):
        return self.fc(torch.relu(self.encoder(x)))


class NewNet(nn.Module):  # same computation, classifier renamed
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(6, 12)
        self.head = nn.Linear(12, 4)

    def forward(self, x):
        return self.head(torch.relu(self.encoder(x)))


torch.manual_seed(0)
old = OldNet()
buf = io.BytesIO()
torch.save(old.state_dict(), buf)
buf.seek(0)
state = torch.load(buf)

torch.manual_seed(1)
new = NewNet()
if remedy == "rename-keys-explicitly":
    renames = {"fc.": "head."}
    fixed = {}
    for k, v in state.items():
        for old_prefix, new_prefix in renames.items():
            if k.startswith(old_prefix):
                k = new_prefix + k[len(old_prefix):]
        fixed[k] = v
    new.load_state_dict(fixed)  # strict: proves every key found its place
elif remedy == "strict-false":
    new.load_state_dict(state, strict=False)
elif remedy == "load-only-matching-keys":
    own = new.state_dict()
    new.load_state_dict({k: v for k, v in state.items() if k in own}, strict=False)
else:
    new.load_state_dict(state)

x = torch.randn(3, 6)
ok = torch.allclose(new(x), old(x))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "outputs match the old model" if ok else "outputs differ from the old model: some layers kept their random initialisation"}))
