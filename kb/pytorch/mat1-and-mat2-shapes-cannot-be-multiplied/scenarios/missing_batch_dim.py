"""Cause missing-batch-dim: one image [C, H, W] is passed to a CNN at inference time.
Conv layers accept it as an unbatched input, but flatten(1) then keeps the channel
axis as if it were the batch, and the Linear layer gets the wrong width.

The check: the prediction equals the one the same model gives for this image inside a
batch of several images.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("add-batch-dim",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Flatten(), nn.Linear(8 * 6 * 6, 4)).eval()
batch = torch.randn(3, 3, 8, 8)
image = batch[1]  # [3, 8, 8]: one sample, no batch axis

with torch.no_grad():
    inp = image.unsqueeze(0) if remedy == "add-batch-dim" else image
    out = model(inp)
    reference = model(batch)[1:2]
ok = out.shape == (1, 4) and torch.allclose(out, reference, atol=1e-6)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "prediction matches the batched one" if ok else "prediction differs"}))
