"""fullgraph=True on a function that branches on a tensor's value (`if x.sum() > 0:`).

Dynamo traces shapes and dtypes, not values; a Python `if` on a tensor needs the value, so
the graph has to break there, and fullgraph=True turns the break into Unsupported.

Check: compiled output equals eager output for inputs that take both branches; the number of
graphs is 1 for the fullgraph fixes (no break) and at least 1 when breaks are allowed.

Usage: python data_dependent_branch.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

from _compile_check import compile_and_check

REMEDIES = ("branchless-torch-where", "drop-fullgraph", "explain-graph-breaks", "suppress-errors")


def step(x):
    y = torch.tanh(x) * 3
    if y.sum() > 0:  # data-dependent Python branch
        return y * 2
    return y - 1


def step_where(x):
    y = torch.tanh(x) * 3
    return torch.where(y.sum() > 0, y * 2, y - 1)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    torch.manual_seed(0)
    inputs = [torch.randn(6) + 2, torch.randn(6) - 2, torch.randn(6)]
    if remedy == "branchless-torch-where":
        compile_and_check(step_where, inputs, note="torch.where: ")
        return
    if remedy == "drop-fullgraph":
        compile_and_check(step, inputs, fullgraph=False, want_graphs=None, note="graph breaks allowed: ")
        return
    if remedy == "explain-graph-breaks":
        torch._dynamo.reset()
        info = torch._dynamo.explain(step)(inputs[0])
        reasons = [str(b.reason) for b in info.break_reasons]
        ok = info.graph_break_count >= 1 and any("branch" in r.lower() or "jump" in r.lower() for r in reasons)
        print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": (
            f"diagnosis only: explain() found {info.graph_break_count} graph break(s), "
            f"{info.graph_count} graph(s); first reason: {reasons[0].splitlines()[0] if reasons else None}")}))
        return
    if remedy == "suppress-errors":
        torch._dynamo.config.suppress_errors = True
    compile_and_check(step, inputs)  # fullgraph=True: Unsupported


if __name__ == "__main__":
    main()
