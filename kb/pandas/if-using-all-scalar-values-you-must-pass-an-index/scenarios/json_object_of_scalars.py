"""pd.read_json on a JSON object whose values are all scalars.

A settings file holds one JSON object ({"threshold": 0.8, ...}); pd.read_json reads it
as a frame (keys as columns) and raises "ValueError: If using all scalar values, you
must pass an index".

Check: each setting is read back with its value.

Usage: python json_object_of_scalars.py [--remedy ID]
"""

import io
import json

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("read-as-a-series",)

SETTINGS = {"threshold": 0.8, "window": 5, "label": "v2"}


def main():
    remedy = parse_remedy(REMEDIES)
    text = json.dumps(SETTINGS)
    if remedy == "read-as-a-series":
        s = pd.read_json(io.StringIO(text), typ="series")
        got = {k: (v.item() if hasattr(v, "item") else v) for k, v in s.items()}
    else:
        df = pd.read_json(io.StringIO(text))
        got = df.iloc[0].to_dict()
    check(got == SETTINGS, f"settings {got}, expected {SETTINGS}")


if __name__ == "__main__":
    main()
