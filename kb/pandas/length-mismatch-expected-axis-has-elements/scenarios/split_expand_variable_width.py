"""str.split(expand=True) returns as many columns as the longest split.

File paths are split on "/" into a folder and a file name; one path is nested one level
deeper, so `str.split("/", expand=True)` returns four columns and `parts.columns =
["folder", "file"]` raises "ValueError: Length mismatch: Expected axis has 4 elements,
new values have 2 elements".

Check: for every path, folder + "/" + file gives the path back and the file name holds
no "/".

Usage: python split_expand_variable_width.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("limit-the-split-width", "slice-columns-to-fit")

PATHS = ["raw/2024/jan.csv", "raw/2024/feb.csv", "raw/2024/eu/mar.csv"]


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
    df = pd.DataFrame({"path": PATHS})
    if remedy == "limit-the-split-width":
        parts = df["path"].str.rsplit("/", n=1, expand=True)
    else:
        parts = df["path"].str.split("/", expand=True)
    if remedy == "slice-columns-to-fit":
        parts = parts.iloc[:, :2].copy()
    parts.columns = ["folder", "file"]
    got = list(zip(parts["folder"].tolist(), parts["file"].tolist()))
    ok = all(f"{d}/{f}" == p and "/" not in f for (d, f), p in zip(got, PATHS))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"(folder, file) pairs {got} for {PATHS}"}))


if __name__ == "__main__":
    main()
