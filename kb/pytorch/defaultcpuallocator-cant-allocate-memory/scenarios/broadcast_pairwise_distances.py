"""Nearest neighbours between two point sets computed by broadcasting (a[:, None, :] - b[None, :, :]), which builds an N x M x D tensor.

Intended semantics: for each of the 12000 query points, the index of the nearest of the 12000
reference points (Euclidean) and that distance.

Reference: for 40 query points spread over the set, distances to every reference point computed
one query at a time in float64; nearest indices must be equal and distances match to 1e-4
relative. The whole result must cover all 12000 queries.

The lab runs this under an address-space limit (the scenario's memory_mb); the broadcast
tensor needs 18 GB, far above it, the N x M distance matrix about 0.6 GB.

Usage: python broadcast_pairwise_distances.py [--remedy ID]
"""

import argparse
import gc
import json
import sys

import torch

REMEDIES = ("cdist-instead-of-broadcast", "free-memory-first")
N, M, D = 12000, 12000, 32


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
    a = torch.randn(N, D)
    b = torch.randn(M, D)
    if remedy == "cdist-instead-of-broadcast":
        d = torch.cdist(a, b)                                  # N x M, no N x M x D intermediate
    else:
        if remedy == "free-memory-first":
            gc.collect()
        d = (a[:, None, :] - b[None, :, :]).pow(2).sum(-1).sqrt()
    dist, idx = d.min(dim=1)

    sample = range(0, N, N // 40)
    ok = idx.shape[0] == N
    worst = 0.0
    for i in sample:
        ref = (a[i].double() - b.double()).pow(2).sum(-1).sqrt()
        r = int(ref.argmin())
        worst = max(worst, abs(dist[i].item() - ref[r].item()) / ref[r].item())
        ok = ok and int(idx[i]) == r
    ok = ok and worst < 1e-4
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"{idx.shape[0]} queries; 40 sampled against a per-query float64 reference, max relative distance error {worst:.2e}"}))


if __name__ == "__main__":
    main()
