"""A dataset that swallows a read error and returns None for an unreadable file.

The samples are .npy feature files in a folder; one of them is truncated (an interrupted copy).
__getitem__ catches the exception and returns None, a pattern that lets a bad file through to collate.

Intended semantics: average the features of every readable file (the unreadable one is skipped).

Reference: the mean over the arrays that were written completely, computed with numpy.

Usage: python getitem_returns_none.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, Subset
from torch.utils.data import default_collate

REMEDIES = ("filter-none-in-collate", "drop-bad-samples-up-front", "num-workers-zero")
N, BAD = 12, 4  # the broken file is the first sample of the second batch


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


class NpyFolder(Dataset):
    def __init__(self, root):
        self.paths = sorted(os.path.join(root, f) for f in os.listdir(root))

    def __len__(self):
        return len(self.paths)

    def __getitem__(self, i):
        try:
            x = np.load(self.paths[i])
        except (ValueError, OSError, EOFError):
            return None  # "skip" the broken file
        return torch.from_numpy(x)


def skip_none_collate(batch):
    batch = [b for b in batch if b is not None]
    return default_collate(batch) if batch else None


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(16).astype(np.float32) for _ in range(N)]
    with tempfile.TemporaryDirectory() as root:
        for i, a in enumerate(arrays):
            path = os.path.join(root, f"{i:03d}.npy")
            np.save(path, a)
            if i == BAD:
                with open(path, "r+b") as f:
                    f.truncate(os.path.getsize(path) - 40)
        ds = NpyFolder(root)
        kwargs = {"batch_size": 4, "num_workers": 2}
        if remedy == "filter-none-in-collate":
            kwargs["collate_fn"] = skip_none_collate
        elif remedy == "drop-bad-samples-up-front":
            ds = Subset(ds, [i for i in range(len(ds)) if ds[i] is not None])
        elif remedy == "num-workers-zero":
            kwargs["num_workers"] = 0
        total, count = torch.zeros(16), 0
        for batch in DataLoader(ds, **kwargs):
            if batch is None:
                continue
            total += batch.sum(0)
            count += batch.shape[0]

    good = [a for i, a in enumerate(arrays) if i != BAD]
    ref = np.mean(good, axis=0)
    got = (total / max(count, 1)).numpy()
    ok = count == len(good) and np.allclose(got, ref, atol=1e-6)
    detail = f"{count} samples averaged (expected {len(good)}); max |mean - reference| = {np.abs(got - ref).max():.3g}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


if __name__ == "__main__":
    main()
