"""A DataFrame is built from one record: a dict whose values are all scalars.

Each API response is one flat record; pd.DataFrame(record) treats the keys as columns
and finds no list to take the length from, so pandas raises "ValueError: If using all
scalar values, you must pass an index".

Check: the frame has one row per record and the record's keys as columns, with the
values in place.

Usage: python single_record_dict.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("wrap-the-record-in-a-list", "from-dict-instead", "series-to-frame")

RECORD = {"sensor": "t-01", "temp": 21.5, "ok": True}


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "wrap-the-record-in-a-list":
        df = pd.DataFrame([RECORD])
    elif remedy == "from-dict-instead":
        df = pd.DataFrame.from_dict(RECORD)
    elif remedy == "series-to-frame":
        df = pd.Series(RECORD).to_frame()
    else:
        df = pd.DataFrame(RECORD)
    ok = df.shape == (1, len(RECORD)) and list(df.columns) == list(RECORD) and df.iloc[0].tolist() == list(RECORD.values())
    check(ok, f"shape {df.shape}, columns {list(df.columns)}; expected (1, {len(RECORD)}) with columns {list(RECORD)}")


if __name__ == "__main__":
    main()
