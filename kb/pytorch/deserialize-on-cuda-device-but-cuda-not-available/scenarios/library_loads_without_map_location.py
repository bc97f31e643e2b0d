"""Cause library-loads-without-map-location: a project's or library's loader calls
torch.load(path) with no map_location and offers no argument for it; the checkpoint
was saved on a GPU (storages recorded as cuda:0) and is used on a CPU-only machine.

The check: the loaded weights equal the saved values.
"""
import argparse
import functools
import json

import torch
import torch.nn as nn

from _gpu_checkpoint import save_as_if_on_gpu

REMEDIES = ("resave-on-cpu", "patch-torch-load-map-location")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


def load_pretrained(path):
    """Stands in for a library's loader: no map_location, no device argument."""
    model = nn.Sequential(nn.Linear(6, 6), nn.Tanh(), nn.Linear(6, 1))
    model.load_state_dict(torch.load(path))
    return model


torch.manual_seed(0)
published = nn.Sequential(nn.Linear(6, 6), nn.Tanh(), nn.Linear(6, 1))
reference = {k: v.detach().clone() for k, v in published.state_dict().items()}
save_as_if_on_gpu(published.state_dict(), "pretrained.pt")

if remedy == "resave-on-cpu":
    # once, on any machine: rewrite the file with CPU locations
    torch.save(torch.load("pretrained.pt", map_location="cpu"), "pretrained.pt")
elif remedy == "patch-torch-load-map-location":
    torch.load = functools.partial(torch.load, map_location="cpu")  # every later torch.load call

model = load_pretrained("pretrained.pt")
ok = all(torch.equal(model.state_dict()[k], reference[k]) for k in reference)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "weights equal the saved ones" if ok else "weights differ"}))
