"""Cause per-channel-stats-broadcast: per-channel mean/std of shape [3] are subtracted
from an image batch [B, 3, H, W]; broadcasting aligns them with the last axis (W).

The check compares with a per-channel loop.
"""
import argparse
import json

import torch

REMEDIES = ("reshape-for-broadcast",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
images = torch.rand(2, 3, 8, 8)
mean = torch.tensor([0.485, 0.456, 0.406])
std = torch.tensor([0.229, 0.224, 0.225])

if remedy == "reshape-for-broadcast":
    out = (images - mean.view(1, 3, 1, 1)) / std.view(1, 3, 1, 1)
else:
    out = (images - mean) / std  # [B,3,8,8] against [3]: lines up with W=8

ref = torch.empty_like(images)
for c in range(3):
    ref[:, c] = (images[:, c] - mean[c]) / std[c]
ok = torch.allclose(out, ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "normalised per channel" if ok else "normalised along the wrong axis"}))
