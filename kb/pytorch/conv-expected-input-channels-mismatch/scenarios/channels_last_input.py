"""Cause channels-last-input: images arrive as [B, H, W, C] (NumPy/PIL/OpenCV layout)
and go straight into nn.Conv2d, which expects [B, C, H, W].

The check compares the model output with the output on an NCHW copy built element by
element.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("permute-to-channels-first", "reshape-to-channels-first")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
B, H, W, C = 2, 6, 7, 3
nhwc = torch.rand(B, H, W, C)
conv = nn.Conv2d(3, 4, 3)

if remedy == "permute-to-channels-first":
    x = nhwc.permute(0, 3, 1, 2)
elif remedy == "reshape-to-channels-first":
    x = nhwc.reshape(B, C, H, W)  # right shape, pixels scrambled
else:
    x = nhwc
out = conv(x)

nchw = torch.empty(B, C, H, W)
for b in range(B):
    for c in range(C):
        for h in range(H):
            for w in range(W):
                nchw[b, c, h, w] = nhwc[b, h, w, c]
with torch.no_grad():
    ok = torch.allclose(out, conv(nchw), atol=1e-6)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "output equals the NCHW reference" if ok else "output differs from the NCHW reference"}))
