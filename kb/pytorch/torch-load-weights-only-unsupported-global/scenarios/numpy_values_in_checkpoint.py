"""Cause numpy-values-in-checkpoint: the checkpoint holds NumPy objects (an array of
per-class thresholds and an np.float64 best score), which weights_only=True rejects.

The check compares the loaded values with the saved ones.
"""
import argparse
import importlib
import io
import json

import numpy as np
import torch
import torch.nn as nn

REMEDIES = ("save-plain-types", "allowlist-with-safe-globals", "allowlist-only-named-global", "allowlist-scanned-globals-only",
            "weights-only-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


def resolve(name):
    module, _, attr = name.rpartition(".")
    return getattr(importlib.import_module(module), attr)


model = nn.Linear(3, 3)
thresholds = np.array([0.25, 0.5, 0.75])
best = np.float64(0.875)
buf = io.BytesIO()
if remedy == "save-plain-types":
    torch.save({"model": model.state_dict(), "thresholds": torch.from_numpy(thresholds), "best": float(best)}, buf)
else:
    torch.save({"model": model.state_dict(), "thresholds": thresholds, "best": best}, buf)
buf.seek(0)

if remedy == "allowlist-with-safe-globals":
    # inspect first, then name the NumPy classes one by one (no loop over the scan)
    names = torch.serialization.get_unsafe_globals_in_checkpoint(buf)
    buf.seek(0)
    from numpy._core.multiarray import _reconstruct, scalar
    trusted = [_reconstruct, scalar, np.ndarray, np.dtype]
    assert sorted(names) == sorted(f"{c.__module__}.{c.__name__}" for c in trusted), names
    # dtype classes are built by np.dtype's reduce, not named by a GLOBAL opcode: the scan misses them
    with torch.serialization.safe_globals(trusted + [type(np.dtype(np.float64))]):
        ckpt = torch.load(buf)
elif remedy == "allowlist-scanned-globals-only":
    names = torch.serialization.get_unsafe_globals_in_checkpoint(buf)
    buf.seek(0)
    with torch.serialization.safe_globals([resolve(n) for n in names]):
        ckpt = torch.load(buf)
elif remedy == "allowlist-only-named-global":
    # allowlist just what the first message names: numpy's array reconstructor
    with torch.serialization.safe_globals([resolve(np.ndarray.__reduce__(thresholds)[0].__module__ + "._reconstruct")]):
        ckpt = torch.load(buf)
elif remedy == "weights-only-false":
    ckpt = torch.load(buf, weights_only=False)  # trusted file only
else:
    ckpt = torch.load(buf)

got = np.asarray(ckpt["thresholds"])
ok = np.array_equal(got, thresholds) and float(ckpt["best"]) == float(best)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "values round-trip" if ok else "loaded values differ"}))
