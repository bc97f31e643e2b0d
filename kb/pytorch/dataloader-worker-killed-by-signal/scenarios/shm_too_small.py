"""Cause shm-too-small: /dev/shm is far smaller than the batches the workers put
there — as in a Docker container started without --shm-size (64 MiB default).

The program re-runs itself in a private mount namespace (unshare -m) with a 2 MiB
tmpfs on /dev/shm, so the limit is a real tmpfs limit that only this run sees.
Needs root and util-linux's unshare; without them it stops with a RuntimeError.
On torch 2.13/2.14 the failure is reported by the worker as "unable to allocate
shared memory(shm) ... No space left on device"; older releases died with a Bus
error instead.

The check compares the sum of all batches with the sum computed directly.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

REMEDIES = ("num-workers-zero", "raise-shm-size", "file-system-sharing-strategy")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
args = parser.parse_args()
remedy = args.remedy

if not args.inside:
    if os.geteuid() != 0 or not shutil.which("unshare"):
        raise RuntimeError("shm_too_small scenario needs root and unshare to mount a small /dev/shm")
    size = "512m" if remedy == "raise-shm-size" else "2m"  # what docker run --shm-size=512m would give
    cmd = [sys.executable, os.path.abspath(__file__), "--inside"] + (["--remedy", remedy] if remedy else [])
    shell = f"mount -t tmpfs -o size={size} tmpfs /dev/shm && exec " + " ".join(f"'{c}'" for c in cmd)
    sys.exit(subprocess.call(["unshare", "-m", "--propagation", "private", "sh", "-c", shell]))

import torch  # noqa: E402
import torch.multiprocessing  # noqa: E402
from torch.utils.data import DataLoader, Dataset  # noqa: E402

if remedy == "file-system-sharing-strategy":
    torch.multiprocessing.set_sharing_strategy("file_system")


class Spectrograms(Dataset):
    def __len__(self):
        return 16

    def __getitem__(self, i):
        return torch.full((256, 1024), float(i))  # 1 MiB per sample, 4 MiB per batch


def main():
    workers = 0 if remedy == "num-workers-zero" else 2
    total = sum(b.sum().item() for b in DataLoader(Spectrograms(), batch_size=4, num_workers=workers))
    expected = float(sum(i * 256 * 1024 for i in range(16)))
    ok = total == expected
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "all batches delivered" if ok else f"sum {total} != {expected}"}))


if __name__ == "__main__":
    main()
