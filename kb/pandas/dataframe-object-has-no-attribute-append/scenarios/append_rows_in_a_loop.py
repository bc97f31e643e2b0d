"""Rows are added one by one with DataFrame.append, which pandas 2.0 removed.

A log parser grows a frame with df = df.append(record, ignore_index=True); on pandas 2.x
this raises "AttributeError: 'DataFrame' object has no attribute 'append'" (on Python
3.10+ with the suggestion "Did you mean: '_append'?").

Check: the frame holds every record in order, compared with the parsed records.

Usage: python append_rows_in_a_loop.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("collect-rows-then-build-once", "private-underscore-append")

LINES = ["GET /a 200 12", "POST /b 201 30", "GET /c 404 5", "GET /a 200 9"]


def parse(line):
    method, path, status, ms = line.split()
    return {"method": method, "path": path, "status": int(status), "ms": int(ms)}


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "collect-rows-then-build-once":
        df = pd.DataFrame([parse(line) for line in LINES])
    else:
        df = pd.DataFrame(columns=["method", "path", "status", "ms"])
        for line in LINES:
            if remedy == "private-underscore-append":
                df = df._append(parse(line), ignore_index=True)
            else:
                df = df.append(parse(line), ignore_index=True)
    want = [parse(line) for line in LINES]
    got = [{k: (int(v) if k in ("status", "ms") else v) for k, v in r.items()} for r in df.to_dict("records")]
    check(got == want and list(df.index) == list(range(len(LINES))), f"rows {got}, expected {want}")


if __name__ == "__main__":
    main()
