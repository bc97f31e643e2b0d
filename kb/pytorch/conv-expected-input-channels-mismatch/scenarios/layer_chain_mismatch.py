"""Cause layer-chain-mismatch: a conv block's in_channels does not equal the previous
block's out_channels (here 32 written where the previous layer gives 16).

The check compares the fixed model's output with the same two convolutions computed
in float64 as matrix products over unfolded patches (F.unfold), a different code path
from nn.Conv2d, and checks that gradients reach the first layer.
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


def conv_as_matmul(inp, conv):
    """3x3, stride 1, padding 1 convolution as unfold + matrix product, in float64."""
    n, _, h, w = inp.shape
    cols = torch.nn.functional.unfold(inp.double(), kernel_size=3, padding=1)  # [n, c*9, h*w]
    weight = conv.weight.detach().double().reshape(conv.out_channels, -1)  # [out, c*9]
    return (weight @ cols + conv.bias.detach().double()[:, None]).reshape(n, conv.out_channels, h, w)


with torch.no_grad():
    ref = conv_as_matmul(conv_as_matmul(x, model[0]).clamp(min=0), model[2])
ok = (out.shape == ref.shape and torch.allclose(out.double(), ref, atol=1e-5)
      and g is not None and bool(torch.isfinite(g).all()) and g.abs().sum().item() > 0)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "output matches the unfold/matmul float64 reference; gradients reach the first layer" if ok else "output or gradient differs from the reference"}))
