"""Class labels stored as a column [N, 1] (a DataFrame column, labels.view(-1, 1)).

A TensorDataset built from df[["label"]].values yields targets of shape [1] per
sample, so each batch is [B, 1]. 7 samples in batches of 3: the last batch has one.

Reference: the mean of the per-batch losses equals the hand-computed mean of
-log_softmax at the label (torch.allclose), over all 3 batches.

Usage: python column_vector_labels.py [--remedy ID]
"""

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

from _common import parse_remedy, report

REMEDIES = ("flatten-target-to-1d", "squeeze-without-dim")


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    X = torch.randn(7, 5)
    labels = torch.randint(0, 3, (7, 1))  # like torch.tensor(df[["label"]].values)
    model = nn.Linear(5, 3)
    crit = nn.CrossEntropyLoss()
    got, want = [], []
    for xb, yb in DataLoader(TensorDataset(X, labels), batch_size=3):
        if remedy == "flatten-target-to-1d":
            yb = yb.view(-1)
        elif remedy == "squeeze-without-dim":
            yb = yb.squeeze()  # a batch of one becomes a 0-d tensor
        logits = model(xb)
        got.append(crit(logits, yb))
        y1 = labels[len(want) * 3: len(want) * 3 + len(xb), 0]
        want.append(-logits.log_softmax(1)[torch.arange(len(xb)), y1].mean())
    ok = len(got) == 3 and all(torch.allclose(a, b) for a, b in zip(got, want))
    report(ok, f"{len(got)} of 3 batches, losses {[round(g.item(), 5) for g in got]}")


if __name__ == "__main__":
    main()
