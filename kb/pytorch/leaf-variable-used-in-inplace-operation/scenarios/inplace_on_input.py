"""Cause inplace-on-input-requiring-grad: an adversarial (FGSM/PGD-style) attack marks
the input as requiring grad, then steps it in place (x += eps * grad.sign()).

The check compares the perturbed input with the same steps computed from the analytic
gradient of the toy loss (w . x)^2, which is 2 (w . x) w.
"""
import argparse
import json

import torch

REMEDIES = ("update-under-no-grad", "out-of-place-then-detach", "rebind-out-of-place")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
w = torch.randn(5, dtype=torch.float64)
x0 = torch.randn(5, dtype=torch.float64)
eps, steps = 0.05, 3

x = x0.clone().requires_grad_(True)
for _ in range(steps):
    loss = (w @ x) ** 2
    loss.backward()
    if remedy == "update-under-no-grad":
        with torch.no_grad():
            x += eps * x.grad.sign()
        x.grad = None
    elif remedy == "out-of-place-then-detach":
        x = (x + eps * x.grad.sign()).detach().requires_grad_()  # a fresh leaf for the next step
    elif remedy == "rebind-out-of-place":
        x = x + eps * x.grad.sign()  # x is no longer a leaf: x.grad is None next time
    else:
        x += eps * x.grad.sign()  # in-place on a leaf that requires grad

ref = x0.clone()
for _ in range(steps):
    ref = ref + eps * (2 * (w @ ref) * w).sign()
ok = torch.allclose(x.detach(), ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "perturbation matches the analytic steps" if ok else "perturbation differs from the analytic steps"}))
