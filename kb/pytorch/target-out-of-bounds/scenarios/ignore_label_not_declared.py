"""Cause ignore-label-not-declared: segmentation masks mark unlabeled pixels with
255 (as VOC and Cityscapes do), but the loss was created without ignore_index, so
255 is taken as a class index.

The check compares the loss with the mean cross-entropy over labelled pixels only.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("set-ignore-index", "clamp-targets")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

VOID = 255
torch.manual_seed(0)
logits = torch.randn(2, 4, 5, 5, dtype=torch.float64)  # N, C, H, W
mask = torch.randint(0, 4, (2, 5, 5))
mask[:, 0, :] = VOID  # border pixels left unlabeled

if remedy == "set-ignore-index":
    loss = nn.CrossEntropyLoss(ignore_index=VOID)(logits, mask)
elif remedy == "clamp-targets":
    loss = nn.CrossEntropyLoss()(logits, mask.clamp(max=3))
else:
    loss = nn.CrossEntropyLoss()(logits, mask)

log_probs = torch.log_softmax(logits, dim=1)
valid = mask != VOID
picked = log_probs.permute(0, 2, 3, 1)[valid]  # [num_valid, C]
reference = -picked[torch.arange(picked.shape[0]), mask[valid]].mean()
ok = torch.allclose(loss, reference)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "loss averages labelled pixels only" if ok else "unlabeled pixels were counted as a class"}))
