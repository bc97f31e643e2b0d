"""Reentrant activation checkpointing inside a DDP model built with find_unused_parameters=True.

checkpoint(..., use_reentrant=True) runs the block's forward under no_grad and recomputes it
in a nested (reentrant) backward. After forward, DDP's unused-parameter search cannot see the
block's parameters in the graph and marks them ready; the reentrant backward then produces
their gradients and marks them ready a second time.

Reference and check: _ddp_train.run_and_check (weights vs single-process training without
checkpointing, which does not change the math).

Usage: python reentrant_checkpoint_with_find_unused.py [--remedy ID]
"""

import argparse
import os
import sys

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

from _ddp_train import run_and_check

REMEDIES = ("use-non-reentrant-checkpoint", "static-graph", "drop-find-unused-parameters")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(4, 16)
        self.block = nn.Sequential(nn.Linear(16, 16), nn.Tanh())
        self.head = nn.Linear(16, 1)

    def forward(self, x, step=0):
        h = torch.relu(self.stem(x))
        if self.training and torch.is_grad_enabled():
            h = checkpoint(self.block, h, use_reentrant=os.environ.get("KF_REENTRANT", "1") == "1")
        else:
            h = self.block(h)
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
    kwargs = {"find_unused_parameters": True}
    if remedy == "use-non-reentrant-checkpoint":
        os.environ["KF_REENTRANT"] = "0"  # read by the spawned workers
    elif remedy == "static-graph":
        kwargs = {"static_graph": True}
    elif remedy == "drop-find-unused-parameters":
        kwargs = {}
    run_and_check(Net, mse, kwargs)


if __name__ == "__main__":
    main()
