"""A classifier that returns softmax(dim=1) probabilities, called on one feature vector without a batch dimension.

Intended semantics: the class probabilities of that sample, the same as its row in a batched
call; the same model also serves batches.

Reference: class probabilities computed by hand (exp of each logit over the sum of exps, in
plain Python) from F.linear on each sample; single-sample and batched results must match them.

Usage: python single_sample_no_batch_dim.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import torch
import torch.nn.functional as F
from torch import nn

REMEDIES = ("add-batch-dim", "softmax-over-dim-0")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


class Classifier(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Linear(6, 4)
        self.dim = dim

    def forward(self, x):
        return F.softmax(self.fc(x), dim=self.dim)


def by_hand(model, sample):
    logits = F.linear(sample, model.fc.weight, model.fc.bias).tolist()
    exps = [math.exp(v) for v in logits]
    return [e / sum(exps) for e in exps]


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    model = Classifier(0 if remedy == "softmax-over-dim-0" else 1).eval()
    batch = torch.randn(5, 6)
    sample = batch[2]                              # shape (6,): one request at inference time
    with torch.no_grad():
        if remedy == "add-batch-dim":
            single = model(sample.unsqueeze(0))[0]
        else:
            single = model(sample)
        batched = model(batch)
        ref = torch.tensor([by_hand(model, s) for s in batch])
    ok = torch.allclose(single, ref[2], atol=1e-6) and torch.allclose(batched, ref, atol=1e-6)
    detail = (f"single-sample max |diff| {(single - ref[2]).abs().max().item():.3g}, "
              f"batched max |diff| {(batched - ref).abs().max().item():.3g}")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))


if __name__ == "__main__":
    main()
