"""RuntimeError: An attempt has been made to start a new process before the current process
has finished its bootstrapping phase, cause: a DataLoader with workers in an unguarded script.

torch.utils.data.DataLoader(num_workers > 0) starts worker processes. On Windows and macOS
they are spawned, and every worker imports the training script again. Without the main
guard the worker reaches the training loop at the top level and tries to start its own
workers. The scenario passes multiprocessing_context="spawn" to get that behaviour on Linux.

Remedies:
  main-guard               put the training code under if __name__ == "__main__":
  load-in-main-process     num_workers=0 (no worker processes)
"""
import json, sys

REMEDIES = {"main-guard", "load-in-main-process"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

import torch
from torch.utils.data import DataLoader, TensorDataset

data = torch.arange(40, dtype=torch.float32).view(20, 2)


def train():
    workers = 0 if REMEDY == "load-in-main-process" else 2
    loader = DataLoader(TensorDataset(data), batch_size=4, num_workers=workers,
                        multiprocessing_context="spawn" if workers else None)
    total = sum(float(batch[0].sum()) for batch in loader)
    expected = float(data.sum())
    print("KNOWNFIX_CHECK " + json.dumps({"ok": total == expected, "detail": "sum over batches %.1f, expected %.1f, %d workers" % (total, expected, workers)}))


if REMEDY == "main-guard":
    if __name__ == "__main__":
        train()
else:
    train()
