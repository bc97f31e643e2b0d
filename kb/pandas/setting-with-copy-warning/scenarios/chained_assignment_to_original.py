"""Chained assignment meant to update the original DataFrame: df[mask]["col"] = value.

Sensor faults are flagged by zeroing the temperature of rows with status "fault".
Warnings are turned into errors (as with `python -W error` or pytest's
`filterwarnings = error`), so the SettingWithCopyWarning pandas emits stops the program.

Check: the original DataFrame must have 0.0 for the faulty rows and unchanged values
elsewhere (reference built with a Python list comprehension).

Usage: python chained_assignment_to_original.py [--remedy ID]
"""

import argparse
import json
import sys
import warnings

import pandas as pd

REMEDIES = ("single-loc-assignment", "silence-chained-assignment-option", "copy-the-slice", "enable-copy-on-write")


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
    warnings.simplefilter("error")
    raw = {"sensor": ["a", "b", "c", "d"], "status": ["ok", "fault", "ok", "fault"], "temp": [21.5, 99.0, 19.0, -40.0]}
    df = pd.DataFrame(raw)
    if remedy == "silence-chained-assignment-option":
        pd.options.mode.chained_assignment = None
    if remedy == "enable-copy-on-write":
        pd.options.mode.copy_on_write = True
    faulty = df["status"] == "fault"
    if remedy == "single-loc-assignment":
        df.loc[faulty, "temp"] = 0.0
    elif remedy == "copy-the-slice":
        df[faulty].copy()["temp"] = 0.0
    else:
        df[faulty]["temp"] = 0.0
    want = [0.0 if s == "fault" else t for s, t in zip(raw["status"], raw["temp"])]
    got = df["temp"].tolist()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"df.temp = {got}, expected {want}"}))


if __name__ == "__main__":
    main()
