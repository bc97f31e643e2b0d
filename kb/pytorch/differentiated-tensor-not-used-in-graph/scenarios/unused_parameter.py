"""Meta-learning style inner step: torch.autograd.grad over model.parameters(), one head unused.

The model has a main head and an auxiliary head; this task's loss uses only the main
head. The inner loop takes the gradient of the loss w.r.t. every parameter with
torch.autograd.grad and applies a manual SGD step (as MAML-style code does).

Reference: the same loss is backpropagated with loss.backward() on an identical copy
of the model; a parameter whose .grad stays None gets a zero gradient. The updated
parameters are compared with torch.allclose.

Usage: python unused_parameter.py [--remedy ID]
"""

import argparse
import copy
import json
import sys

import torch
from torch import nn

REMEDIES = ("allow-unused-materialize-zeros", "allow-unused-as-suggested")
LR = 0.1


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Linear(5, 8)
        self.main_head = nn.Linear(8, 2)
        self.aux_head = nn.Linear(8, 3)  # trained by another task, unused here

    def forward(self, x):
        return self.main_head(torch.tanh(self.trunk(x)))


def loss_of(model, x, y):
    return nn.functional.cross_entropy(model(x), y)


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    model = Net()
    ref_model = copy.deepcopy(model)
    x = torch.randn(16, 5)
    y = (x[:, 0] > 0).long()

    params = list(model.parameters())
    loss = loss_of(model, x, y)
    if remedy == "allow-unused-materialize-zeros":
        grads = torch.autograd.grad(loss, params, allow_unused=True, materialize_grads=True)
    elif remedy == "allow-unused-as-suggested":
        grads = torch.autograd.grad(loss, params, allow_unused=True)
    else:
        grads = torch.autograd.grad(loss, params)  # aux_head's parameters are not in the graph
    with torch.no_grad():
        new_params = [p - LR * g for p, g in zip(params, grads)]

    loss_of(ref_model, x, y).backward()
    with torch.no_grad():
        ref = [p - LR * (p.grad if p.grad is not None else torch.zeros_like(p)) for p in ref_model.parameters()]
    worst = max((a - b).abs().max().item() for a, b in zip(new_params, ref))
    ok = all(torch.allclose(a, b, atol=1e-6) for a, b in zip(new_params, ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |updated param - reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
