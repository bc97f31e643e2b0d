"""KeyError: after .agg with a list of functions the columns are a MultiIndex of tuples.

Per-category statistics are computed with
df.groupby("category").agg({"price": ["sum", "mean"], "qty": ["sum"]}); the code then
asks for result["price_sum"] as if the columns were flat.

Check: the per-category price sum equals a reference computed with a plain Python dict.

Usage: python multiindex_columns.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("named-aggregation", "select-full-column-tuple", "flatten-column-tuples", "droplevel-on-columns")

ROWS = [("fruit", 2.0, 3), ("veg", 1.5, 4), ("fruit", 3.0, 1), ("veg", 0.5, 2), ("dairy", 4.0, 1)]


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
    df = pd.DataFrame(ROWS, columns=["category", "price", "qty"])
    if remedy == "named-aggregation":
        stats = df.groupby("category").agg(price_sum=("price", "sum"), price_mean=("price", "mean"), qty_sum=("qty", "sum"))
        price_sum = stats["price_sum"]
    else:
        stats = df.groupby("category").agg({"price": ["sum", "mean"], "qty": ["sum"]})
        if remedy == "select-full-column-tuple":
            price_sum = stats[("price", "sum")]
        elif remedy == "flatten-column-tuples":
            stats.columns = ["_".join(col) for col in stats.columns]
            price_sum = stats["price_sum"]
        elif remedy == "droplevel-on-columns":
            stats.columns = stats.columns.droplevel(0)
            price_sum = stats["sum"]
        else:
            price_sum = stats["price_sum"]
    ref = {}
    for c, p, _ in ROWS:
        ref[c] = ref.get(c, 0.0) + p
    got = {}
    if isinstance(price_sum, pd.Series):
        got = {k: float(v) for k, v in price_sum.items()}
    ok = isinstance(price_sum, pd.Series) and got == ref
    detail = f"price sums {got if got else type(price_sum).__name__ + ' with columns ' + str(list(price_sum.columns))}, expected {ref}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))


if __name__ == "__main__":
    main()
