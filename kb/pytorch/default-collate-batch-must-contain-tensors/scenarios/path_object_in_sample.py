"""A dataset that returns the file's pathlib.Path next to the data, to keep track of which file a sample came from.

default_collate accepts tensors, numpy arrays, numbers, str, dicts, lists and tuples; a pathlib.Path is none
of these.

Intended semantics: one pass over the data in batches of 4, collecting the per-sample sums together with the
name of the file each sample came from.

Reference: {file name: sum} computed directly from the arrays.

Usage: python path_object_in_sample.py [--remedy ID]
"""

import argparse
import json
import os
import pathlib
import sys
import tempfile

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, default_collate

REMEDIES = ("return-supported-types", "custom-collate-keep-objects", "num-workers-zero")
N = 10


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


class Files(Dataset):
    def __init__(self, root, as_str=False):
        self.paths = sorted(pathlib.Path(root).glob("*.npy"))
        self.as_str = as_str

    def __len__(self):
        return len(self.paths)

    def __getitem__(self, i):
        path = self.paths[i]
        x = torch.from_numpy(np.load(path))
        return x, (str(path) if self.as_str else path)


def collate_keep_paths(batch):
    xs, paths = zip(*batch)
    return default_collate(list(xs)), list(paths)


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    arrays = {f"s{i:02d}.npy": rng.standard_normal(8).astype(np.float32) for i in range(N)}
    with tempfile.TemporaryDirectory() as root:
        for name, a in arrays.items():
            np.save(os.path.join(root, name), a)
        kwargs = {"batch_size": 4, "num_workers": 2}
        as_str = remedy == "return-supported-types"
        if remedy == "custom-collate-keep-objects":
            kwargs["collate_fn"] = collate_keep_paths
        elif remedy == "num-workers-zero":
            kwargs["num_workers"] = 0
        got = {}
        for xs, paths in DataLoader(Files(root, as_str=as_str), **kwargs):
            for x, p in zip(xs, paths):
                got[os.path.basename(str(p))] = x.sum().item()

    ok = set(got) == set(arrays) and all(abs(got[k] - float(arrays[k].sum())) < 1e-5 for k in arrays)
    detail = f"{len(got)} files seen (expected {len(arrays)}); sums match the reference: {ok}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


if __name__ == "__main__":
    main()
