"""Column names assigned by position to a file whose layout changed.

A daily price export used to have six columns; the provider inserted an `amount` column
between `close` and `volume`. The loader renames the columns with a fixed list of six
names, and `df.columns = NAMES` raises "ValueError: Length mismatch: Expected axis has 7
elements, new values have 6 elements".

Check: the `close` and `volume` columns hold the closing prices and the traded volumes of
the export, whatever columns the export adds.

Usage: python positional_names_for_changed_columns.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("rename-by-source-name", "slice-columns-to-fit", "pass-names-to-read-csv")

EXPORT = """Date,Open,High,Low,Close,Amount,Volume
2024-03-01,10.0,10.8,9.9,10.5,52500.0,5000
2024-03-04,10.5,11.0,10.1,10.9,65400.0,6000
2024-03-05,10.9,11.2,10.7,11.1,77700.0,7000
"""

NAMES = ["date", "open", "high", "low", "close", "volume"]
SOURCE_TO_NAME = {"Date": "date", "Open": "open", "High": "high", "Low": "low", "Close": "close", "Volume": "volume"}


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def load(remedy):
    if remedy == "pass-names-to-read-csv":
        # names shorter than the fields: read_csv turns the extra leading fields into the index
        return pd.read_csv(io.StringIO(EXPORT), header=0, names=NAMES)
    df = pd.read_csv(io.StringIO(EXPORT))
    if remedy == "rename-by-source-name":
        return df.rename(columns=SOURCE_TO_NAME)[NAMES]
    if remedy == "slice-columns-to-fit":
        df = df.iloc[:, : len(NAMES)].copy()
    df.columns = NAMES
    return df


def main():
    remedy = parse_remedy()
    df = load(remedy)
    want_close = [10.5, 10.9, 11.1]
    want_volume = [5000, 6000, 7000]
    got_close = [float(v) for v in df["close"].tolist()]
    got_volume = [float(v) for v in df["volume"].tolist()]
    ok = got_close == want_close and got_volume == [float(v) for v in want_volume]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"close {got_close} (want {want_close}), volume {got_volume} (want {want_volume})"}))


if __name__ == "__main__":
    main()
