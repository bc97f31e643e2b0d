"""DistributedSampler and DistributedDataParallel built unconditionally, run as one process.

Both ask the default process group for the world size and rank in their constructors, so
a single-process debugging run fails before the first batch.

Intended result: one epoch that sees every sample exactly once and one optimizer step per
batch. Reference: the sample indices seen equal range(len(dataset)); the final weights
equal those of a plain (non-DDP) model trained on the same batches in the same order.

Usage: python sampler_or_ddp_without_init.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
import torch.distributed as dist
from torch import nn
from torch.utils.data import DataLoader, DistributedSampler, SequentialSampler, TensorDataset

REMEDIES = ("build-distributed-parts-only-when-initialized", "explicit-num-replicas-and-rank")
N = 40


def train(model, loader, indices_seen):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for xb, yb, ib in loader:
        indices_seen.extend(ib.tolist())
        opt.zero_grad()
        nn.functional.mse_loss(model(xb), yb).backward()
        opt.step()
    return model


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    torch.manual_seed(0)
    ds = TensorDataset(torch.randn(N, 4), torch.randn(N, 1), torch.arange(N))
    base = nn.Linear(4, 1)
    ref_model = nn.Linear(4, 1)
    ref_model.load_state_dict(base.state_dict())

    distributed = dist.is_available() and dist.is_initialized()
    if remedy == "build-distributed-parts-only-when-initialized":
        sampler = DistributedSampler(ds, shuffle=False) if distributed else SequentialSampler(ds)
        model = nn.parallel.DistributedDataParallel(base) if distributed else base
    elif remedy == "explicit-num-replicas-and-rank":
        sampler = DistributedSampler(ds, num_replicas=1, rank=0, shuffle=False)
        model = base  # DDP has no such switch: it needs a process group
    else:
        sampler = DistributedSampler(ds, shuffle=False)  # asks the default group for world size
        model = nn.parallel.DistributedDataParallel(base)
    seen = []
    train(model, DataLoader(ds, batch_size=8, sampler=sampler), seen)
    train(ref_model, DataLoader(ds, batch_size=8, shuffle=False), [])
    ok_idx = sorted(seen) == list(range(N))
    ok_w = all(torch.allclose(a, b, atol=1e-6) for a, b in zip(base.parameters(), ref_model.parameters()))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok_idx and ok_w, "detail": f"{len(seen)} samples seen, each once: {ok_idx}; weights equal the reference: {ok_w}"}))


if __name__ == "__main__":
    main()
