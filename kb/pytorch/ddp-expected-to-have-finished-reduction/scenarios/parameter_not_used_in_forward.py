"""A module whose forward never uses one of its submodules (an auxiliary head kept for later).

DDP expects a gradient for every parameter that requires one. The unused head's gradients
never arrive, so the reduction of the first iteration never finishes, and the second
iteration's forward raises.

Reference and check: _ddp_train.run_and_check (weights vs single-process training).

Usage: python parameter_not_used_in_forward.py [--remedy ID]
"""

import argparse
import sys

import torch
from torch import nn

from _ddp_train import run_and_check

REMEDIES = ("find-unused-parameters", "static-graph", "freeze-or-remove-unused-parameters")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 16)
        self.head = nn.Linear(16, 1)
        self.aux_head = nn.Linear(16, 1)  # defined, never called in forward

    def forward(self, x, step=0):
        return self.head(torch.relu(self.body(x)))


def mse(out, y):
    return nn.functional.mse_loss(out, y)


def freeze_aux(model):
    model.aux_head.requires_grad_(False)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    kwargs = {"find-unused-parameters": {"find_unused_parameters": True},
              "static-graph": {"static_graph": True}}.get(remedy, {})
    prepare = freeze_aux if remedy == "freeze-or-remove-unused-parameters" else None
    run_and_check(Net, mse, kwargs, prepare)


if __name__ == "__main__":
    main()
