"""The rendezvous port is already taken by another process (a previous run that is still alive).

A helper process listens on 127.0.0.1:PORT, standing in for a stale training job or any other
server. Two gloo ranks then call init_process_group with MASTER_PORT=PORT: rank 0 must host
the TCPStore on that port and fails with EADDRINUSE.

Intended result: the two ranks all-reduce their rank numbers + 1 (1 + 2 = 3).
Reference: sum(range(1, WORLD + 1)).

Usage: python port_held_by_another_process.py [--remedy ID]
"""

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

import torch
import torch.distributed as dist

from _dist import WORLD, free_port, init, spawn

REMEDIES = ("pick-a-free-port", "torchrun-standalone-free-port", "stop-the-stale-process", "change-master-addr")

HOLDER = (
    "import socket, sys, time\n"
    "s = socket.socket(); s.bind(('0.0.0.0', int(sys.argv[1]))); s.listen(8)\n"
    "print('listening', flush=True); time.sleep(300)\n"
)


def start_holder(port):
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(port)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "listening"
    return holder


def worker(rank, port, out):
    init(rank, port)
    t = torch.tensor([float(rank + 1)])
    dist.all_reduce(t)
    if rank == 0:
        torch.save(t, os.path.join(out, "sum.pt"))
    dist.destroy_process_group()


def torchrun_worker():
    from datetime import timedelta

    dist.init_process_group("gloo", timeout=timedelta(seconds=30))
    worker_body(dist.get_rank(), os.environ["KF_OUT"])


def worker_body(rank, out):
    t = torch.tensor([float(rank + 1)])
    dist.all_reduce(t)
    if rank == 0:
        torch.save(t, os.path.join(out, "sum.pt"))
    dist.destroy_process_group()


def main():
    if "LOCAL_RANK" in os.environ:  # started by torchrun (remedy torchrun-standalone-free-port)
        torchrun_worker()
        return
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    out = tempfile.mkdtemp(prefix="out-")
    busy = free_port()
    holder = start_holder(busy)
    try:
        if remedy == "pick-a-free-port":
            spawn(worker, free_port(), out)
        elif remedy == "torchrun-standalone-free-port":
            from torch.distributed.run import main as torchrun

            os.environ["KF_OUT"] = out
            # --standalone: a c10d rendezvous on localhost with a port the OS picks
            torchrun(["--standalone", "--nproc-per-node", str(WORLD), "--monitor-interval", "0.2", __file__])
        elif remedy == "stop-the-stale-process":
            holder.kill()
            holder.wait()
            spawn(worker, busy, out)
        elif remedy == "change-master-addr":
            os.environ["KF_MASTER_ADDR"] = "localhost"
            spawn(worker_other_addr, busy, out)
        else:
            spawn(worker, busy, out)  # rank 0 cannot listen on the busy port
    finally:
        holder.kill()
        holder.wait()
    got = torch.load(os.path.join(out, "sum.pt")).item()
    want = float(sum(range(1, WORLD + 1)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"all-reduced sum {got}, expected {want}"}))


def worker_other_addr(rank, port, out):
    from datetime import timedelta

    os.environ["MASTER_ADDR"] = os.environ.get("KF_MASTER_ADDR", "127.0.0.1")
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=WORLD, timeout=timedelta(seconds=30))
    worker_body(rank, out)


if __name__ == "__main__":
    main()
