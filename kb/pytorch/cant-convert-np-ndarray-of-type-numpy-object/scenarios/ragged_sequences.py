"""Token-id sequences of different lengths kept in an object array (np.array(seqs, dtype=object)) and passed to torch.tensor.

Intended semantics: a (N, T_max) long tensor padded with 0 after each sequence, plus the
lengths, so that row i starts with sequence i.

Reference: the original Python lists; row i must equal seq_i + [0] * (T_max - len(seq_i)).

Usage: python ragged_sequences.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np
import torch
from torch.nn.utils.rnn import pad_sequence

REMEDIES = ("pad-sequences", "np-stack")
SEQS = [[5, 3, 9], [7, 1], [4, 4, 8, 2, 6], [1]]


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
    arr = np.empty(len(SEQS), dtype=object)
    for i, s in enumerate(SEQS):
        arr[i] = np.array(s, dtype=np.int64)
    if remedy == "pad-sequences":
        batch = pad_sequence([torch.from_numpy(a) for a in arr], batch_first=True, padding_value=0)
        lengths = torch.tensor([len(a) for a in arr])
    elif remedy == "np-stack":
        batch = torch.from_numpy(np.stack(arr))
        lengths = torch.tensor([len(a) for a in arr])
    else:
        batch = torch.tensor(arr)
        lengths = torch.tensor([len(a) for a in arr])

    t_max = max(len(s) for s in SEQS)
    ref = [s + [0] * (t_max - len(s)) for s in SEQS]
    ok = batch.tolist() == ref and lengths.tolist() == [len(s) for s in SEQS]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"batch {tuple(batch.shape)}, rows equal to the zero-padded sequences: {batch.tolist() == ref}"}))


if __name__ == "__main__":
    main()
