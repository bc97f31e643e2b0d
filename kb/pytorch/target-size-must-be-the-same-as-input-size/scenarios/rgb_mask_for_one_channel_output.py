"""Binary segmentation: the model predicts one logit channel (B, 1, H, W); the masks were read as RGB images (B, 3, H, W).

Intended semantics: the mean binary cross-entropy between the per-pixel logits and the binary
mask (a pixel is foreground when the mask image is white there).

Reference: the per-pixel binary cross-entropy computed by hand in float64 against the
foreground map taken from the mask image's first channel; the loss must match to 1e-6.

Usage: python rgb_mask_for_one_channel_output.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
import torch.nn.functional as F
from torch import nn

REMEDIES = ("single-channel-mask",)


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
    model = nn.Conv2d(3, 1, 3, padding=1)
    images = torch.randn(2, 3, 16, 16)
    fg = (torch.rand(2, 1, 16, 16) > 0.5).float()
    mask_rgb = fg.repeat(1, 3, 1, 1)                     # a black/white PNG loaded with convert("RGB")
    logits = model(images)                               # (B, 1, H, W)
    if remedy == "single-channel-mask":
        target = mask_rgb[:, :1]                         # or Image.open(p).convert("L") when loading
    else:
        target = mask_rgb
    loss = nn.BCEWithLogitsLoss()(logits, target)

    z, t = logits.detach().double(), fg.double()
    ref = -(t * F.logsigmoid(z) + (1 - t) * F.logsigmoid(-z)).mean().item()
    ok = abs(loss.item() - ref) < 1e-6
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"loss {loss.item():.6f} vs hand-computed per-pixel binary cross-entropy {ref:.6f}"}))


if __name__ == "__main__":
    main()
