"""fullgraph=True on a training step that prints a progress message.

print is a side effect on the outside world; Dynamo cannot put it in a graph, so it must
break the graph there, and fullgraph=True turns the break into Unsupported.

Check: compiled output equals eager output; 1 graph for the fullgraph fixes.

Usage: python print_inside_compiled_function.py [--remedy ID]
"""

import argparse
import sys

import torch

from _compile_check import compile_and_check

REMEDIES = ("move-side-effects-out", "reorderable-logging-functions", "drop-fullgraph")


def step(x):
    y = torch.relu(x) @ torch.ones(4, 2)
    print("step done")  # side effect inside the compiled region
    return y * 0.5


def step_clean(x):
    y = torch.relu(x) @ torch.ones(4, 2)
    return y * 0.5


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    torch.manual_seed(0)
    inputs = [torch.randn(3, 4) for _ in range(3)]
    if remedy == "move-side-effects-out":
        compile_and_check(step_clean, inputs, note="print moved to the caller: ")
    elif remedy == "reorderable-logging-functions":
        torch._dynamo.config.reorderable_logging_functions.add(print)
        compile_and_check(step, inputs, note="print replayed after the graph: ")
    elif remedy == "drop-fullgraph":
        compile_and_check(step, inputs, fullgraph=False, want_graphs=None, note="graph breaks allowed: ")
    else:
        compile_and_check(step, inputs)


if __name__ == "__main__":
    main()
