"""Cause parameter-to-numpy: a weight snapshot (for logging, plotting or export) calls
.numpy() on a parameter in the middle of training.

Needs numpy. The check: the snapshot equals the weight at that time, and the next SGD
step still changes the weight by exactly -lr * grad.
"""
import argparse
import json

import numpy as np
import torch
import torch.nn as nn

REMEDIES = ("detach-before-numpy", "set-requires-grad-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(2, 1, bias=False)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(8, 2), torch.randn(8, 1)

before = [float(v) for v in model.weight.detach().flatten()]
if remedy == "detach-before-numpy":
    snapshot = model.weight.detach().numpy().copy()
else:
    if remedy == "set-requires-grad-false":
        model.weight.requires_grad = False  # silences the error, freezes the layer
    snapshot = model.weight.numpy().copy()

opt.zero_grad()
out = model(x)
loss = ((out - y) ** 2).mean()
trainable = loss.requires_grad
if trainable:
    loss.backward()
    opt.step()
with torch.no_grad():
    residual = x @ torch.tensor(before).unsqueeze(1) - y
    expected_grad = (2.0 / len(y)) * (x.T @ residual).flatten()
expected = [b - 0.1 * g for b, g in zip(before, expected_grad.tolist())]
after = model.weight.detach().flatten().tolist()
ok = np.allclose(snapshot.flatten(), before) and np.allclose(after, expected, atol=1e-6)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "snapshot correct and training step applied" if ok else "the weight did not train"}))
