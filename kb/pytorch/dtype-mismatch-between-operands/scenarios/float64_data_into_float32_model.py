"""Cause float64-data: features arrive as float64 (what torch.from_numpy gives for a
default NumPy array, simulated here without NumPy) and go into a float32 nn.Linear.

The check compares the output with the same affine map computed in float64.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("cast-input-to-model-dtype", "convert-model-to-input-dtype", "set-default-dtype-after-model")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(4, 2)
features = torch.randn(5, 4, dtype=torch.float64)  # like torch.from_numpy(np.random.rand(5, 4))

if remedy == "cast-input-to-model-dtype":
    features = features.to(next(model.parameters()).dtype)
elif remedy == "convert-model-to-input-dtype":
    model = model.double()
elif remedy == "set-default-dtype-after-model":
    torch.set_default_dtype(torch.float64)  # too late: the layer already exists in float32
out = model(features)

ref = features.double() @ model.weight.detach().double().T + model.bias.detach().double()
ok = out.shape == (5, 2) and torch.allclose(out.double(), ref, atol=1e-5)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"output ({out.dtype}) matches the float64 reference" if ok else "output differs"}))
