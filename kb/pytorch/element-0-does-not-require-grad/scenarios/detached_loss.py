"""Cause detached-loss: the loss is assembled from Python floats (.item()) and
wrapped again with torch.tensor(), which cuts it off from the model's graph.

The check compares the parameter gradients with central finite differences (float64).
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("keep-loss-as-tensor", "set-loss-requires-grad")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(4, 1).double()
batches = [(torch.randn(8, 4, dtype=torch.float64), torch.randn(8, 1, dtype=torch.float64)) for _ in range(3)]


def true_loss():
    return sum(nn.functional.l1_loss(model(xb), yb) for xb, yb in batches) / len(batches)


def finite_difference_grads(eps=1e-6):
    grads = []
    with torch.no_grad():
        for p in model.parameters():
            g = torch.zeros_like(p)
            flat, gflat = p.view(-1), g.view(-1)
            for i in range(flat.numel()):
                old = flat[i].item()
                flat[i] = old + eps
                up = true_loss().item()
                flat[i] = old - eps
                down = true_loss().item()
                flat[i] = old
                gflat[i] = (up - down) / (2 * eps)
            grads.append(g)
    return grads


if remedy == "keep-loss-as-tensor":
    loss = torch.stack([nn.functional.l1_loss(model(xb), yb) for xb, yb in batches]).mean()
else:
    per_batch = [nn.functional.l1_loss(model(xb), yb).item() for xb, yb in batches]  # floats: graph lost
    loss = torch.tensor(sum(per_batch) / len(per_batch))
    if remedy == "set-loss-requires-grad":
        loss.requires_grad_(True)
loss.backward()

reference = finite_difference_grads()
got = [p.grad for p in model.parameters()]
ok = all(g is not None and torch.allclose(g, r, atol=1e-5) for g, r in zip(got, reference))
detail = "parameter gradients match finite differences" if ok else (
    "parameters received no gradient" if any(g is None for g in got) else "parameter gradients differ from finite differences"
)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
