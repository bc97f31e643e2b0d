"""Several arrays passed to np.array to stack them: np.array(row_a, row_b, row_c).

Three feature rows are meant to become a (3, 4) matrix. Passed as separate arguments,
NumPy >= 1.19 raises "TypeError: array() takes from 1 to 2 positional arguments but 3 were
given" (<= 1.18: "only 2 non-keyword arguments accepted").

Remedies:
  stack-a-list-of-arrays   np.stack([row_a, row_b, row_c]) (np.array([...]) builds the same)

Check: the matrix has shape (3, 4) and each row equals the row it came from.
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("stack-a-list-of-arrays",)


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
    rows = [np.arange(4) + 10 * i for i in range(3)]
    if remedy == "stack-a-list-of-arrays":
        m = np.stack([rows[0], rows[1], rows[2]])
    else:
        m = np.array(rows[0], rows[1], rows[2])
    ok = m.shape == (3, 4) and all(m[i].tolist() == rows[i].tolist() for i in range(3))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"shape {m.shape}, rows {m.tolist()}"}))


if __name__ == "__main__":
    main()
