"""One block (shared weights) applied twice, each application wrapped in a reentrant checkpoint.

Each reentrant checkpoint runs its own nested backward, and each nested backward fires DDP's
hook for the shared block's parameters, so they are marked ready twice in one iteration.

Reference and check: _ddp_train.run_and_check (weights vs single-process training without
checkpointing).

Usage: python shared_block_checkpointed_twice.py [--remedy ID]
"""

import argparse
import os
import sys

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

from _ddp_train import run_and_check

REMEDIES = ("use-non-reentrant-checkpoint", "static-graph", "find-unused-parameters-for-shared")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(4, 16)
        self.block = nn.Sequential(nn.Linear(16, 16), nn.Tanh())  # applied twice (weight sharing)
        self.head = nn.Linear(16, 1)

    def forward(self, x, step=0):
        h = torch.relu(self.stem(x))
        for _ in range(2):
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
    kwargs = {}
    if remedy == "use-non-reentrant-checkpoint":
        os.environ["KF_REENTRANT"] = "0"  # read by the spawned workers
    elif remedy == "static-graph":
        kwargs = {"static_graph": True}
    elif remedy == "find-unused-parameters-for-shared":
        kwargs = {"find_unused_parameters": True}
    run_and_check(Net, mse, kwargs)


if __name__ == "__main__":
    main()
