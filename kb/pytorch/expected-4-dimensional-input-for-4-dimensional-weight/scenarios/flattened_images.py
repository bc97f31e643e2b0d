"""MNIST-style images stored flat (one row of 784 pixels per image) fed to a CNN.

The rows come from a CSV, so a batch is [N, 784]. nn.Conv2d needs [N, C, H, W]
(or [C, H, W] for one unbatched image).

Reference: the images are built as [N, 1, 28, 28] first and then flattened, as the CSV
stores them; the network output on the fixed input must equal the output on the
original 4D images (torch.allclose).

Usage: python flattened_images.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("reshape-to-nchw", "unsqueeze-channel-only")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    net = nn.Sequential(nn.Conv2d(1, 4, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 10))
    images = torch.rand(8, 1, 28, 28)
    rows = images.reshape(8, 784)  # what the CSV holds
    if remedy == "reshape-to-nchw":
        x = rows.view(-1, 1, 28, 28)
    elif remedy == "unsqueeze-channel-only":
        x = rows.unsqueeze(1)  # [N, 1, 784]: 3D, read as one unbatched image with N channels
    else:
        x = rows
    out = net(x)
    ref = net(images)
    ok = out.shape == ref.shape and torch.allclose(out, ref)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"output {tuple(out.shape)}, matches the 4D images: {bool(ok)}"}))


if __name__ == "__main__":
    main()
