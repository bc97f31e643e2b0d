"""Cause non-differentiable-op: the loss is an error rate computed from argmax
(integer indices), which has no gradient, so nothing upstream can be reached.

With the surrogate (cross-entropy on the logits) the check compares parameter
gradients with central finite differences (float64) of that surrogate loss.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("use-differentiable-surrogate", "set-loss-requires-grad")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(4, 3).double()
x = torch.randn(20, 4, dtype=torch.float64)
y = torch.randint(0, 3, (20,))


def surrogate_loss():
    return nn.functional.cross_entropy(model(x), y)


def finite_difference_grads(eps=1e-6):
    grads = []
    with torch.no_grad():
        for p in model.parameters():
            g = torch.zeros_like(p)
            flat, gflat = p.view(-1), g.view(-1)
            for i in range(flat.numel()):
                old = flat[i].item()
                flat[i] = old + eps
                up = surrogate_loss().item()
                flat[i] = old - eps
                down = surrogate_loss().item()
                flat[i] = old
                gflat[i] = (up - down) / (2 * eps)
            grads.append(g)
    return grads


logits = model(x)
if remedy == "use-differentiable-surrogate":
    loss = nn.functional.cross_entropy(logits, y)
else:
    loss = (logits.argmax(dim=1) != y).double().mean()  # argmax output has no grad_fn
    if remedy == "set-loss-requires-grad":
        loss.requires_grad_(True)
loss.backward()

reference = finite_difference_grads()
got = [p.grad for p in model.parameters()]
ok = all(g is not None and torch.allclose(g, r, atol=1e-6) for g, r in zip(got, reference))
detail = "parameter gradients match finite differences of the surrogate loss" if ok else (
    "parameters received no gradient" if any(g is None for g in got) else "parameter gradients differ from finite differences"
)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
