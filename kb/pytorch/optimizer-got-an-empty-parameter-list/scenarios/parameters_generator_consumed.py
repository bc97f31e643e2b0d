"""Cause parameters-generator-consumed: the trainable parameters are collected once
as a generator (filter(...) over model.parameters()), counted for a log line, and
the same, now exhausted, generator is then passed to the optimizer.

The check: after one step every parameter equals w - lr * grad computed by hand.
"""
import argparse
import json

import torch
import torch.nn as nn

from _step_check import expected_after_step, matches

REMEDIES = ("materialize-with-list",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(5, 7), nn.Tanh(), nn.Linear(7, 2))
params = filter(lambda p: p.requires_grad, model.parameters())
if remedy == "materialize-with-list":
    params = list(params)
print(f"trainable parameters: {sum(p.numel() for p in params)}")  # iterates the generator once

x, y = torch.randn(8, 5), torch.randn(8, 2)
loss_fn = lambda: nn.functional.mse_loss(model(x), y)  # noqa: E731
LR = 0.1
opt = torch.optim.SGD(params, lr=LR)
want = expected_after_step(model, loss_fn, LR, trainable={n for n, _ in model.named_parameters()})
opt.zero_grad()
loss_fn().backward()
opt.step()
ok = matches(model, want)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "every parameter took the SGD step" if ok else "parameters differ from the hand-computed step"}))
