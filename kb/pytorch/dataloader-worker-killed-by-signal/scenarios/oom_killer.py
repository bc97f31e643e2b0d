"""Cause host-oom-killer: a DataLoader worker's memory keeps growing (the dataset
caches every decoded sample in a Python list, and each worker has its own copy)
until the kernel's OOM killer sends it SIGKILL.

The memory limit is real: the program puts itself into a memory cgroup of 640 MiB,
as a container limit or a small machine would, so the kill comes from the kernel,
not from the program. Needs root and a writable cgroup memory controller (v1 or v2);
without them it stops with a RuntimeError saying so.

The check compares the sum of all batches with the sum computed directly.
"""
import argparse
import json
import os
import signal

import torch
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("stop-per-worker-growth", "num-workers-zero-for-oom")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

LIMIT = 640 * 2**20
SAMPLE_MB = 16


def enter_memory_cgroup():
    """Create a memory cgroup limited to LIMIT and move this process into it."""
    candidates = [("/sys/fs/cgroup/memory", "memory.limit_in_bytes", "memory.memsw.limit_in_bytes"),
                  ("/sys/fs/cgroup", "memory.max", "memory.swap.max")]
    for root, limit_file, swap_file in candidates:
        if not os.path.exists(os.path.join(root, limit_file if root.endswith("memory") else "cgroup.controllers")):
            continue
        for stale in os.listdir(root):
            if stale.startswith("knownfix-oom-"):
                try:
                    os.rmdir(os.path.join(root, stale))
                except OSError:
                    pass
        path = os.path.join(root, f"knownfix-oom-{os.getpid()}")
        try:
            os.makedirs(path, exist_ok=True)
            with open(os.path.join(path, limit_file), "w") as f:
                f.write(str(LIMIT))
            if os.path.exists(os.path.join(path, swap_file)):
                with open(os.path.join(path, swap_file), "w") as f:
                    f.write(str(LIMIT) if swap_file.startswith("memory.memsw") else "0")
            with open(os.path.join(path, "cgroup.procs"), "w") as f:
                f.write(str(os.getpid()))
            return root, path
        except OSError:
            continue
    raise RuntimeError("oom_killer scenario needs root and a writable cgroup memory controller")


def leave_memory_cgroup(root, path):
    with open(os.path.join(root, "cgroup.procs"), "w") as f:
        f.write(str(os.getpid()))
    try:
        os.rmdir(path)
    except OSError:
        pass


class DecodedImages(Dataset):
    def __init__(self, cache):
        self.cache = [] if cache else None

    def __len__(self):
        return 64

    def __getitem__(self, i):
        decoded = torch.full((SAMPLE_MB * 2**20 // 4,), float(i))  # a 16 MiB "decoded image"
        if self.cache is not None:
            self.cache.append(decoded)  # grows without bound, separately in every worker
        return decoded[:4].clone()


def main():
    root, path = enter_memory_cgroup()
    try:
        ds = DecodedImages(cache=remedy != "stop-per-worker-growth")
        loader = DataLoader(ds, batch_size=4, num_workers=0 if remedy == "num-workers-zero-for-oom" else 2)
        total = sum(batch.sum().item() for batch in loader)
    finally:
        leave_memory_cgroup(root, path)
    expected = float(sum(4 * i for i in range(64)))
    ok = total == expected
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "all batches delivered" if ok else f"sum {total} != {expected}"}))


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    main()
