"""Code written for NumPy 1.x uses names that NumPy 2.0 removed: np.NaN, np.Inf, np.float_.

Masks out invalid readings (negative = sensor fault) and computes the mean and the
maximum of the rest.

Reference: the same statistics computed with plain Python over the valid readings.

Usage: python numpy2_removed_names.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("use-numpy-2-spellings",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


LEGACY = '''
def clean_stats(raw):
    arr = np.asarray(raw, dtype=np.float_)
    arr[arr < 0] = np.NaN
    return float(np.nanmean(arr)), float(np.nanmax(np.where(np.isnan(arr), -np.Inf, arr)))
'''


def main():
    remedy = parse_remedy()
    src = LEGACY
    if remedy == "use-numpy-2-spellings":
        # The replacements NumPy 2 names in the message (ruff's NPY201 rule applies the same ones).
        for old, new in (("np.float_", "np.float64"), ("np.NaN", "np.nan"), ("np.Inf", "np.inf")):
            src = src.replace(old, new)
    ns = {"np": np}
    exec(compile(src, "stats_legacy.py", "exec"), ns)
    raw = [3.0, -1.0, 4.5, 10.0, -7.0, 0.5]
    mean, top = ns["clean_stats"](raw)
    valid = [v for v in raw if v >= 0]
    ok = math.isclose(mean, sum(valid) / len(valid)) and top == max(valid)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"mean {mean}, max {top}; expected {sum(valid) / len(valid)}, {max(valid)}"}))


if __name__ == "__main__":
    main()
