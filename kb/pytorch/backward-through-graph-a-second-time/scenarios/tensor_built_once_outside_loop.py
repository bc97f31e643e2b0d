"""A learnable soft feature gate computed once, before the training loop, and reused.

``gate = sigmoid(gate_logits)`` is built from a learnable parameter a single time,
outside the loop, and multiplied into the input on every step.

Intended semantics: the gate is a function of the *current* ``gate_logits``: every
step uses ``sigmoid(gate_logits)`` with the logits as they are now, and the logits
receive the gradient of that step's loss (that is what makes them learnable).

Reference: the same training run with the gate recomputed from the parameter inside
every step, written out separately; final parameters are compared with
``torch.allclose``.

Usage: python tensor_built_once_outside_loop.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("recompute-inside-loop", "retain-graph-everywhere", "data-instead-of-detach")
STEPS = 12


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
    model = nn.Linear(8, 1)
    gate_logits = nn.Parameter(torch.zeros(8))
    x = torch.randn(STEPS, 16, 8)
    y = x[..., :3].sum(-1, keepdim=True)
    opt = torch.optim.SGD([*model.parameters(), gate_logits], lr=0.1)
    return model, gate_logits, x, y, opt


def reference():
    model, gate_logits, x, y, opt = setup()
    for i in range(STEPS):
        gate = torch.sigmoid(gate_logits)
        loss = nn.functional.mse_loss(model(x[i] * gate), y[i])
        opt.zero_grad()
        loss.backward()
        opt.step()
    return [*model.parameters(), gate_logits]


def main():
    remedy = parse_remedy()
    model, gate_logits, x, y, opt = setup()
    gate = torch.sigmoid(gate_logits)  # built once, outside the loop
    if remedy == "data-instead-of-detach":
        gate = gate.data
    for i in range(STEPS):
        if remedy == "recompute-inside-loop":
            gate = torch.sigmoid(gate_logits)
        loss = nn.functional.mse_loss(model(x[i] * gate), y[i])
        opt.zero_grad()
        if remedy == "retain-graph-everywhere":
            loss.backward(retain_graph=True)
        else:
            loss.backward()  # step 2 reaches the sigmoid node freed by step 1
        opt.step()

    ref = reference()
    params = [*model.parameters(), gate_logits]
    worst = max((p - r).abs().max().item() for p, r in zip(params, ref))
    ok = all(torch.allclose(p, r, atol=1e-6, rtol=1e-5) for p, r in zip(params, ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |param - reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
