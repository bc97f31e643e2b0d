"""Cause pickle-load-on-torch-save-file: an evaluation script opens a checkpoint that the
training script wrote with torch.save, but reads it with pickle.load (the file is named
.pkl, so it looks like a pickle). torch.save writes a zip archive; its first byte 'P'
(from the zip signature "PK") is pickle's PERSID opcode, so the plain unpickler asks for
a persistent_load function it does not have.

Check: the loaded weights equal the trained model's weights, and the rebuilt model gives
the same outputs on a fixed batch.
"""
import argparse
import io
import json
import pickle

import torch
import torch.nn as nn

REMEDIES = ("use-torch-load", "pickle-load-encoding-latin1", "cpu-unpickler-find-class")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

# training side: save a checkpoint dictionary with torch.save
torch.manual_seed(0)
trained = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3))
torch.save({"epoch": 3, "model": trained.state_dict()}, "checkpoint.pkl")


class CPU_Unpickler(pickle.Unpickler):
    """The widely shared recipe for unpickling CUDA tensors on a CPU-only machine."""

    def find_class(self, module, name):
        if module == "torch.storage" and name == "_load_from_bytes":
            return lambda b: torch.load(io.BytesIO(b), map_location="cpu")
        return super().find_class(module, name)


# evaluation side
path = "checkpoint.pkl"
if remedy == "use-torch-load":
    ckpt = torch.load(path, map_location="cpu")
elif remedy == "pickle-load-encoding-latin1":
    with open(path, "rb") as f:
        ckpt = pickle.load(f, encoding="latin1")
elif remedy == "cpu-unpickler-find-class":
    with open(path, "rb") as f:
        ckpt = CPU_Unpickler(f).load()
else:
    with open(path, "rb") as f:
        ckpt = pickle.load(f)

model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3))
model.load_state_dict(ckpt["model"])
x = torch.randn(4, 8, generator=torch.Generator().manual_seed(1))
ref = trained.state_dict()
ok = (
    ckpt["epoch"] == 3
    and ckpt["model"].keys() == ref.keys()
    and all(torch.equal(ckpt["model"][k], ref[k]) for k in ref)
    and torch.equal(model(x), trained(x))
)
detail = "weights and outputs equal the trained model" if ok else "loaded checkpoint differs from the trained model"
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
