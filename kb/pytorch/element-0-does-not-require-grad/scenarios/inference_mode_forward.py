"""Cause no-grad-context, inference_mode flavour: an evaluation helper decorated with
@torch.inference_mode() is reused to compute the training loss.

The check compares the parameter gradients with central finite differences (float64).
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("move-forward-out-of-no-grad", "set-loss-requires-grad")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1)).double()
x = torch.randn(12, 3, dtype=torch.float64)
y = torch.randn(12, 1, dtype=torch.float64)


@torch.inference_mode()
def predict(inputs):  # written for evaluation, reused in the training step
    return model(inputs)


def loss_of_model():
    return nn.functional.mse_loss(model(x), y)


def finite_difference_grads(eps=1e-6):
    grads = []
    with torch.no_grad():
        for p in model.parameters():
            g = torch.zeros_like(p)
            flat, gflat = p.view(-1), g.view(-1)
            for i in range(flat.numel()):
                old = flat[i].item()
                flat[i] = old + eps
                up = loss_of_model().item()
                flat[i] = old - eps
                down = loss_of_model().item()
                flat[i] = old
                gflat[i] = (up - down) / (2 * eps)
            grads.append(g)
    return grads


pred = model(x) if remedy == "move-forward-out-of-no-grad" else predict(x)
loss = nn.functional.mse_loss(pred, y)
if remedy == "set-loss-requires-grad":
    loss.requires_grad_(True)  # refused for an inference tensor
loss.backward()

reference = finite_difference_grads()
got = [p.grad for p in model.parameters()]
ok = all(g is not None and torch.allclose(g, r, atol=1e-6) for g, r in zip(got, reference))
detail = "parameter gradients match finite differences" if ok else (
    "parameters received no gradient" if any(g is None for g in got) else "parameter gradients differ from finite differences"
)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
