"""Numbers read from text are kept as strings, then used in arithmetic.

Temperatures are read with np.loadtxt(..., dtype=str) (as when a file is first read
"as text" to be safe); celsius * 1.8 + 32 raises "ufunc 'multiply' did not contain a
loop with signature matching types (dtype('<U4'), dtype('float64')) -> None".

Check: the Fahrenheit values equal those computed with float() in plain Python.

Usage: python numbers_stored_as_strings.py [--remedy ID]
"""

import argparse
import io
import json
import math
import sys

import numpy as np

REMEDIES = ("parse-as-numbers", "cast-to-int", "make-both-operands-strings")

TEXT = "21.5\n-3.0\n0.25\n37.0\n"


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
    celsius = np.loadtxt(io.StringIO(TEXT), dtype=str)
    if remedy == "parse-as-numbers":
        celsius = celsius.astype(np.float64)    # or np.loadtxt(..., dtype=float)
        fahrenheit = celsius * 1.8 + 32
    elif remedy == "cast-to-int":
        fahrenheit = celsius.astype(int) * 1.8 + 32
    elif remedy == "make-both-operands-strings":
        fahrenheit = celsius + "32"             # "match the types" instead of converting
    else:
        fahrenheit = celsius * 1.8 + 32
    want = [float(v) * 1.8 + 32 for v in TEXT.split()]
    try:
        got = [float(v) for v in fahrenheit]
    except ValueError:
        got = fahrenheit.tolist()
    ok = len(got) == len(want) and all(isinstance(a, float) and math.isclose(a, b) for a, b in zip(got, want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"fahrenheit {got}, expected {want}"}))


if __name__ == "__main__":
    main()
