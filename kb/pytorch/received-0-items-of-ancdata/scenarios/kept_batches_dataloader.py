"""Evaluation loop that keeps every batch from a multi-worker DataLoader in a list.

With the default 'file_descriptor' sharing strategy on Linux, each tensor a worker
sends arrives as an open file descriptor in the main process, and stays open while
the tensor is alive. Keeping 200 batches alive under a soft open-files limit of 128
(standing in for a 1024 limit on a larger job) exhausts the descriptors.

Reference: the concatenated batches must hold exactly the sample values 0..399 in
order (each sample i is a vector of four i's), and all 200 batches must arrive.

Usage: python kept_batches_dataloader.py [--remedy ID]
"""

import argparse
import json
import resource
import sys

import torch
from torch.utils.data import DataLoader, Dataset

REMEDIES = (
    "file-system-sharing-strategy",
    "raise-open-files-limit",
    "copy-received-tensors",
    "fewer-workers",
)
N = 400
LOW_LIMIT = 128


class Samples(Dataset):
    def __len__(self):
        return N

    def __getitem__(self, i):
        return torch.full((4,), float(i))


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def main():
    remedy = parse_remedy()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (LOW_LIMIT, hard))  # the job's small `ulimit -n`
    if remedy == "file-system-sharing-strategy":
        torch.multiprocessing.set_sharing_strategy("file_system")
    elif remedy == "raise-open-files-limit":
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))
    workers = 1 if remedy == "fewer-workers" else 2
    kept = []
    for batch in DataLoader(Samples(), batch_size=2, num_workers=workers):
        kept.append(batch.clone() if remedy == "copy-received-tensors" else batch)
    got = torch.cat(kept)
    ref = torch.arange(N, dtype=torch.float32)[:, None].expand(N, 4)
    ok = len(kept) == N // 2 and torch.equal(got, ref)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"{len(kept)} of {N // 2} batches kept, values match: {bool(ok)}"}))


if __name__ == "__main__":
    main()
