"""Cause integer-input: integer features (counts, category codes, raw pixel bytes)
go into nn.Linear ("mat1 and mat2 must have the same dtype, but got Long and Float").

The check compares the output with the affine map computed in float64.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("cast-input-to-model-dtype",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(3, 1)
counts = torch.tensor([[1, 0, 4], [2, 2, 0], [0, 5, 1]])  # int64

x = counts.float() if remedy == "cast-input-to-model-dtype" else counts
out = model(x)
ref = counts.double() @ model.weight.detach().double().T + model.bias.detach().double()
ok = torch.allclose(out.double(), ref, atol=1e-5)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "matches the float64 reference" if ok else "output differs"}))
