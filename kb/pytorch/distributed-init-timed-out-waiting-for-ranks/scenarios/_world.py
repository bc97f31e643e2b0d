"""Shared by this entry's scenarios: ranks that init a gloo group, all-reduce rank + 1, and
report the sum. Intended result: sum(range(1, started + 1)) over the processes started."""

import json
import os
import tempfile
from datetime import timedelta

import torch
import torch.distributed as dist

from _dist import free_port, spawn


def worker(rank, port, world_size, timeout_s, out):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world_size, timeout=timedelta(seconds=timeout_s))
    t = torch.tensor([float(rank + 1)])
    dist.all_reduce(t)
    if rank == 0:
        torch.save(t, os.path.join(out, "sum.pt"))
    dist.destroy_process_group()


def run(started, world_size, timeout_s=5):
    out = tempfile.mkdtemp(prefix="out-")
    spawn(worker, free_port(), world_size, timeout_s, out, nprocs=started)
    got = torch.load(os.path.join(out, "sum.pt")).item()
    want = float(sum(range(1, started + 1)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"{started} processes, world_size={world_size}: all-reduced sum {got}, expected {want}"}))
