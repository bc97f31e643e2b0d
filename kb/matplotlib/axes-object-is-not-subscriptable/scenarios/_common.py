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


def check_panels(fig, series):
    """One Axes per series, in order, each holding exactly that series as its line
    (reference: the Python lists the panels were drawn from)."""
    axes = fig.get_axes()
    got = [list(map(float, a.get_lines()[0].get_ydata())) if a.get_lines() else None for a in axes]
    want = [list(map(float, s)) for s in series]
    return got == want, f"{len(axes)} panels, data equal to the {len(series)} series in order: {got == want}"
