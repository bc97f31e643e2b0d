"""Evaluation of a conv classifier whose (B, C, 1, 1) output is squeezed; the last batch holds one sample.

Intended semantics: one predicted class per sample, for all 9 samples.

Reference: every sample's logits computed on its own and flattened with reshape(-1); the
predicted class is the index of the largest logit found with a Python max(); predictions must
be equal for all 9 samples.

Usage: python squeeze_batch_of_one.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

REMEDIES = ("squeeze-named-dims", "argmax-last-dim")
N, BATCH, CLASSES = 9, 4, 5


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
    model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Conv2d(8, CLASSES, 1)).eval()
    images = torch.randn(N, 3, 8, 8)
    preds = []
    with torch.no_grad():
        for (x,) in DataLoader(TensorDataset(images), batch_size=BATCH):
            out = model(x)                               # (B, C, 1, 1)
            if remedy == "squeeze-named-dims":
                out = out.flatten(1)                     # (B, C) for every B
                preds.append(out.argmax(dim=1))
            elif remedy == "argmax-last-dim":
                out = out.squeeze()
                preds.append(out.argmax(dim=-1))
            else:
                out = out.squeeze()                      # (C,) when B == 1
                preds.append(out.argmax(dim=1))
        pred = torch.cat(preds)
        ref = []
        for img in images:
            row = model(img[None]).reshape(-1).tolist()
            ref.append(max(range(CLASSES), key=lambda c: row[c]))
    ok = pred.tolist() == ref
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"{pred.numel()} predictions, equal to the per-sample reference: {ok}"}))


if __name__ == "__main__":
    main()
