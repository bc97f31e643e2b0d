"""Cause module-level-lambda: a collate_fn written as a lambda at the top of the
training script. It is not local, but its name is '<lambda>', so pickle cannot
find it again as an attribute of __main__ when spawn sends it to the workers.
(On Linux the default start method is 'fork', which does not pickle it; the
scenario asks for 'spawn', the default on Windows and macOS.)

The check compares the batches with torch.stack of the samples.
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader

REMEDIES = ("define-at-module-level", "num-workers-zero")
stack_collate = lambda batch: torch.stack(batch) * 1.0  # noqa: E731


def stack_collate_def(batch):
    return torch.stack(batch) * 1.0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
    remedy = parser.parse_args().remedy
    data = [torch.full((3,), float(i)) for i in range(8)]
    collate = stack_collate_def if remedy == "define-at-module-level" else stack_collate
    workers = 0 if remedy == "num-workers-zero" else 2
    loader = DataLoader(data, batch_size=4, collate_fn=collate, num_workers=workers,
                        multiprocessing_context=None if workers == 0 else "spawn")
    got = torch.cat(list(loader))
    ok = torch.equal(got, torch.stack(data))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "batches equal the stacked samples" if ok else "batches differ from the stacked samples"}))


if __name__ == "__main__":
    main()
