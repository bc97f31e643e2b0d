"""Image masks in uint8: the ignore label 256 is written with fill_/masked_fill_.

uint8 holds 0..255, so masked_fill_(border, 256) cannot convert the value.

Reference: the label map must equal an int64 computation of the same fill, and the
ignore value must survive (not wrap to 0).

Usage: python uint8_fill_out_of_range.py [--remedy ID]
"""

import argparse
import json
import sys

import torch

REMEDIES = ("widen-dtype-before-fill",)


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
    labels = torch.randint(0, 20, (8, 8), dtype=torch.uint8)  # read from a PNG
    border = torch.zeros(8, 8, dtype=torch.bool)
    border[0, :] = border[-1, :] = True
    if remedy == "widen-dtype-before-fill":
        target = labels.long().masked_fill_(border, 256)
    else:
        target = labels.masked_fill_(border, 256)
    ref = labels.to(torch.int64).clone()
    ref[border] = 256
    ok = torch.equal(target.long(), ref) and int(target[0, 0]) == 256
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"ignore value kept: {int(target[0, 0]) == 256}, dtype {target.dtype}"}))


if __name__ == "__main__":
    main()
