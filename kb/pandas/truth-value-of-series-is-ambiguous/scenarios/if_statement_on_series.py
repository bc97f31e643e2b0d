"""A function written for one value (with `if`) is called with a whole column.

grade(score) returns "A", "B" or "C" with if/elif. The report calls
grade(df["score"]) to add a column, so `if score >= 90` compares a Series.

Check: the grades equal those computed by calling grade() on each Python number.

Usage: python if_statement_on_series.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np
import pandas as pd

REMEDIES = ("vectorize-with-np-select", "map-scalar-function", "reduce-with-any-or-all")

SCORES = [95, 72, 88, 40, 90]


def grade(score):
    if score >= 90:
        return "A"
    elif score >= 70:
        return "B"
    return "C"


def grade_any(score):
    if (score >= 90).any():
        return "A"
    elif (score >= 70).any():
        return "B"
    return "C"


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
    df = pd.DataFrame({"student": list("vwxyz"), "score": SCORES})
    if remedy == "vectorize-with-np-select":
        df["grade"] = np.select([df["score"] >= 90, df["score"] >= 70], ["A", "B"], default="C")
    elif remedy == "map-scalar-function":
        df["grade"] = df["score"].map(grade)
    elif remedy == "reduce-with-any-or-all":
        df["grade"] = grade_any(df["score"])
    else:
        df["grade"] = grade(df["score"])
    got = [str(g) for g in df["grade"]]
    want = [grade(s) for s in SCORES]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"grades {got}, expected {want}"}))


if __name__ == "__main__":
    main()
