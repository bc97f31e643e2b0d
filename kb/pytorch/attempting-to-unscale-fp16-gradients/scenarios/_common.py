"""Shared helpers for the scenarios of pytorch/attempting-to-unscale-fp16-gradients."""

import argparse
import json
import sys


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def compare(w, ref, start, what):
    """ok when the trained weights are within 10% of the distance the float32 reference travelled."""
    moved = (ref - start).abs().max().item()
    off = (w - ref).abs().max().item()
    ok = off < 0.1 * moved
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"{what}: |w - float32 reference| = {off:.3g}, reference moved {moved:.3g}"}))
