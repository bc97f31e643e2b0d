"""Evaluation loop over 30 sequences with batch_size=8; the model reshapes with the configured batch size.

Intended semantics: one score row per sample, for all 30 samples.

Reference: every sample goes through the same Linear layer on its own (batch of one) and is
flattened with ``reshape(-1)``; the collected predictions must cover all 30 samples and equal
these rows (torch.allclose).

Usage: python hardcoded_batch_size.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

REMEDIES = ("use-actual-batch-size", "drop-last-batch", "reshape-instead-of-view")
BATCH_SIZE, N, SEQ, FEAT = 8, 30, 5, 3


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


class Scorer(nn.Module):
    def __init__(self, batch_size, remedy):
        super().__init__()
        self.batch_size = batch_size
        self.remedy = remedy
        self.proj = nn.Linear(FEAT, FEAT)
        self.head = nn.Linear(SEQ * FEAT, 4)

    def forward(self, x):
        h = torch.tanh(self.proj(x))
        if self.remedy == "use-actual-batch-size":
            h = h.view(x.size(0), -1)
        elif self.remedy == "reshape-instead-of-view":
            h = h.reshape(self.batch_size, -1)
        else:
            h = h.view(self.batch_size, -1)  # config batch size; the last batch has 6 samples
        return self.head(h)


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    data = torch.randn(N, SEQ, FEAT)
    model = Scorer(BATCH_SIZE, remedy).eval()
    loader = DataLoader(TensorDataset(data), batch_size=BATCH_SIZE, drop_last=remedy == "drop-last-batch")
    preds = []
    with torch.no_grad():
        for (x,) in loader:
            preds.append(model(x))
        out = torch.cat(preds)
        ref = torch.stack([model.head(torch.tanh(model.proj(s)).reshape(-1)) for s in data])
    ok = out.shape == ref.shape and torch.allclose(out, ref, atol=1e-6)
    detail = f"predictions for {out.shape[0]} of {N} samples"
    if out.shape == ref.shape:
        detail += f", max |diff| vs per-sample reference = {(out - ref).abs().max().item():.3g}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


if __name__ == "__main__":
    main()
