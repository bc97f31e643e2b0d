"""A model compiled with dynamic=False and fed sequences of a different length every call.

Each new length fails the shape guard and triggers a recompile; after 8 (the default
recompile_limit) Dynamo logs "torch._dynamo hit config.recompile_limit (8)" and, with
fullgraph=True, raises FailOnRecompileLimitHit.

Check: outputs equal eager; at most 2 graphs for 12 lengths (one static, one dynamic).

Usage: python shapes_change_with_dynamic_false.py [--remedy ID]
"""

import argparse
import sys

import torch
from torch import nn

from _recompile_check import run_and_check

REMEDIES = ("let-dynamic-shapes-work", "mark-dynamic", "raise-recompile-limit")


def make():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(8, 16), nn.GELU(), nn.Linear(16, 4))
    return model, model


def calls(mark=False):
    torch.manual_seed(1)
    out = []
    for n in range(3, 15):  # 12 different sequence lengths
        x = torch.randn(n, 8)
        if mark:
            torch._dynamo.mark_dynamic(x, 0)
        out.append((x,))
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    with torch.no_grad():
        if remedy == "let-dynamic-shapes-work":
            run_and_check(make, calls(), note="dynamic=None (automatic): ")  # the default
        elif remedy == "mark-dynamic":
            run_and_check(make, calls(mark=True), note="mark_dynamic(x, 0): ")
        elif remedy == "raise-recompile-limit":
            torch._dynamo.config.recompile_limit = 64
            run_and_check(make, calls(), note="recompile_limit = 64: ", dynamic=False)
        else:
            run_and_check(make, calls(), dynamic=False)


if __name__ == "__main__":
    main()
