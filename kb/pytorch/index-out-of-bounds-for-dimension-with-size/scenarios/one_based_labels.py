"""One-hot targets built with scatter_ from class ids that are numbered 1..K (as in the CSV), not 0..K-1.

Intended semantics: sample n gets a single 1 in the column of its class; the K classes map to
columns 0..K-1 in the order of their ids.

Reference: a Python dict from class id to column (sorted ids -> 0..K-1) and a nested-list
one-hot built by hand; the tensor must equal it exactly.

Usage: python one_based_labels.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("zero-based-labels", "clamp-index")
K = 5
CSV_LABELS = [3, 1, 5, 2, 5, 4, 1, 3]  # class ids as stored in the annotation file: 1..5


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
    labels = torch.tensor(CSV_LABELS)
    if remedy == "zero-based-labels":
        labels = labels - 1                 # ids 1..K -> columns 0..K-1
    elif remedy == "clamp-index":
        labels = labels.clamp(0, K - 1)     # silences the error
    one_hot = torch.zeros(len(CSV_LABELS), K).scatter_(1, labels.view(-1, 1), 1.0)

    column = {cid: j for j, cid in enumerate(sorted(set(CSV_LABELS)))}
    ref = [[1.0 if j == column[cid] else 0.0 for j in range(K)] for cid in CSV_LABELS]
    ok = one_hot.tolist() == ref
    wrong = sum(row != r for row, r in zip(one_hot.tolist(), ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"{wrong} of {len(ref)} one-hot rows differ from the id->column reference"}))


if __name__ == "__main__":
    main()
