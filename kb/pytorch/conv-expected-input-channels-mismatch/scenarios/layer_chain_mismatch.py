"""Cause layer-chain-mismatch: a conv block's in_channels does not equal the previous
block's out_channels (here 32 written where the previous layer gives 16).

The check: output shape is right and gradients reach the first layer.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("fix-in-channels",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
widths = [3, 16, 32]
second_in = widths[1] if remedy == "fix-in-channels" else 32
model = nn.Sequential(nn.Conv2d(widths[0], widths[1], 3, padding=1), nn.ReLU(), nn.Conv2d(second_in, widths[2], 3, padding=1))
x = torch.randn(2, 3, 8, 8)
out = model(x)
out.mean().backward()
g = model[0].weight.grad
ok = out.shape == (2, 32, 8, 8) and g is not None and bool(torch.isfinite(g).all()) and g.abs().sum().item() > 0
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "forward and backward through both blocks" if ok else "unexpected output or gradient"}))
