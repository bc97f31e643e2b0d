"""Zeroing a slot of a softmax output by slice assignment, after the softmax saved it.

An attention-style pooling layer computes ``weights = softmax(scores)`` and then
blanks the padding position with ``weights[:, PAD] = 0``. Softmax saves its output
for the backward pass; the slice assignment modifies that output in place.

Intended semantics: ``weights = softmax(scores) * keep`` where ``keep`` is 0 at the
padding position and 1 elsewhere (the remaining weights are deliberately not
renormalised), pooled values ``(weights * values).sum(1)``.

Reference: that formula written out of place in a separate function, trained from
the same initial weights; final parameters are compared with ``torch.allclose``.

Usage: python slice_assignment_on_saved_tensor.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("out-of-place-op", "clone-before-inplace", "data-assignment")
STEPS, LR, SEQ, PAD = 8, 0.1, 6, 0


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def setup():
    torch.manual_seed(0)
    scorer = nn.Linear(4, 1)
    x = torch.randn(STEPS, 8, SEQ, 4)
    y = x[..., 1:, 0].mean(-1, keepdim=True)
    return scorer, x, y


def pool(scorer, xi, remedy):
    scores = scorer(xi).squeeze(-1)  # (batch, SEQ)
    weights = torch.softmax(scores, dim=1)
    if remedy == "out-of-place-op":
        keep = torch.ones(SEQ)
        keep[PAD] = 0
        weights = weights * keep
    elif remedy == "clone-before-inplace":
        weights = weights.clone()
        weights[:, PAD] = 0
    elif remedy == "data-assignment":
        weights.data[:, PAD] = 0  # hides the change from autograd's version check
    else:
        weights[:, PAD] = 0  # modifies softmax's saved output
    return (weights.unsqueeze(-1) * xi[..., :1]).sum(1)


def reference():
    scorer, x, y = setup()
    keep = torch.tensor([0.0] + [1.0] * (SEQ - 1))
    opt = torch.optim.SGD(scorer.parameters(), lr=LR)
    for i in range(STEPS):
        w = torch.softmax(scorer(x[i]).squeeze(-1), dim=1) * keep
        loss = nn.functional.mse_loss((w.unsqueeze(-1) * x[i][..., :1]).sum(1), y[i])
        opt.zero_grad()
        loss.backward()
        opt.step()
    return list(scorer.parameters())


def main():
    remedy = parse_remedy()
    scorer, x, y = setup()
    opt = torch.optim.SGD(scorer.parameters(), lr=LR)
    for i in range(STEPS):
        loss = nn.functional.mse_loss(pool(scorer, x[i], remedy), y[i])
        opt.zero_grad()
        loss.backward()
        opt.step()

    ref = reference()
    params = list(scorer.parameters())
    worst = max((p - r).abs().max().item() for p, r in zip(params, ref))
    ok = all(torch.allclose(p, r, atol=1e-6, rtol=1e-5) for p, r in zip(params, ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |param - reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
