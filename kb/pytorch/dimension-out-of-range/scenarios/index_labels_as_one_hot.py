"""Accuracy loop that converts labels with torch.max(labels, 1)[1], but the labels are already class indices.

Intended semantics: the share of samples whose predicted class equals the label.

Reference: the same count done with Python ints over the label and prediction lists.

Usage: python index_labels_as_one_hot.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

REMEDIES = ("use-index-labels-directly", "max-over-dim-0")
N, CLASSES = 40, 3


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
    x = torch.randn(N, 6)
    y = torch.randint(0, CLASSES, (N,))          # class indices, shape (N,), as CrossEntropyLoss wants them
    model = nn.Linear(6, CLASSES).eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in DataLoader(TensorDataset(x, y), batch_size=8):
            pred = model(xb).argmax(dim=1)
            if remedy == "use-index-labels-directly":
                target = yb if yb.dim() == 1 else yb.argmax(dim=1)
            elif remedy == "max-over-dim-0":
                target = torch.max(yb, 0)[1]
            else:
                target = torch.max(yb, 1)[1]      # written for one-hot labels of shape (B, C)
            correct += int((pred == target).sum())
        preds = model(x).argmax(dim=1).tolist()
    acc = correct / N
    ref = sum(int(p == t) for p, t in zip(preds, y.tolist())) / N
    print("KNOWNFIX_CHECK " + json.dumps({"ok": acc == ref, "detail": f"accuracy {acc:.3f} vs reference {ref:.3f}"}))


if __name__ == "__main__":
    main()
