"""Cause local-function: the dataset's transform is a lambda defined inside the
function that builds the loader. Worker processes are started with the 'spawn'
method (the default on Windows and macOS; on Linux the default is 'fork', which
does not pickle the dataset, so this scenario asks for 'spawn' explicitly), and
spawn must pickle the dataset to send it to each worker.

The check compares the batches with the transform applied in the main process.
"""
import argparse
import functools
import json

import torch
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("define-at-module-level", "num-workers-zero", "fork-start-method", "partial-around-lambda")


class Scaled(Dataset):
    def __init__(self, data, transform):
        self.data, self.transform = data, transform

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.transform(self.data[i])


def scale(x, factor):  # module level: picklable by reference
    return x * factor


def build_loader(data, factor, remedy):
    if remedy == "define-at-module-level":
        transform = functools.partial(scale, factor=factor)
    elif remedy == "partial-around-lambda":
        transform = functools.partial(lambda x, f: x * f, f=factor)
    else:
        transform = lambda x: x * factor  # noqa: E731  local lambda: '<locals>' in its qualified name
    workers = 0 if remedy == "num-workers-zero" else 2
    context = None if workers == 0 else ("fork" if remedy == "fork-start-method" else "spawn")
    return DataLoader(Scaled(data, transform), batch_size=4, num_workers=workers, multiprocessing_context=context)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
    remedy = parser.parse_args().remedy
    data = torch.arange(16, dtype=torch.float32).reshape(8, 2)
    got = torch.cat(list(build_loader(data, 3.0, remedy)))
    ok = torch.equal(got, data * 3.0)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "batches equal the transformed data" if ok else "batches differ from the transformed data"}))


if __name__ == "__main__":
    main()
