"""fullgraph=True on code that converts a float tensor to a Python list and loops over it.

Dynamo cannot trace tolist() on a non-integer tensor: the values would leave the graph as
Python floats.

Check: compiled output equals eager output; 1 graph for the tensor-op rewrite.

Usage: python tolist_on_float_tensor.py [--remedy ID]
"""

import argparse
import sys

import torch

from _compile_check import compile_and_check

REMEDIES = ("keep-it-in-tensor-ops",)


def score(x):
    positives = len([v for v in x.tolist() if v > 0])  # Python-level loop over values
    return x * positives


def score_tensor(x):
    return x * (x > 0).sum()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    torch.manual_seed(0)
    inputs = [torch.randn(7) for _ in range(3)]
    if remedy == "keep-it-in-tensor-ops":
        compile_and_check(score_tensor, inputs, note="(x > 0).sum(): ")
    else:
        compile_and_check(score, inputs)


if __name__ == "__main__":
    main()
