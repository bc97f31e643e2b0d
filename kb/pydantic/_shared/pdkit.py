"""Helpers shared by the scenarios of the pydantic entries (not a scenario): the --remedy
argument, the check line, and which pydantic major version is installed."""

import argparse
import json
import sys

import pydantic

#: True under pydantic 2.x, False under 1.x
V2 = pydantic.VERSION.startswith("2.")


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print("unknown remedy %r; known: %s" % (r, ", ".join(known)), file=sys.stderr)
        sys.exit(2)
    return r


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
