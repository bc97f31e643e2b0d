"""An old release of a data-set loader calls np.load(path) on a file with object arrays.

The scenario writes a small package `tiny_datasets` as an installed release would look:
its 2018 release reads a bundled .npz of variable-length token sequences (object
arrays) with np.load(path), which raises "Object arrays cannot be loaded when
allow_pickle=False" since NumPy 1.16.3; its later release passes allow_pickle=True.

Check: the sequences returned equal the ones written to the data file.

Usage: python library_loads_without_allow_pickle.py [--remedy ID]
"""

import argparse
import functools
import json
import os
import sys
import tempfile

import numpy as np

REMEDIES = ("upgrade-the-library", "patch-np-load-default")

SEQS = [[1, 14, 22], [1, 5], [1, 9, 9, 30, 2]]

OLD_RELEASE = '''"""tiny_datasets 0.2 (2018)"""
import os
import numpy as np

def load_data():
    path = os.path.join(os.path.dirname(__file__), "reviews.npz")
    with np.load(path) as f:
        return f["x_train"]
'''
NEW_RELEASE = OLD_RELEASE.replace("0.2 (2018)", "0.3 (2019)").replace("np.load(path)", "np.load(path, allow_pickle=True)")


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
    site = tempfile.mkdtemp(prefix="site-packages-")
    pkg = os.path.join(site, "tiny_datasets")
    os.makedirs(pkg)
    with open(os.path.join(pkg, "__init__.py"), "w") as f:
        f.write(NEW_RELEASE if remedy == "upgrade-the-library" else OLD_RELEASE)
    seqs = np.empty(len(SEQS), dtype=object)
    for i, s in enumerate(SEQS):
        seqs[i] = list(s)
    np.savez(os.path.join(pkg, "reviews.npz"), x_train=seqs)
    sys.path.insert(0, site)
    if remedy == "patch-np-load-default":
        np.load = functools.partial(np.load, allow_pickle=True)   # stopgap for every caller
    import tiny_datasets

    x = tiny_datasets.load_data()
    got = [list(map(int, s)) for s in x]
    ok = got == SEQS
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"sequences {got}, expected {SEQS}"}))


if __name__ == "__main__":
    main()
