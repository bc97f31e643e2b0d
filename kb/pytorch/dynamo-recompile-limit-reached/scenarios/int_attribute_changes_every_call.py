"""A module that keeps a Python int step counter as an attribute and uses it in forward.

Dynamo treats integer attributes of an nn.Module as constants and guards on their value, so
every step recompiles; after 8 it hits the recompile limit.

Check: outputs equal eager; at most 2 graphs for 12 steps.

Usage: python int_attribute_changes_every_call.py [--remedy ID]
"""

import argparse
import sys

import torch
from torch import nn

from _recompile_check import run_and_check

REMEDIES = ("counter-as-tensor-buffer", "raise-recompile-limit")


class Scaled(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.step = 0

    def forward(self, x):
        self.step += 1
        return self.lin(x) / (1.0 + 0.1 * self.step)  # warm-up style schedule


class ScaledBuffer(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.register_buffer("step", torch.zeros((), dtype=torch.float32))

    def forward(self, x):
        self.step += 1  # in-place update of a tensor: no guard on its value
        return self.lin(x) / (1.0 + 0.1 * self.step)


def pair(cls):
    def make():
        torch.manual_seed(0)
        a = cls()
        torch.manual_seed(0)
        b = cls()  # eager twin with its own counter
        return a, b
    return make


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    torch.manual_seed(1)
    calls = [(torch.randn(2, 4),) for _ in range(12)]
    with torch.no_grad():
        if remedy == "counter-as-tensor-buffer":
            run_and_check(pair(ScaledBuffer), calls, note="step kept in a buffer: ")
        elif remedy == "raise-recompile-limit":
            torch._dynamo.config.recompile_limit = 64
            run_and_check(pair(Scaled), calls, note="recompile_limit = 64: ")
        else:
            run_and_check(pair(Scaled), calls)


if __name__ == "__main__":
    main()
