"""A running total of losses kept across iterations and backpropagated.

A linear-regression training loop keeps ``total = total + loss`` to report the epoch
loss, and (by mistake) calls ``total.backward()``. From the second step on, the
backward reaches every earlier step's graph, which was freed.

Intended semantics: plain SGD, one step per batch on that batch's loss; the total is
only for reporting.

Reference: the same loop written with ``loss.backward()`` and the total kept as a
Python float; final parameters and the reported total are compared with
``torch.allclose``. The size of the graph behind the tensor that is backpropagated is
reported per step (``graph_nodes``), so growth is visible.

Usage: python running_total_of_losses.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("accumulate-detached-total", "retain-graph-everywhere", "zero-grad-between-backwards")
STEPS = 12


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def graph_nodes(t):
    seen, todo = set(), [t.grad_fn]
    while todo:
        fn = todo.pop()
        if fn is None or fn in seen:
            continue
        seen.add(fn)
        todo.extend(nxt for nxt, _ in fn.next_functions)
    return len(seen)


def setup():
    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    x = torch.randn(STEPS, 8, 4)
    y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]]) + 0.1
    return model, x, y, torch.optim.SGD(model.parameters(), lr=0.05)


def reference():
    model, x, y, opt = setup()
    total = 0.0
    for i in range(STEPS):
        loss = nn.functional.mse_loss(model(x[i]), y[i])
        total += loss.item()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return list(model.parameters()), total


def main():
    remedy = parse_remedy()
    model, x, y, opt = setup()
    total = 0.0
    for i in range(STEPS):
        loss = nn.functional.mse_loss(model(x[i]), y[i])
        opt.zero_grad()
        if remedy == "accumulate-detached-total":
            total += loss.item()
            print("KNOWNFIX_METRIC " + json.dumps({"name": "graph_nodes", "iter": i, "value": graph_nodes(loss)}))
            loss.backward()
        else:
            total = total + loss
            print("KNOWNFIX_METRIC " + json.dumps({"name": "graph_nodes", "iter": i, "value": graph_nodes(total)}))
            if remedy == "retain-graph-everywhere":
                total.backward(retain_graph=True)
            elif remedy == "zero-grad-between-backwards":
                opt.zero_grad()
                total.backward()
            else:
                total.backward()  # step 2 reaches step 1's freed graph
        opt.step()

    ref_params, ref_total = reference()
    params = list(model.parameters())
    worst = max((p - r).abs().max().item() for p, r in zip(params, ref_params))
    ok = all(torch.allclose(p, r, atol=1e-6, rtol=1e-5) for p, r in zip(params, ref_params))
    ok = ok and abs(float(total) - ref_total) <= 1e-4 * max(1.0, abs(ref_total))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |param - reference| = {worst:.3g}; total {float(total):.6g} vs {ref_total:.6g}"}))


if __name__ == "__main__":
    main()
