"""np.save() stored a dict, so the .npy file holds a pickled object array.

Model parameters are saved with np.save("params.npy", {"w": ..., "b": ...}); np.save
wraps the dict in a 0-d object array and pickles it. np.load("params.npy") then
raises "Object arrays cannot be loaded when allow_pickle=False".

Check: the loaded parameters equal the ones that were saved.

Usage: python saved_dict_or_ragged_data.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import numpy as np

REMEDIES = ("allow-pickle-for-trusted-files", "save-named-arrays-with-savez", "memory-map-the-file")

PARAMS = {"w": [[0.5, -1.0], [2.0, 0.25]], "b": [0.1, -0.2]}


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
    d = tempfile.mkdtemp()
    params = {k: np.array(v) for k, v in PARAMS.items()}
    if remedy == "save-named-arrays-with-savez":
        path = os.path.join(d, "params.npz")
        np.savez(path, **params)                  # one plain array per name, no pickle
        with np.load(path) as f:
            loaded = {k: f[k] for k in f.files}
    else:
        path = os.path.join(d, "params.npy")
        np.save(path, params)                     # dict -> pickled object array
        if remedy == "allow-pickle-for-trusted-files":
            loaded = np.load(path, allow_pickle=True).item()
        elif remedy == "memory-map-the-file":
            loaded = np.load(path, mmap_mode="r").item()
        else:
            loaded = np.load(path).item()
    got = {k: np.asarray(v).tolist() for k, v in loaded.items()}
    ok = got == PARAMS
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"loaded {got}, expected {PARAMS}"}))


if __name__ == "__main__":
    main()
