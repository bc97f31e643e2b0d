"""torch.where picks a safe value in the forward pass, but the unselected branch is NaN in backward.

A feature transform uses torch.where(x > 0, torch.sqrt(x), 0). The forward result is
finite, yet sqrt of the negative entries is NaN, and its backward multiplies the zero
upstream gradient by NaN. Anomaly detection (set_detect_anomaly) is on, as when people
hunt for the source of a NaN loss, so backward raises.

Reference: the analytic derivative, 0.5 / sqrt(x) where x > 0 and 0 elsewhere, of
sum(w * f(x)); compared with torch.allclose, and the gradient must be finite.

Usage: python where_masks_nan_branch.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("mask-the-input-before-the-op", "turn-off-anomaly-detection")


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
    torch.autograd.set_detect_anomaly(remedy != "turn-off-anomaly-detection")
    torch.manual_seed(0)
    x = torch.randn(64, dtype=torch.float64, requires_grad=True)
    w = torch.randn(64, dtype=torch.float64)
    pos = x > 0
    if remedy == "mask-the-input-before-the-op":
        safe_x = torch.where(pos, x, torch.ones_like(x))
        feat = torch.where(pos, torch.sqrt(safe_x), torch.zeros_like(x))
    else:
        feat = torch.where(pos, torch.sqrt(x), torch.zeros_like(x))
    loss = (w * feat).sum()
    assert torch.isfinite(loss), "forward is finite"
    loss.backward()

    xd = x.detach()
    ref = torch.where(pos, w * 0.5 / xd.clamp_min(1e-300).sqrt(), torch.zeros_like(xd))
    finite = bool(torch.isfinite(x.grad).all())
    ok = finite and torch.allclose(x.grad, ref)
    n_nan = int(torch.isnan(x.grad).sum())
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"gradient finite: {finite}, NaN entries: {n_nan} of 64"}))


if __name__ == "__main__":
    main()
