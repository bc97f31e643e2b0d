"""Cause padding-buffer-default-float: a collate function pads token-id sequences
into a buffer made with torch.zeros(batch, max_len), whose dtype is the default
float32, so the padded batch of ids is a FloatTensor.

The check compares the embedded batch with one built by indexing the weight with
the integer ids directly.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("long-padding-buffer", "cast-to-long-before-embedding")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

PAD = 0
sequences = [[5, 9, 2], [7, 1], [3, 3, 8, 4]]


def collate(seqs):
    max_len = max(len(s) for s in seqs)
    if remedy == "long-padding-buffer":
        batch = torch.full((len(seqs), max_len), PAD, dtype=torch.long)
    else:
        batch = torch.zeros(len(seqs), max_len)  # default dtype: float32
    for i, s in enumerate(seqs):
        batch[i, : len(s)] = torch.tensor(s)
    return batch


torch.manual_seed(0)
emb = nn.Embedding(10, 4, padding_idx=PAD)
batch = collate(sequences)
if remedy == "cast-to-long-before-embedding":
    batch = batch.long()
out = emb(batch)

ref = torch.stack([emb.weight.detach()[torch.tensor(s + [PAD] * (4 - len(s)))] for s in sequences])
ok = torch.equal(out, ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "embedded batch equals weight[ids]" if ok else "embedded batch differs"}))
