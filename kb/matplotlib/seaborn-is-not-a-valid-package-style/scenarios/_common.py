"""Shared helpers for the scenarios of this entry (argument parsing, the check line)."""

import argparse
import json
import sys


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def read_style_file(path):
    """Parse a .mplstyle file by hand: {key: raw value string}, comments and blank lines skipped."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line or ":" not in line:
                continue
            key, value = line.split(":", 1)
            out[key.strip()] = value.strip().strip('"').strip("'")
    return out


def style_applied(rc, wanted):
    """Compare rcParams with the values of a style file, through matplotlib's own validators."""
    import matplotlib as mpl

    bad = []
    for key, raw in wanted.items():
        want = mpl.rcsetup._validators[key](raw)
        if rc[key] != want:
            bad.append(key)
    return bad
