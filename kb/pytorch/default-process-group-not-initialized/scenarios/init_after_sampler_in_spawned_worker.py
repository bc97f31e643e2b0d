"""mp.spawn workers that build their DistributedSampler before calling init_process_group.

Each spawned process has its own (empty) distributed state, so anything that asks for the
default group before that process's own init_process_group fails, on every rank.

Intended result: the two ranks' shards partition the dataset (disjoint, together complete).
Reference: set(range(N)).

Usage: python init_after_sampler_in_spawned_worker.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import torch
import torch.distributed as dist
from torch.utils.data import DistributedSampler

from _dist import free_port, init, spawn

REMEDIES = ("init-first-in-each-process", "init-in-parent-only")
N = 30


def worker(rank, port, out, remedy):
    ds = list(range(N))
    if remedy == "init-first-in-each-process":
        init(rank, port)
        sampler = DistributedSampler(ds, shuffle=False)
    else:
        sampler = DistributedSampler(ds, shuffle=False)  # no process group in this process yet
        init(rank, port)
    torch.save(list(sampler), os.path.join(out, f"rank{rank}.pt"))
    dist.barrier()
    dist.destroy_process_group()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    out = tempfile.mkdtemp(prefix="shards-")
    port = free_port()
    if remedy == "init-in-parent-only":
        # the parent joins a 1-process group of its own; the spawned workers do not inherit it
        init_file = os.path.join(out, "init")
        dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=0, world_size=1)
    spawn(worker, port, out, remedy)
    shards = [torch.load(os.path.join(out, f"rank{r}.pt")) for r in range(2)]
    ok = set(shards[0]).isdisjoint(shards[1]) and set(shards[0]) | set(shards[1]) == set(range(N))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"rank shards of sizes {len(shards[0])} and {len(shards[1])}; partition of range({N}): {ok}"}))


if __name__ == "__main__":
    main()
