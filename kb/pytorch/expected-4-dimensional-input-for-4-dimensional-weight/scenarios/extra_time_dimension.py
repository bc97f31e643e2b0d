"""Video clips [B, T, C, H, W] fed to an image CNN (nn.Conv2d) frame by frame in spirit.

Each clip has T frames; the 2D CNN wants [N, C, H, W]. The intended result is the
per-frame features, averaged over time.

Reference: a Python loop over t that runs the CNN on clips[:, t] (a proper 4D batch)
and averages; compared with torch.allclose.

Usage: python extra_time_dimension.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("fold-extra-dim-into-batch", "merge-frames-into-channels", "take-first-frame")


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
    cnn = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
    clips = torch.rand(2, 5, 3, 16, 16)  # [B, T, C, H, W]
    B, T, C, H, W = clips.shape
    if remedy == "fold-extra-dim-into-batch":
        feats = cnn(clips.reshape(B * T, C, H, W)).view(B, T, -1).mean(dim=1)
    elif remedy == "merge-frames-into-channels":
        feats = cnn(clips.reshape(B, T * C, H, W))
    elif remedy == "take-first-frame":
        feats = cnn(clips[:, 0])
    else:
        feats = cnn(clips)
    ref = torch.stack([cnn(clips[:, t]) for t in range(T)], dim=1).mean(dim=1)
    ok = feats.shape == ref.shape and torch.allclose(feats, ref, atol=1e-6)
    worst = (feats - ref).abs().max().item() if feats.shape == ref.shape else float("nan")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"features {tuple(feats.shape)}, max |features - per-frame reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
