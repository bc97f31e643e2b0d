"""Own code still uses the alias np.float (removed in NumPy 1.24) as a dtype.

Sums a large counter value and a few small increments, so the dtype matters: float64
keeps the increments exactly, float32 (24-bit mantissa) drops them.

Reference: math.fsum over the Python floats (exactly rounded sum), compared with a
relative tolerance of 1e-12.

Usage: python builtin_alias_in_own_code.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("use-builtin-or-explicit-dtype", "replace-with-float32", "replace-with-np-float-underscore")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    values = [16777216.0, 1.0, 1.0, 1.0, 1.0]
    if remedy == "use-builtin-or-explicit-dtype":
        dtype = np.float64
    elif remedy == "replace-with-float32":
        dtype = np.float32
    elif remedy == "replace-with-np-float-underscore":
        dtype = np.float_  # exists in 1.x, removed in NumPy 2.0
    else:
        dtype = np.float  # removed in NumPy 1.24
    arr = np.array(values, dtype=dtype)
    total = float(np.add.reduce(arr, dtype=arr.dtype))  # accumulate in the chosen dtype
    want = math.fsum(values)
    ok = math.isclose(total, want, rel_tol=1e-9)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"sum {total!r} ({arr.dtype}), exact {want!r}"}))


if __name__ == "__main__":
    main()
