"""A file written with pickle.dump is opened with np.load.

Feature statistics were saved with pickle.dump({...}, f) under a .npy-looking name;
np.load(path) sees a pickle instead of the .npy header and refuses it (numpy 1.26:
"Cannot load file containing pickled data when allow_pickle=False"; numpy 2.4: "This
file contains pickled (object) data. If you trust the file you can load it unsafely
using the `allow_pickle=` keyword argument or `pickle.load()`.").

Check: the loaded statistics equal the ones that were written.

Usage: python pickle_file_passed_to_np_load.py [--remedy ID]
"""

import argparse
import json
import os
import pickle
import sys
import tempfile

import numpy as np

REMEDIES = ("read-it-with-pickle-load",)

STATS = {"mean": [0.5, 1.5], "std": [1.0, 2.0], "n": 40}


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
    path = os.path.join(tempfile.mkdtemp(), "stats.npy")
    with open(path, "wb") as f:
        pickle.dump({k: (np.array(v) if isinstance(v, list) else v) for k, v in STATS.items()}, f)
    if remedy == "read-it-with-pickle-load":
        with open(path, "rb") as f:       # a file you wrote yourself
            stats = pickle.load(f)
    else:
        stats = np.load(path)
    got = {k: (np.asarray(v).tolist() if not isinstance(v, int) else v) for k, v in stats.items()}
    ok = got == STATS
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"loaded {got}, expected {STATS}"}))


if __name__ == "__main__":
    main()
