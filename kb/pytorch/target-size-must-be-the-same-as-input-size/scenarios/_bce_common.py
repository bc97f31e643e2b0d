"""Shared by logits_n_by_1_targets_n.py (BCEWithLogitsLoss) and probabilities_n_by_1_bce_loss.py (BCELoss):
a binary classifier with one output unit, logits of shape (N, 1), labels of shape (N,).

Intended semantics: the mean binary cross-entropy between sigmoid(logit_i) and label_i over
the N samples.

Reference: -(y*log(sigmoid(z)) + (1-y)*log(1-sigmoid(z))) averaged by hand in float64 over
the N (logit, label) pairs; the loss must match to 1e-6.
"""

import argparse
import json
import math
import sys

import torch
from torch import nn

REMEDIES = ("match-target-to-output-shape", "cross-entropy-with-one-output")
N = 8


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def main(use_bce):
    remedy = parse_remedy()
    torch.manual_seed(0)
    model = nn.Linear(5, 1)
    x = torch.randn(N, 5)
    y = torch.tensor([0, 1, 1, 0, 1, 0, 0, 1])          # labels as the dataset returns them: (N,)
    logits = model(x)                                    # (N, 1)
    if remedy == "match-target-to-output-shape":
        target = y.float().view_as(logits)               # (N, 1), float
        loss = nn.BCELoss()(torch.sigmoid(logits), target) if use_bce else nn.BCEWithLogitsLoss()(logits, target)
    elif remedy == "cross-entropy-with-one-output":
        loss = nn.CrossEntropyLoss()(logits, y)
    else:
        loss = nn.BCELoss()(torch.sigmoid(logits), y.float()) if use_bce else nn.BCEWithLogitsLoss()(logits, y.float())

    z = logits.detach().double().view(-1).tolist()
    ref = -sum(t * math.log(1 / (1 + math.exp(-v))) + (1 - t) * math.log(1 - 1 / (1 + math.exp(-v)))
               for v, t in zip(z, y.tolist())) / N
    ok = abs(loss.item() - ref) < 1e-6
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"loss {loss.item():.6f} vs hand-computed binary cross-entropy {ref:.6f}"}))

