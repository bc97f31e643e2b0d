"""Two arrays that should line up element by element have different lengths.

Speeds are computed from sampled positions: np.diff(pos) has one element fewer than
the time stamps, and dividing it by the per-sample intervals built from the full time
axis raises "operands could not be broadcast together with shapes (5,) (6,)".

Check: the speeds are compared with a plain-Python loop over consecutive samples.

Usage: python mismatched_lengths.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("align-the-arrays", "resize-to-match")

T = [0.0, 0.5, 1.5, 2.0, 3.5, 4.0]
POS = [0.0, 1.0, 4.0, 5.0, 11.0, 12.0]


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
    t = np.array(T)
    pos = np.array(POS)
    dpos = np.diff(pos)                      # 5 intervals
    if remedy == "align-the-arrays":
        dt = np.diff(t)                      # also 5 intervals
    else:
        dt = np.gradient(t)                  # one value per sample: 6
    if remedy == "resize-to-match":
        dpos = np.resize(dpos, dt.shape)     # repeats values until the shapes agree
    speed = dpos / dt
    want = [(POS[i + 1] - POS[i]) / (T[i + 1] - T[i]) for i in range(len(T) - 1)]
    got = [float(v) for v in speed]
    ok = len(got) == len(want) and all(math.isclose(a, b) for a, b in zip(got, want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"speeds {got}, expected {want}"}))


if __name__ == "__main__":
    main()
