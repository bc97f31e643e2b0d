"""One of several daily exports is an empty (0-byte) file.

An exporter writes one CSV per day; on a day with no events it still creates the file
but writes nothing into it. Reading the folder with `pd.read_csv` on every file raises
"pandas.errors.EmptyDataError: No columns to parse from file" on that file.

Check: the combined frame has every event of the non-empty days, with the expected
columns, and a per-day count in which the empty day counts zero.

Usage: python empty_file_from_upstream_step.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import pandas as pd

REMEDIES = ("skip-or-default-empty-files", "switch-parser-engine")

DAYS = {
    "2024-05-01.csv": "user,amount\nann,3\nbob,5\n",
    "2024-05-02.csv": "",
    "2024-05-03.csv": "user,amount\ncat,7\n",
}
COLUMNS = ["user", "amount"]


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def read_day(path, remedy):
    if remedy == "skip-or-default-empty-files":
        try:
            return pd.read_csv(path)
        except pd.errors.EmptyDataError:
            return pd.DataFrame(columns=COLUMNS)
    if remedy == "switch-parser-engine":
        return pd.read_csv(path, engine="python")
    return pd.read_csv(path)


def main():
    remedy = parse_remedy()
    with tempfile.TemporaryDirectory() as folder:
        for name, text in DAYS.items():
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)
        frames = {}
        for name in sorted(DAYS):
            frames[name[:-4]] = read_day(os.path.join(folder, name), remedy)
    counts = {day: len(frame) for day, frame in frames.items()}
    allrows = pd.concat([f for f in frames.values() if len(f)], ignore_index=True)
    got = list(zip(allrows["user"], allrows["amount"].astype(int)))
    ok = (
        got == [("ann", 3), ("bob", 5), ("cat", 7)]
        and counts == {"2024-05-01": 2, "2024-05-02": 0, "2024-05-03": 1}
        and all(list(f.columns) == COLUMNS for f in frames.values())
    )
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"rows {got}, rows per day {counts}"}))


if __name__ == "__main__":
    main()
