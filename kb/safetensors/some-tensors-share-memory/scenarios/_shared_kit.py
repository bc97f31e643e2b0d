"""Shared helper of this entry's scenarios (not a scenario): the --remedy argument and a
temporary output path."""
import os
import sys
import tempfile

os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def out_file(name):
    return os.path.join(tempfile.mkdtemp(prefix="kf-st-"), name)
