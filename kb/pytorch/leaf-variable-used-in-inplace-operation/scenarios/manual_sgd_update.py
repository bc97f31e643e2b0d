"""Cause manual-parameter-update: a hand-written gradient-descent step updates a
leaf tensor in place (w -= lr * w.grad) while grad mode is on.

The check compares the weights after the loop with the closed-form trajectory of
gradient descent on least squares, computed without autograd.
"""
import argparse
import json

import torch

REMEDIES = ("update-under-no-grad", "use-optimizer", "rebind-out-of-place")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
X = torch.randn(32, 3, dtype=torch.float64)
y = X @ torch.tensor([1.5, -2.0, 0.5], dtype=torch.float64) + 0.1 * torch.randn(32, dtype=torch.float64)
lr, steps = 0.1, 5

w = torch.zeros(3, dtype=torch.float64, requires_grad=True)
opt = torch.optim.SGD([w], lr=lr) if remedy == "use-optimizer" else None
for _ in range(steps):
    loss = ((X @ w - y) ** 2).mean()
    if opt is not None:
        opt.zero_grad()
    loss.backward()
    if remedy == "update-under-no-grad":
        with torch.no_grad():
            w -= lr * w.grad
        w.grad.zero_()
    elif remedy == "use-optimizer":
        opt.step()
    elif remedy == "rebind-out-of-place":
        w = w - lr * w.grad  # w is no longer a leaf: its .grad stays None next time
    else:
        w -= lr * w.grad  # in-place on a leaf that requires grad

ref = torch.zeros(3, dtype=torch.float64)
for _ in range(steps):
    ref = ref - lr * (2.0 / len(y)) * X.T @ (X @ ref - y)
ok = torch.allclose(w.detach(), ref, atol=1e-10)
detail = "weights follow the closed-form gradient-descent trajectory" if ok else "weights differ from the closed-form trajectory"
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
