"""Shared by this entry's scenarios: argument parsing, the check line, warnings as errors.

Every scenario turns warnings into errors first, as ``python -W error`` or pytest's
``filterwarnings = error`` do, so the FutureWarning of pandas 2.1 to 2.3 stops the
program just like the TypeError of pandas 3.
"""

import argparse
import json
import sys
import warnings


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    warnings.simplefilter("error")
    return r


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
