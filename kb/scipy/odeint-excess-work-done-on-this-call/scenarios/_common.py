"""Shared helpers for this entry's scenarios: argument parsing, the check line, ODEintWarning."""

import argparse
import json
import sys

try:  # public name in recent SciPy; older releases only have the private module
    from scipy.integrate import ODEintWarning  # noqa: F401
except ImportError:
    from scipy.integrate._odepack_py import ODEintWarning  # noqa: F401


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

