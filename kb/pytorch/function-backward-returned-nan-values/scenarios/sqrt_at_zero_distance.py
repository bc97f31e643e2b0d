"""Pairwise Euclidean distances written as sqrt(sum((a - b)**2)): the diagonal is sqrt(0).

A contrastive/embedding loss computes all pairwise distances by hand. The forward pass
is finite (the diagonal is 0), but d sqrt(u)/du is infinite at u = 0 and is multiplied
by 2 * (a - b) = 0, which is NaN. Anomaly detection is on.

Reference: the analytic gradient of sum_ij d_ij, which is sum_j 2 (a_i - a_j) / d_ij over
j != i (the subgradient 0 is used at i == j); compared with torch.allclose after
10 SGD steps on a small margin loss; parameters must stay finite.

Usage: python sqrt_at_zero_distance.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("eps-inside-sqrt", "turn-off-anomaly-detection")
EPS = 1e-12


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def pairwise(a, remedy):
    sq = ((a[:, None, :] - a[None, :, :]) ** 2).sum(-1)
    if remedy == "eps-inside-sqrt":
        return torch.sqrt(sq + EPS)
    return sq.sqrt()


def ref_grad(a):
    diff = a[:, None, :] - a[None, :, :]
    d = diff.pow(2).sum(-1).sqrt()
    d = d + torch.eye(len(a), dtype=a.dtype)  # avoid 0/0 on the diagonal, where diff is 0
    return 2 * (diff / d[..., None]).sum(1)


def main():
    remedy = parse_remedy()
    torch.autograd.set_detect_anomaly(remedy != "turn-off-anomaly-detection")
    torch.manual_seed(0)
    emb = torch.randn(6, 4, dtype=torch.float64, requires_grad=True)
    ref = emb.detach().clone()
    for _ in range(10):
        loss = pairwise(emb, remedy).sum()
        emb.grad = None
        loss.backward()
        with torch.no_grad():
            emb -= 0.01 * emb.grad
        ref -= 0.01 * ref_grad(ref)
    finite = bool(torch.isfinite(emb).all())
    worst = (emb.detach() - ref).abs().max().item()
    ok = finite and torch.allclose(emb.detach(), ref, atol=1e-8)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"parameters finite: {finite}, max |emb - reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
