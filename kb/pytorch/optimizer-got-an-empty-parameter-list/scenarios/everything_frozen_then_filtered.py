"""Cause everything-frozen-then-filtered: fine-tuning code freezes the pretrained
model with a loop over model.parameters() meant for the backbone, which also
freezes the new head, then passes filter(lambda p: p.requires_grad, ...) to the
optimizer, which is left with nothing.

The check: after one step the head equals w - lr * grad computed by hand, and the
backbone is unchanged.
"""
import argparse
import json

import torch
import torch.nn as nn

from _step_check import expected_after_step, matches

REMEDIES = ("freeze-backbone-only",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Sequential()
model.add_module("backbone", nn.Sequential(nn.Linear(6, 12), nn.ReLU()))
model.add_module("head", nn.Linear(12, 3))

frozen = model.backbone.parameters() if remedy == "freeze-backbone-only" else model.parameters()
for p in frozen:
    p.requires_grad = False

x, y = torch.randn(10, 6), torch.randint(0, 3, (10,))
loss_fn = lambda: nn.functional.cross_entropy(model(x), y)  # noqa: E731
LR = 0.05
opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=LR)
want = expected_after_step(model, loss_fn, LR, trainable={"head.weight", "head.bias"})
opt.zero_grad()
loss_fn().backward()
opt.step()
ok = matches(model, want)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "head updated, backbone frozen" if ok else "parameters differ from the hand-computed step"}))
