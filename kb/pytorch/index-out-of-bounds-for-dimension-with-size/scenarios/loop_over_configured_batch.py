"""TorchScript decoding loop that runs range(batch_size) with the configured batch size; the last batch is smaller.

Intended semantics: one predicted class per sample, for all 30 samples.

Reference: argmax of every sample's logits computed one sample at a time in plain Python; the
decoded list must cover all 30 samples and be equal.

Usage: python loop_over_configured_batch.py [--remedy ID]
"""

import argparse
import json
import sys
from typing import List

import torch
from torch.utils.data import DataLoader, TensorDataset

REMEDIES = ("loop-over-actual-size", "drop-last-batch")
BATCH_SIZE, N, CLASSES = 8, 30, 4


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@torch.jit.script
def decode_fixed(logits: torch.Tensor, batch_size: int) -> List[int]:
    out: List[int] = []
    for i in range(batch_size):
        out.append(int(logits[i].argmax()))
    return out


@torch.jit.script
def decode_actual(logits: torch.Tensor) -> List[int]:
    out: List[int] = []
    for i in range(logits.size(0)):
        out.append(int(logits[i].argmax()))
    return out


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    logits = torch.randn(N, CLASSES)
    loader = DataLoader(TensorDataset(logits), batch_size=BATCH_SIZE, drop_last=remedy == "drop-last-batch")
    preds: List[int] = []
    for (batch,) in loader:
        if remedy == "loop-over-actual-size":
            preds += decode_actual(batch)
        else:
            preds += decode_fixed(batch, BATCH_SIZE)

    ref = [max(range(CLASSES), key=lambda c: row[c]) for row in logits.tolist()]
    ok = preds == ref
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"decoded {len(preds)} of {N} samples; equal to per-sample argmax: {preds == ref[:len(preds)]}"}))


if __name__ == "__main__":
    main()
