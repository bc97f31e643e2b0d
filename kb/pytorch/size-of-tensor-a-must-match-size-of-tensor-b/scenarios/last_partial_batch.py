"""Cause fixed-batch-size: a tensor is built with the configured batch size (here a
per-sample weight vector), and the dataset's last batch is smaller.

The check compares every batch's weighted loss with a per-sample loop.
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader, TensorDataset

REMEDIES = ("size-from-input", "drop-last")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
BATCH = 4
data = TensorDataset(torch.randn(10, 2), torch.randn(10))  # 10 = 4 + 4 + 2
loader = DataLoader(data, batch_size=BATCH, drop_last=(remedy == "drop-last"))
w = torch.tensor([1.0, 2.0])

ok = True
seen = 0
for xb, yb in loader:
    seen += xb.size(0)
    n = xb.size(0) if remedy == "size-from-input" else BATCH
    sample_weight = torch.ones(n)
    per_sample = (xb @ w - yb) ** 2
    loss = (per_sample * sample_weight).mean()
    ref = sum(((xb[i] @ w - yb[i]) ** 2).item() for i in range(xb.size(0))) / xb.size(0)
    ok = ok and abs(loss.item() - ref) < 1e-5
used = f"{seen} of {len(data)} samples used" + (" (drop_last skipped the rest)" if seen < len(data) else "")
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"every batch's loss matches the per-sample loop; {used}" if ok else "a batch's loss is wrong"}))
