"""Shared by this entry's scenarios: the --remedy argument, seeding and the check line."""

import argparse
import json
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def seed():
    import tensorflow as tf

    tf.keras.utils.set_random_seed(0)


def emit(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
