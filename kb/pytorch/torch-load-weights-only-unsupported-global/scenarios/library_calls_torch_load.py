"""Cause library-calls-torch-load: torch.load is called inside a library's loader that
was written before torch 2.6 (here `load_run`, standing in for such a library), on a
checkpoint the user produced that holds a settings object. The user cannot pass
weights_only to that call.

The check compares what was loaded with what was saved (weights and settings).
"""
import argparse
import io
import json
import os

import torch
import torch.nn as nn

REMEDIES = ("force-no-weights-only-env",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


def load_run(f):
    """A library's resume helper: no weights_only argument, as in code written for torch < 2.6."""
    return torch.load(f, map_location="cpu")


torch.manual_seed(0)
model = nn.Linear(4, 2)
run_args = argparse.Namespace(lr=0.01, epochs=3, arch="linear")
buf = io.BytesIO()
torch.save({"model": model.state_dict(), "args": run_args}, buf)  # the user's own, trusted file
buf.seek(0)

if remedy == "force-no-weights-only-env":
    os.environ["TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD"] = "1"  # as if set in the shell; read by torch.load per call

ckpt = load_run(buf)
ok = vars(ckpt["args"]) == vars(run_args) and all(torch.equal(ckpt["model"][k], v) for k, v in model.state_dict().items())
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "weights and settings round-trip" if ok else "loaded content differs from what was saved"}))
