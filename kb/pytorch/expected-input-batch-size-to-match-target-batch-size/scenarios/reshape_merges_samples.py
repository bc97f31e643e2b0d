"""Cause reshape-merges-samples: a CNN flattens its features with x.view(-1, 16*4*4)
while the real per-sample size is 16*5*5, so the rows no longer correspond to samples.

The check: there is one row of logits per sample, and changing one sample changes its
own row only.
"""
import argparse
import json

import torch
import torch.nn as nn
import torch.nn.functional as F

REMEDIES = ("flatten-per-sample", "truncate-to-shorter")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
B = 16
images = torch.randn(B, 1, 32, 32)
labels = torch.randint(0, 10, (B,))
features = nn.Sequential(nn.Conv2d(1, 16, 5), nn.ReLU(), nn.MaxPool2d(5))  # 16 x 5 x 5 per sample
head = nn.LazyLinear(10)


def model(x):
    h = features(x)
    h = h.flatten(1) if remedy == "flatten-per-sample" else h.view(-1, 16 * 4 * 4)  # 400 vs 256
    return head(h)


logits = model(images)
targets = labels
if remedy == "truncate-to-shorter":
    n = min(logits.size(0), labels.size(0))
    logits, targets = logits[:n], labels[:n]
loss = F.cross_entropy(logits, targets)
with torch.no_grad():
    # Rows must be samples: changing sample 0 may change row 0 only.
    changed = images.clone()
    changed[0] += 1.0
    other = model(changed)
    if remedy == "truncate-to-shorter":
        other = other[:n]
ok = logits.shape[0] == B and torch.allclose(logits[1:], other[1:]) and not torch.allclose(logits[0], other[0])
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "each row of logits depends on its own sample only" if ok else "rows of logits mix several samples"}))
