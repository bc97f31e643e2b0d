"""Cause not-a-zip-archive: a file written by torch.save in the legacy (non-zip)
format, the default before torch 1.6, is opened with torch.jit.load, which reads
every file as a zip archive and never checks the first bytes.

The check compares the outputs of the loaded model with those of the model that
wrote the file.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("check-format-use-matching-loader",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


def make_model():
    return nn.Sequential(nn.Linear(8, 16), nn.Tanh(), nn.Linear(16, 3))


torch.manual_seed(0)
original = make_model().eval()
torch.save(original.state_dict(), "model.pt", _use_new_zipfile_serialization=False)

x = torch.randn(5, 8)
if remedy == "check-format-use-matching-loader":
    with open("model.pt", "rb") as f:
        head = f.read(4)
    if head.startswith(b"PK\x03\x04"):  # a zip archive: TorchScript export or new-format torch.save
        model = torch.jit.load("model.pt")
    else:  # a legacy torch.save pickle (or not a checkpoint at all): torch.load, then the class
        model = make_model().eval()
        model.load_state_dict(torch.load("model.pt", map_location="cpu"))
else:
    model = torch.jit.load("model.pt", map_location="cpu")

with torch.no_grad():
    ok = torch.allclose(model(x), original(x), atol=0, rtol=0)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "outputs equal the original model" if ok else "outputs differ"}))
