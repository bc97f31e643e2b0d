"""Federated averaging: the global model's state_dict is updated in place with the mean client update, BatchNorm included.

Intended semantics: every floating-point parameter and buffer of the global model moves by the
mean of the clients' differences; integer buffers (BatchNorm's num_batches_tracked) keep their
dtype and take the clients' value.

Reference: for every floating-point entry, global + mean(client - global) computed by hand in
float64; integer entries compared for equality and dtype.

Usage: python average_state_dict_in_place.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("skip-integer-buffers",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def make():
    return nn.Sequential(nn.Linear(4, 6), nn.BatchNorm1d(6), nn.ReLU(), nn.Linear(6, 2))


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    global_model = make()
    clients = []
    for k in range(3):
        m = make()
        m.load_state_dict(global_model.state_dict())
        m.train()
        with torch.no_grad():
            m(torch.randn(16, 4) + k)                          # updates BatchNorm running stats
            for p in m.parameters():
                p.add_(0.1 * (k + 1) * torch.randn_like(p))
        clients.append(m.state_dict())
    before = {k: v.clone() for k, v in global_model.state_dict().items()}

    with torch.no_grad():
        for name, data in global_model.state_dict().items():
            if remedy == "skip-integer-buffers" and not data.is_floating_point():
                data.copy_(clients[0][name])                    # a counter: take the clients' value
                continue
            update = sum(c[name] - data for c in clients) / len(clients)
            data.add_(update)                                   # fails for the Long num_batches_tracked

    ok, worst = True, 0.0
    for name, v in global_model.state_dict().items():
        if before[name].is_floating_point():
            ref = before[name].double() + sum(c[name].double() - before[name].double() for c in clients) / len(clients)
            worst = max(worst, (v.double() - ref).abs().max().item())
            ok = ok and torch.allclose(v.double(), ref, atol=1e-6)
        else:
            ok = ok and v.dtype == before[name].dtype and torch.equal(v, clients[0][name])
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"max |param - hand-averaged reference| = {worst:.3g}; integer buffers keep dtype and the clients' count"}))


if __name__ == "__main__":
    main()
