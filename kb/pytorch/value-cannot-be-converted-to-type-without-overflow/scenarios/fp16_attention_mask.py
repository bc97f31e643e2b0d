"""Causal self-attention in float16: the mask is filled with -1e9, which float16 cannot hold.

scores.masked_fill(mask, -1e9) converts the Python number to the tensor's dtype;
float16's largest finite magnitude is 65504, so the conversion overflows.

Reference: the same attention computed in float64 with a -inf mask; the float16
attention weights must match it within float16 precision (atol 2e-3) and be finite.

Usage: python fp16_attention_mask.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("fill-with-dtype-min", "fill-with-float32-min")


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
    T = 6
    q = torch.randn(2, T, 8)
    k = torch.randn(2, T, 8)
    future = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
    scores = (q.half() @ k.half().transpose(1, 2)) / 8 ** 0.5
    if remedy == "fill-with-dtype-min":
        fill = torch.finfo(scores.dtype).min
    elif remedy == "fill-with-float32-min":
        fill = torch.finfo(torch.float32).min
    else:
        fill = -1e9
    attn = scores.masked_fill(future, fill).float().softmax(dim=-1)

    ref_scores = (q.double() @ k.double().transpose(1, 2)) / 8 ** 0.5
    ref = ref_scores.masked_fill(future, float("-inf")).softmax(dim=-1)
    finite = bool(torch.isfinite(attn).all())
    worst = (attn.double() - ref).abs().max().item()
    ok = finite and worst < 2e-3
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"finite: {finite}, max |attn - float64 reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
