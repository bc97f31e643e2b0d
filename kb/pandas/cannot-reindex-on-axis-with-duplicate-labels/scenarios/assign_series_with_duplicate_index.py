"""Assigning a Series whose index has duplicate labels to a DataFrame column.

Train and test rows are combined with ignore_index=True (index 0..5), but the
per-row features were built per part and concatenated without ignore_index, so their
index is 0,1,2,0,1,2. df["feature"] = features has to align the labels: pandas
reindexes the Series onto df.index and refuses because its labels repeat.

Check: each row gets the feature computed from its own text (reference: a plain
Python list built in the same order).

Usage: python assign_series_with_duplicate_index.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("reset-index-of-value", "assign-by-position", "drop-duplicate-labels")


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
    train = pd.DataFrame({"text": ["good film", "bad", "great plot twist"]})
    test = pd.DataFrame({"text": ["meh", "not bad at all", "fine"]})
    df = pd.concat([train, test], ignore_index=True)
    features = pd.concat([part["text"].str.split().str.len() for part in (train, test)])
    if remedy == "reset-index-of-value":
        df["n_words"] = features.reset_index(drop=True)
    elif remedy == "assign-by-position":
        df["n_words"] = features.to_numpy()
    elif remedy == "drop-duplicate-labels":
        df["n_words"] = features[~features.index.duplicated(keep="first")]
    else:
        df["n_words"] = features
    want = [float(len(t.split())) for t in df["text"]]
    got = [float(v) for v in df["n_words"]]
    ok = all(a == b for a, b in zip(got, want)) and len(got) == len(want)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"n_words {got}, expected {want}"}))


if __name__ == "__main__":
    main()
