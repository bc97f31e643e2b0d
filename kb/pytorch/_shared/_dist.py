"""Shared by the distributed scenarios of the PyTorch entries (kb/pytorch/_shared): run a function in 2 local processes with the gloo backend.

torch.multiprocessing.spawn starts the processes; MASTER_ADDR is 127.0.0.1 and MASTER_PORT a
free port picked at run time; every collective has a bounded timeout, the whole group a
deadline, and every process still alive at the end is killed.
"""

import os
import socket
import time
from datetime import timedelta

WORLD = 2
DEADLINE_S = 100


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def init(rank: int, port: int, world: int = WORLD) -> None:
    import torch.distributed as dist

    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world, timeout=timedelta(seconds=30))


def spawn(fn, *args, nprocs: int = WORLD) -> None:
    """Run fn(rank, *args) in nprocs processes; re-raise the first worker error (ProcessRaisedException)."""
    import torch.multiprocessing as mp

    ctx = mp.spawn(fn, args=args, nprocs=nprocs, join=False)
    deadline = time.monotonic() + DEADLINE_S
    try:
        while not ctx.join(timeout=1):
            if time.monotonic() > deadline:
                raise TimeoutError(f"workers still running after {DEADLINE_S}s")
    finally:
        for p in ctx.processes:
            if p.is_alive():
                p.kill()
