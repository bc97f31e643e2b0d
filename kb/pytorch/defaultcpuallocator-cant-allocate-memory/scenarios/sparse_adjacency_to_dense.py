"""Graph feature propagation (A @ X) where the sparse adjacency of a 100000-node graph is turned into a dense matrix first.

Intended semantics: for every node, the sum of its neighbours' feature vectors (A @ X with A
the 0/1 adjacency), for all 100000 nodes.

Reference: for 50 nodes spread over the graph, the neighbour sum computed by hand in float64
from the edge list; results must match to 1e-5 relative, and there must be 100000 rows.

The dense 100000 x 100000 float32 matrix needs 40 GB; the lab runs this under an address-space
limit (the scenario's memory_mb) far below that.

Usage: python sparse_adjacency_to_dense.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("sparse-matmul", "dense-in-float16")
NODES, EDGES, FEAT = 100000, 500000, 16


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
    torch.manual_seed(0)
    src = torch.randint(0, NODES, (EDGES,))
    dst = torch.randint(0, NODES, (EDGES,))
    adj = torch.sparse_coo_tensor(torch.stack([src, dst]), torch.ones(EDGES), (NODES, NODES)).coalesce()
    x = torch.randn(NODES, FEAT)
    if remedy == "sparse-matmul":
        h = torch.sparse.mm(adj, x)
    elif remedy == "dense-in-float16":
        h = (adj.to_dense().half() @ x.half()).float()
    else:
        h = adj.to_dense() @ x                 # 100000 x 100000 dense matrix

    idx, val = adj.indices(), adj.values()
    rows = list(range(0, NODES, NODES // 50))
    worst, ok = 0.0, h.shape[0] == NODES
    for r in rows:
        mask = idx[0] == r
        ref = (val[mask].double()[:, None] * x[idx[1][mask]].double()).sum(0)
        scale = max(ref.abs().max().item(), 1e-12)
        worst = max(worst, (h[r].double() - ref).abs().max().item() / scale)
    ok = ok and worst < 1e-5
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"{h.shape[0]} rows; 50 sampled nodes vs a float64 neighbour sum from the edge list, max relative error {worst:.2e}"}))


if __name__ == "__main__":
    main()
