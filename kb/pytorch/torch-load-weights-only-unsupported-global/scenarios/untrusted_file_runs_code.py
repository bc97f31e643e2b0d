"""Cause untrusted-file-runs-code: a file that looks like a checkpoint carries a pickle
payload that calls builtins.exec while loading. weights_only=True (torch >= 2.6 default)
refuses the global; the remedies show what happens when the protection is lifted.

The payload only writes a marker file into the working directory. The check passes
when the payload did not run; for refuse-unexpected-globals the goal is to refuse the
file (nothing is loaded), and the detail says so.
"""
import argparse
import importlib
import io
import json
import os

import torch
import torch.nn as nn

REMEDIES = ("refuse-unexpected-globals", "allowlist-everything-scanned", "weights-only-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

MARKER = "payload_ran.txt"


class Payload:
    def __reduce__(self):
        return (exec, (f"open({MARKER!r}, 'w').write('the file ran code')",))


torch.manual_seed(0)
model = nn.Linear(4, 2)
buf = io.BytesIO()
torch.save({"model": model.state_dict(), "extra": Payload()}, buf)  # what an attacker would publish
buf.seek(0)

refused = None
ckpt = None
if remedy == "refuse-unexpected-globals":
    expected = {"argparse.Namespace"}  # what this project's own checkpoints reference
    names = set(torch.serialization.get_unsafe_globals_in_checkpoint(buf))
    buf.seek(0)
    if names - expected:
        refused = sorted(names - expected)
    else:
        with torch.serialization.safe_globals([argparse.Namespace]):
            ckpt = torch.load(buf)
elif remedy == "allowlist-everything-scanned":
    names = torch.serialization.get_unsafe_globals_in_checkpoint(buf)
    buf.seek(0)
    allowed = [getattr(importlib.import_module(n.rpartition(".")[0]), n.rpartition(".")[2]) for n in names]
    with torch.serialization.safe_globals(allowed):  # the file chooses what is allowed
        ckpt = torch.load(buf)
elif remedy == "weights-only-false":
    ckpt = torch.load(buf, weights_only=False)
else:
    ckpt = torch.load(buf)

ran = os.path.exists(MARKER)
if ran:
    result = {"ok": False, "detail": "the file's payload ran while loading"}
elif refused is not None:
    result = {"ok": True, "detail": f"file refused before loading (nothing loaded; it references {refused}); payload did not run"}
else:
    result = {"ok": True, "detail": "loaded and the payload did not run"}
print("KNOWNFIX_CHECK " + json.dumps(result))
