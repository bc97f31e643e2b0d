"""Cause ids-stored-as-float: hashed feature ids come from a numeric array that the
data pipeline stored as float32 (as np.loadtxt, a pandas column with missing values
or a float feature matrix would), and the float tensor goes into nn.Embedding.

The ids include values above 2**24, where float32 can no longer hold every integer.
The check compares the looked-up rows with weight[ids] indexed by the exact int64
ids from the source.
"""
import argparse
import io
import json

import numpy as np
import torch
import torch.nn as nn

REMEDIES = ("read-ids-as-int64", "cast-to-long-before-embedding")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

VOCAB = 2**24 + 64  # hashed feature space
source = "3\n17\n16777217\n16777219\n42\n16777251\n"  # the ids as written by the producer
exact = torch.tensor([int(s) for s in source.split()], dtype=torch.int64)

torch.manual_seed(0)
emb = nn.Embedding(VOCAB, 2, _weight=torch.arange(VOCAB * 2, dtype=torch.float32).reshape(VOCAB, 2))

if remedy == "read-ids-as-int64":
    ids = torch.from_numpy(np.loadtxt(io.StringIO(source), dtype=np.int64))
else:
    ids = torch.from_numpy(np.loadtxt(io.StringIO(source), dtype=np.float32))  # the pipeline's float matrix
    if remedy == "cast-to-long-before-embedding":
        ids = ids.long()

out = emb(ids)
ok = torch.equal(out, emb.weight.detach()[exact])
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "rows of the exact ids" if ok else
                                      f"looked up ids {ids.tolist()} instead of {exact.tolist()}"}))
