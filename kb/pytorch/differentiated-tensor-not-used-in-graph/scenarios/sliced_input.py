"""Physics-informed network: du/dx taken w.r.t. a slice of the input made after the forward pass.

The network takes points (x, t) as one (N, 2) tensor. The derivative du/dx is requested
with torch.autograd.grad(u, xt[:, 0:1]): the slice is a new tensor created after the
forward pass, so u does not depend on it.

Reference: du/dx is the first column of the gradient of u.sum() w.r.t. the whole input
tensor xt (each u_i depends only on row i), and, independently, a central finite
difference in float64. Compared with torch.allclose.

Usage: python sliced_input.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("differentiate-the-tensor-used", "allow-unused-as-suggested")


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
    net = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1)).double()
    pts = torch.rand(32, 2, dtype=torch.float64)

    if remedy == "differentiate-the-tensor-used":
        x = pts[:, 0:1].clone().requires_grad_(True)
        t = pts[:, 1:2].clone().requires_grad_(True)
        u = net(torch.cat([x, t], dim=1))
        (du_dx,) = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)
    else:
        xt = pts.clone().requires_grad_(True)
        u = net(xt)
        kwargs = {"allow_unused": True} if remedy == "allow-unused-as-suggested" else {}
        (du_dx,) = torch.autograd.grad(u, xt[:, 0:1], torch.ones_like(u), create_graph=True, **kwargs)

    residual = du_dx.pow(2).mean()  # uses du/dx, as a PDE loss would

    xt = pts.clone().requires_grad_(True)
    (g,) = torch.autograd.grad(net(xt).sum(), xt)
    ref = g[:, 0:1]
    h = 1e-6
    with torch.no_grad():
        e = torch.tensor([[h, 0.0]], dtype=torch.float64)
        fd = (net(pts + e) - net(pts - e)) / (2 * h)
    worst = (du_dx - ref).abs().max().item()
    ok = torch.allclose(du_dx, ref, atol=1e-10) and torch.allclose(ref, fd, atol=1e-6)
    ok = ok and abs(residual.item() - ref.pow(2).mean().item()) < 1e-10
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"max |du/dx - reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
