"""Input-gradient penalty: torch.autograd.grad on the loss, then backward on the same graph.

Training objective per step: ``loss + lam * ||d loss / d x||^2`` (an input-gradient
regulariser, as in gradient-penalty training). The program first calls
``torch.autograd.grad(loss, x)``, which frees the graph, then backpropagates
``loss + penalty`` through that same graph.

Intended semantics: the penalty is part of the objective, so the parameters receive
the gradient of the penalty too (a second-order term).

Reference: the same objective written with ``torch.func`` (``grad`` of a function
that itself calls ``grad``), evaluated from scratch at every step; final parameters
are compared with ``torch.allclose`` (float64).

Usage: python autograd_grad_then_backward.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn
try:
    from torch.func import functional_call, grad
except ImportError:  # torch 1.13: the same functions before torch.func existed (2.0)
    from functorch import grad
    from torch.nn.utils.stateless import functional_call

REMEDIES = ("retain-graph-where-intended", "retain-graph-everywhere")
STEPS, LAM, LR = 8, 0.5, 0.05


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
    model = nn.Sequential(nn.Linear(5, 12), nn.Tanh(), nn.Linear(12, 1)).double()
    x = torch.randn(STEPS, 10, 5, dtype=torch.float64)
    y = torch.sin(x.sum(-1, keepdim=True))
    return model, x, y


def reference():
    model, x, y = setup()
    params = {k: v.detach().clone() for k, v in model.named_parameters()}

    def data_loss(p, xi, yi):
        return nn.functional.mse_loss(functional_call(model, p, (xi,)), yi)

    def objective(p, xi, yi):
        gx = grad(data_loss, argnums=1)(p, xi, yi)
        return data_loss(p, xi, yi) + LAM * gx.pow(2).sum()

    for i in range(STEPS):
        g = grad(objective)(params, x[i], y[i])
        params = {k: v - LR * g[k] for k, v in params.items()}
    return [params[k] for k, _ in model.named_parameters()]


def main():
    remedy = parse_remedy()
    model, x, y = setup()
    opt = torch.optim.SGD(model.parameters(), lr=LR)
    for i in range(STEPS):
        xi = x[i].clone().requires_grad_(True)
        loss = nn.functional.mse_loss(model(xi), y[i])
        if remedy == "retain-graph-where-intended":
            (gx,) = torch.autograd.grad(loss, xi, create_graph=True)  # keeps the graph and differentiates through it
        elif remedy == "retain-graph-everywhere":
            (gx,) = torch.autograd.grad(loss, xi, retain_graph=True)
        else:
            (gx,) = torch.autograd.grad(loss, xi)  # frees the graph
        penalty = LAM * gx.pow(2).sum()
        opt.zero_grad()
        if remedy == "retain-graph-everywhere":
            (loss + penalty).backward(retain_graph=True)
        else:
            (loss + penalty).backward()
        opt.step()

    ref = reference()
    params = list(model.parameters())
    worst = max((p - r).abs().max().item() for p, r in zip(params, ref))
    ok = all(torch.allclose(p, r, atol=1e-10, rtol=1e-8) for p, r in zip(params, ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |param - reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
