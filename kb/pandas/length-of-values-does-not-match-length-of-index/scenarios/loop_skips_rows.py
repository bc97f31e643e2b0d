"""A list filled in a loop skips the rows that fail, so it is shorter than the frame.

Durations like "1h30m" are parsed row by row; rows that cannot be parsed are skipped
with `continue`, and df["minutes"] = minutes raises "ValueError: Length of values (4)
does not match length of index (5)".

Check: every row has its parsed minutes, or NaN where the text is not a duration.

Usage: python loop_skips_rows.py [--remedy ID]
"""

import argparse
import json
import math
import re
import sys

import pandas as pd

REMEDIES = ("keep-a-placeholder-for-every-row", "truncate-the-index-to-fit")

TEXTS = ["1h30m", "45m", "n/a", "2h", "10m"]


def parse(text):
    m = re.fullmatch(r"(?:(\d+)h)?(?:(\d+)m)?", text)
    if not m or not any(m.groups()):
        raise ValueError(text)
    return int(m.group(1) or 0) * 60 + int(m.group(2) or 0)


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
    df = pd.DataFrame({"duration": TEXTS})
    minutes = []
    for text in df["duration"]:
        try:
            minutes.append(parse(text))
        except ValueError:
            if remedy == "keep-a-placeholder-for-every-row":
                minutes.append(float("nan"))
            continue
    if remedy == "truncate-the-index-to-fit":
        df = df.iloc[: len(minutes)].copy()
    df["minutes"] = minutes
    want = [90, 45, None, 120, 10]
    got = [None if (isinstance(v, float) and math.isnan(v)) else int(v) for v in df["minutes"].tolist()]
    ok = got == want and df["duration"].tolist() == TEXTS
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"minutes {got} for {df['duration'].tolist()}, expected {want}"}))


if __name__ == "__main__":
    main()
