"""Scoring 400000 rows with a wide MLP in a single forward pass; the 400000 x 8192 hidden activation needs 13 GB.

Intended semantics: one score per row, for all 400000 rows.

Reference: 50 rows spread over the data scored by hand in float64 (x @ W1.T + b1, ReLU,
@ W2.T + b2); they must match to 1e-4 relative, and there must be 400000 scores.

The lab runs this under an address-space limit (the scenario's memory_mb), far below 13 GB.

Usage: python whole_dataset_one_forward.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("minibatch-inference", "no-grad-only")
N, IN, HIDDEN, CHUNK = 400000, 4, 8192, 8192


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
    model = nn.Sequential(nn.Linear(IN, HIDDEN), nn.ReLU(), nn.Linear(HIDDEN, 1)).eval()
    x = torch.randn(N, IN)
    if remedy == "minibatch-inference":
        with torch.no_grad():
            scores = torch.cat([model(chunk) for chunk in x.split(CHUNK)])
    elif remedy == "no-grad-only":
        with torch.no_grad():
            scores = model(x)
    else:
        scores = model(x)                      # the whole dataset at once
    scores = scores.squeeze(1)

    w1, b1 = model[0].weight.double(), model[0].bias.double()
    w2, b2 = model[2].weight.double(), model[2].bias.double()
    rows = list(range(0, N, N // 50))
    ref = (torch.relu(x[rows].double() @ w1.T + b1) @ w2.T + b2).squeeze(1)
    rel = ((scores[rows].double() - ref).abs().max() / ref.abs().max()).item()
    ok = scores.shape[0] == N and rel < 1e-4
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"{scores.shape[0]} scores; 50 sampled rows vs float64 reference, max relative error {rel:.2e}"}))


if __name__ == "__main__":
    main()
