"""Speaker embeddings stored as an object array of per-sample vectors (as a pandas column of arrays or an
allow_pickle .npy gives them), turned into a tensor with torch.tensor.

Intended semantics: a (N, D) float32 tensor whose row i is embedding i.

Reference: the original Python lists of floats, compared element by element.

Usage: python object_array_of_vectors.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np
import torch

REMEDIES = ("stack-then-convert", "astype-float32")
N, D = 6, 4


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
    rng = np.random.default_rng(0)
    rows = [rng.standard_normal(D).astype(np.float32) for _ in range(N)]
    column = np.empty(N, dtype=object)                 # what df["spk_embedding"].values holds
    for i, r in enumerate(rows):
        column[i] = r
    if remedy == "stack-then-convert":
        emb = torch.from_numpy(np.stack(column).astype(np.float32))
    elif remedy == "astype-float32":
        emb = torch.tensor(column.astype(np.float32))
    else:
        emb = torch.tensor(column, dtype=torch.float32)

    ref = [r.tolist() for r in rows]
    ok = emb.shape == (N, D) and emb.tolist() == ref
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"tensor {tuple(emb.shape)} {emb.dtype}, rows equal to the stored vectors: {emb.tolist() == ref}"}))


if __name__ == "__main__":
    main()
