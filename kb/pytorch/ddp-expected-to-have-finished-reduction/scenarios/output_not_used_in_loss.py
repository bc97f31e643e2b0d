"""forward returns the main prediction and an auxiliary prediction; the loss ignores the latter.

The auxiliary head's parameters take part in forward but not in the loss, so they get no
gradient and DDP's reduction of the first iteration never finishes.

Reference and check: _ddp_train.run_and_check (weights vs single-process training with
the same loss function).

Usage: python output_not_used_in_loss.py [--remedy ID]
"""

import argparse
import sys

import torch
from torch import nn

from _ddp_train import run_and_check

REMEDIES = ("use-every-output-in-loss", "find-unused-parameters", "static-graph-for-changing-graph")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 16)
        self.head = nn.Linear(16, 1)
        self.aux_head = nn.Linear(16, 1)

    def forward(self, x, step=0):
        h = torch.relu(self.body(x))
        return self.head(h), self.aux_head(h)


def main_only(out, y):
    pred, _aux = out
    return nn.functional.mse_loss(pred, y)


def main_and_aux(out, y):
    pred, aux = out
    return nn.functional.mse_loss(pred, y) + 0.3 * nn.functional.mse_loss(aux, y)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    if remedy == "use-every-output-in-loss":
        run_and_check(Net, main_and_aux, note="loss = main + 0.3 * aux; ")
        return
    kwargs = {"find-unused-parameters": {"find_unused_parameters": True},
              "static-graph-for-changing-graph": {"static_graph": True}}.get(remedy, {})
    run_and_check(Net, main_only, kwargs)


if __name__ == "__main__":
    main()
