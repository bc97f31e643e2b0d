"""Cause custom-object-in-checkpoint: a training checkpoint stores the run's
argparse.Namespace next to the weights; torch.load's default weights_only=True
(torch >= 2.6) refuses the Namespace class.

The check compares what was loaded with what was saved (weights and settings).
"""
import argparse
import importlib
import io
import json

import torch
import torch.nn as nn

REMEDIES = ("allowlist-with-safe-globals", "save-plain-types", "weights-only-false", "allowlist-everything-scanned")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
model = nn.Linear(4, 2)
run_args = argparse.Namespace(lr=0.01, epochs=3, arch="linear")
buf = io.BytesIO()
torch.save({"model": model.state_dict(),
            "args": vars(run_args) if remedy == "save-plain-types" else run_args}, buf)
buf.seek(0)

if remedy == "allowlist-with-safe-globals":
    names = torch.serialization.get_unsafe_globals_in_checkpoint(buf)  # inspect first
    buf.seek(0)
    assert names == ["argparse.Namespace"], names
    with torch.serialization.safe_globals([argparse.Namespace]):
        ckpt = torch.load(buf)
elif remedy == "allowlist-everything-scanned":
    names = torch.serialization.get_unsafe_globals_in_checkpoint(buf)
    buf.seek(0)
    allowed = [getattr(importlib.import_module(n.rpartition(".")[0]), n.rpartition(".")[2]) for n in names]
    with torch.serialization.safe_globals(allowed):  # the file chooses what is allowed
        ckpt = torch.load(buf)
elif remedy == "weights-only-false":
    ckpt = torch.load(buf, weights_only=False)  # trusted file only: this runs arbitrary pickle code
else:
    ckpt = torch.load(buf)

args = ckpt["args"] if isinstance(ckpt["args"], dict) else vars(ckpt["args"])
ok = args == vars(run_args) and all(torch.equal(ckpt["model"][k], v) for k, v in model.state_dict().items())
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "weights and settings round-trip" if ok else "loaded content differs from what was saved"}))
