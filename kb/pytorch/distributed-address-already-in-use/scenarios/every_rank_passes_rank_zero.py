"""mp.spawn workers that all call init_process_group with rank=0 (the spawn index is ignored).

Each process believes it is rank 0 and tries to host the TCPStore on MASTER_PORT; the second
one to bind fails with EADDRINUSE.

Intended result: the two ranks all-reduce their rank numbers + 1 (1 + 2 = 3).
Reference: sum(range(1, WORLD + 1)).

Usage: python every_rank_passes_rank_zero.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile
from datetime import timedelta

import torch
import torch.distributed as dist

from _dist import WORLD, free_port, spawn

REMEDIES = ("pass-the-real-rank", "new-port-with-wrong-rank")


def worker(index, port, out, remedy):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    rank = index if remedy == "pass-the-real-rank" else 0  # bug: every process says rank 0
    dist.init_process_group("gloo", rank=rank, world_size=WORLD, timeout=timedelta(seconds=20))
    t = torch.tensor([float(dist.get_rank() + 1)])
    dist.all_reduce(t)
    if dist.get_rank() == 0:
        torch.save(t, os.path.join(out, "sum.pt"))
    dist.destroy_process_group()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    out = tempfile.mkdtemp(prefix="out-")
    spawn(worker, free_port(), out, remedy)  # the port is free in every variant; new-port-with-wrong-rank: still rank 0 everywhere
    got = torch.load(os.path.join(out, "sum.pt")).item()
    want = float(sum(range(1, WORLD + 1)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"all-reduced sum {got}, expected {want}"}))


if __name__ == "__main__":
    main()
