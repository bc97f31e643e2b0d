"""YOLO-style target building: integer grid indices clamped in place with bounds taken from a float gain tensor.

Intended semantics: grid-cell indices (long) of each target, clamped into [0, W-1] and [0, H-1]
of an 80 x 60 feature map, then used to index the prediction map.

Reference: the same clamping done with Python ints and min/max, and the prediction values read
at those cells with plain Python indexing of pred.tolist().

Usage: python inplace_clamp_with_float_bounds.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("integer-bounds", "out-of-place-clamp")


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
    W, H = 80, 60
    gain = torch.tensor([1.0, 1.0, float(W), float(H)])        # float, as built from the feature-map shape
    xy = torch.tensor([[3.7, 2.2], [79.9, 61.5], [-0.4, 10.0], [40.1, 59.0]])
    gij = xy.long()
    gi, gj = gij[:, 0], gij[:, 1]
    if remedy == "integer-bounds":
        gi, gj = gi.clamp_(0, int(gain[2]) - 1), gj.clamp_(0, int(gain[3]) - 1)
    elif remedy == "out-of-place-clamp":
        gi, gj = torch.clamp(gi, 0, gain[2] - 1), torch.clamp(gj, 0, gain[3] - 1)
    else:
        gi, gj = gi.clamp_(0, gain[2] - 1), gj.clamp_(0, gain[3] - 1)
    pred = torch.randn(H, W)
    picked = pred[gj, gi]

    ref_cells = [(min(max(int(x), 0), W - 1), min(max(int(y), 0), H - 1)) for x, y in xy.tolist()]
    rows = pred.tolist()
    ref = [rows[j][i] for i, j in ref_cells]
    ok = list(zip(gi.tolist(), gj.tolist())) == ref_cells and torch.allclose(picked, torch.tensor(ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"cells {list(zip(gi.tolist(), gj.tolist()))} vs reference {ref_cells}"}))


if __name__ == "__main__":
    main()
