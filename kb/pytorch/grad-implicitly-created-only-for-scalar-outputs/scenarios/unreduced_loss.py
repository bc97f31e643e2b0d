"""Cause loss-not-reduced: the loss keeps one value per sample (reduction='none'),
and backward() is called on that vector.

The check compares parameter gradients with central finite differences (float64)
of the intended loss: the mean over the batch.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("reduce-loss-to-scalar", "pass-explicit-gradient", "backward-with-ones")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(3, 1).double()
x = torch.randn(8, 3, dtype=torch.float64)
y = torch.randn(8, 1, dtype=torch.float64)


def intended_loss():
    return nn.functional.mse_loss(model(x), y)  # mean over the batch


def finite_difference_grads(eps=1e-6):
    grads = []
    with torch.no_grad():
        for p in model.parameters():
            g = torch.zeros_like(p)
            flat, gflat = p.view(-1), g.view(-1)
            for i in range(flat.numel()):
                old = flat[i].item()
                flat[i] = old + eps
                up = intended_loss().item()
                flat[i] = old - eps
                down = intended_loss().item()
                flat[i] = old
                gflat[i] = (up - down) / (2 * eps)
            grads.append(g)
    return grads


per_sample = nn.functional.mse_loss(model(x), y, reduction="none")  # shape [8, 1]
if remedy == "reduce-loss-to-scalar":
    per_sample.mean().backward()
elif remedy == "pass-explicit-gradient":
    per_sample.backward(gradient=torch.full_like(per_sample, 1.0 / per_sample.numel()))
elif remedy == "backward-with-ones":
    per_sample.backward(gradient=torch.ones_like(per_sample))
else:
    per_sample.backward()

reference = finite_difference_grads()
got = [p.grad for p in model.parameters()]
ok = all(torch.allclose(g, r, atol=1e-6) for g, r in zip(got, reference))
ratio = (got[0].norm() / reference[0].norm()).item()
detail = "gradients match the mean loss" if ok else f"gradients are {ratio:.1f}x those of the mean loss"
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
