"""A branch that runs only on some iterations (here: a refinement block on even steps).

On odd steps the block's parameters get no gradient. Without unused-parameter detection the
reduction never finishes; with static_graph=True DDP records the first iteration's graph and
refuses the changed one ("your training graph has changed in this iteration").

Reference and check: _ddp_train.run_and_check (weights vs single-process training with the
same step schedule).

Usage: python branch_changes_between_iterations.py [--remedy ID]
"""

import argparse
import sys

import torch
from torch import nn

from _ddp_train import run_and_check

REMEDIES = ("find-unused-parameters", "static-graph-for-changing-graph")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 16)
        self.refine = nn.Linear(16, 16)
        self.head = nn.Linear(16, 1)

    def forward(self, x, step=0):
        h = torch.relu(self.body(x))
        if step % 2 == 0:  # e.g. a block enabled on some iterations only
            h = h + torch.relu(self.refine(h))
        return self.head(h)


def mse(out, y):
    return nn.functional.mse_loss(out, y)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    kwargs = {"find-unused-parameters": {"find_unused_parameters": True},
              "static-graph-for-changing-graph": {"static_graph": True}}.get(remedy, {})
    run_and_check(Net, mse, kwargs)


if __name__ == "__main__":
    main()
