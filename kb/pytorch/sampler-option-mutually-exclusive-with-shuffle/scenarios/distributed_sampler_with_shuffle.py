"""Cause distributed-sampler-with-shuffle: a single-GPU training script is moved to DDP. The
DataLoader keeps shuffle=True and gets sampler=DistributedSampler(...). The two ranks are
built in one process here (num_replicas and rank passed explicitly, so no process group is
needed); each rank would build the same loader in its own process.

Intended semantics of sharded shuffling: in every epoch the ranks see disjoint shards that
together cover the dataset exactly once, and the order changes from epoch to epoch.

Check: for 3 epochs, the index sets of rank 0 and rank 1 are disjoint and cover the dataset,
and the three epochs' orders are pairwise different.
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

REMEDIES = ("shuffle-in-sampler-and-set-epoch", "shuffle-false-without-set-epoch", "drop-sampler-keep-shuffle")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
N, WORLD, EPOCHS = 64, 2, 3
dataset = TensorDataset(torch.arange(N), torch.randn(N, 4))


def make_loader(rank):
    sampler = DistributedSampler(dataset, num_replicas=WORLD, rank=rank, shuffle=True, seed=0)
    if remedy in ("shuffle-in-sampler-and-set-epoch", "shuffle-false-without-set-epoch"):
        return DataLoader(dataset, batch_size=8, sampler=sampler, shuffle=False), sampler
    if remedy == "drop-sampler-keep-shuffle":
        return DataLoader(dataset, batch_size=8, shuffle=True), None
    return DataLoader(dataset, batch_size=8, sampler=sampler, shuffle=True), sampler


loaders = [make_loader(rank) for rank in range(WORLD)]
orders = []  # per epoch: per rank, the list of sample indices in loading order
for epoch in range(EPOCHS):
    per_rank = []
    for loader, sampler in loaders:
        if remedy == "shuffle-in-sampler-and-set-epoch":
            sampler.set_epoch(epoch)
        per_rank.append([int(i) for idx, _ in loader for i in idx])
    orders.append(per_rank)

ok, problems = True, []
for epoch, per_rank in enumerate(orders):
    a, b = set(per_rank[0]), set(per_rank[1])
    if a & b or (a | b) != set(range(N)) or len(per_rank[0]) + len(per_rank[1]) != N:
        ok = False
        problems.append(f"epoch {epoch}: ranks overlap or miss samples ({len(a & b)} shared)")
if len({tuple(o[0]) for o in orders}) != EPOCHS:
    ok = False
    problems.append("rank 0 sees the same order in every epoch")
detail = "disjoint shards covering the dataset, new order every epoch" if ok else "; ".join(problems)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
