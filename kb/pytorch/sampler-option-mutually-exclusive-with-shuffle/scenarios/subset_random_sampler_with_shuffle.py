"""Cause custom-sampler-with-shuffle: a train/validation split is done with
SubsetRandomSampler over one dataset, and the training DataLoader also passes shuffle=True
(copied from a tutorial that shuffles). The sampler already draws the training indices in
random order.

Check: over 2 epochs, the training loader yields every training index exactly once per
epoch, never a validation index, and the order differs between the epochs.
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader, Subset, SubsetRandomSampler, TensorDataset

REMEDIES = ("drop-shuffle-sampler-randomizes", "subset-with-shuffle", "drop-sampler-keep-shuffle")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
N = 100
dataset = TensorDataset(torch.arange(N), torch.randn(N, 3))
perm = torch.randperm(N, generator=torch.Generator().manual_seed(1)).tolist()
train_idx, val_idx = perm[:80], perm[80:]
sampler = SubsetRandomSampler(train_idx, generator=torch.Generator().manual_seed(2))

if remedy == "drop-shuffle-sampler-randomizes":
    loader = DataLoader(dataset, batch_size=16, sampler=sampler)
elif remedy == "subset-with-shuffle":
    loader = DataLoader(Subset(dataset, train_idx), batch_size=16, shuffle=True)
elif remedy == "drop-sampler-keep-shuffle":
    loader = DataLoader(dataset, batch_size=16, shuffle=True)
else:
    loader = DataLoader(dataset, batch_size=16, sampler=sampler, shuffle=True)

epochs = [[int(i) for idx, _ in loader for i in idx] for _ in range(2)]
ok = all(sorted(e) == sorted(train_idx) for e in epochs) and epochs[0] != epochs[1]
leaked = len(set(epochs[0]) & set(val_idx))
detail = "each epoch is a fresh permutation of the training split" if ok else f"{leaked} validation samples in training, or order not reshuffled"
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
