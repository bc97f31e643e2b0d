"""Cause output-to-numpy: predictions are converted to NumPy for a metric (here through
np.asarray, which calls Tensor.numpy()) while they are still part of the graph.

Needs numpy. The check compares the NumPy predictions with the model's output and the
mean absolute error with one computed in plain Python.
"""
import argparse
import json

import numpy as np
import torch
import torch.nn as nn

REMEDIES = ("detach-before-numpy", "compute-under-no-grad", "set-requires-grad-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(6, 3)
y = [0.5, -1.0, 2.0, 0.0, 1.5, -0.5]

if remedy == "compute-under-no-grad":
    with torch.no_grad():
        pred = model(x)
else:
    pred = model(x)
if remedy == "detach-before-numpy":
    arr = pred.detach().numpy()
else:
    if remedy == "set-requires-grad-false":
        pred.requires_grad = False  # refused: pred is not a leaf
    arr = np.asarray(pred)

values = [float(model.bias) + sum(float(model.weight[0, j]) * float(x[i, j]) for j in range(3)) for i in range(6)]
mae = float(np.mean(np.abs(arr[:, 0] - np.array(y))))
ref_mae = sum(abs(v - t) for v, t in zip(values, y)) / len(y)
ok = np.allclose(arr[:, 0], values, atol=1e-5) and abs(mae - ref_mae) < 1e-5
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "NumPy values and metric match" if ok else "values differ"}))
