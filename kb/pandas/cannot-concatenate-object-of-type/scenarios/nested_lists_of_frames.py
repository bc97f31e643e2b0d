"""A helper returns several frames per item, and the list of those lists reaches pd.concat.

`summarize(group)` returns `[daily, weekly]`; collecting one result per group gives a
list of lists, and `pd.concat(results)` raises "TypeError: cannot concatenate object of
type '<class 'list'>'; only Series and DataFrame objs are valid".

Check: the daily pieces of all groups are combined, and so are the weekly ones.

Usage: python nested_lists_of_frames.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("concat-each-position-separately",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def summarize(name, values):
    daily = pd.DataFrame({"group": name, "value": values})
    weekly = pd.DataFrame({"group": [name], "total": [sum(values)]})
    return [daily, weekly]


def main():
    remedy = parse_remedy()
    results = [summarize("a", [1, 2]), summarize("b", [3, 4, 5])]
    if remedy == "concat-each-position-separately":
        daily = pd.concat([r[0] for r in results], ignore_index=True)
        weekly = pd.concat([r[1] for r in results], ignore_index=True)
    else:
        combined = pd.concat(results, ignore_index=True)
        daily, weekly = combined, combined
    ok = daily["value"].tolist() == [1, 2, 3, 4, 5] and weekly["total"].tolist() == [3, 12]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"daily values {daily['value'].tolist()}, weekly totals {weekly['total'].tolist()}"}))


if __name__ == "__main__":
    main()
