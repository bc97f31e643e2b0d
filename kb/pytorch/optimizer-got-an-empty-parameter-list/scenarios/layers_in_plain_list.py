"""Cause layers-in-plain-list: an MLP keeps its layers in a Python list, so
nn.Module does not register them and model.parameters() yields nothing.

The check: after one optimizer step every layer's weight equals w - lr * grad
computed by hand from the same layers.
"""
import argparse
import json

import torch
import torch.nn as nn


REMEDIES = ("use-module-list", "wrap-parameters-in-list")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


class MLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        layers = [nn.Linear(a, b) for a, b in zip(sizes, sizes[1:])]
        self.layers = nn.ModuleList(layers) if remedy == "use-module-list" else layers

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = torch.relu(x)
        return x


torch.manual_seed(0)
model = MLP([4, 8, 8, 1])
x, y = torch.randn(16, 4), torch.randn(16, 1)
loss_fn = lambda: nn.functional.mse_loss(model(x), y)  # noqa: E731
LR = 0.1

params = list(model.parameters()) if remedy == "wrap-parameters-in-list" else model.parameters()
opt = torch.optim.SGD(params, lr=LR)
layer_params = [p for layer in model.layers for p in layer.parameters()]
grads = torch.autograd.grad(loss_fn(), layer_params)
want = [p.detach() - LR * g for p, g in zip(layer_params, grads)]
opt.zero_grad()
loss_fn().backward()
opt.step()
ok = len(list(model.parameters())) == len(layer_params) and all(
    torch.allclose(p.detach(), w, rtol=0, atol=1e-7) for p, w in zip(layer_params, want))
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "every layer took the SGD step" if ok else "not every layer was updated"}))
