"""Cause partial-download: the weights were fetched by hand into torch.hub's cache
(a browser or wget download that stopped early) and the code loads them with
torch.hub.load_state_dict_from_url. The published file is served from a file://
URL next to the script; the cached copy holds only the first part of it.

The check compares the loaded weights with the published ones.
"""
import argparse
import hashlib
import json
import os
import pathlib

import torch
import torch.nn as nn

REMEDIES = ("redownload-and-verify-hash", "rerun-with-file-in-cache", "weights-only-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
published = nn.Sequential(nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 10))
server = pathlib.Path("server")
server.mkdir(exist_ok=True)
tmp = server / "tmp.pth"
torch.save(published.state_dict(), tmp)
digest = hashlib.sha256(tmp.read_bytes()).hexdigest()
name = f"tinynet-{digest[:8]}.pth"  # torchvision-style name: the hash prefix is part of it
tmp.rename(server / name)
url = (server / name).resolve().as_uri()

hub = pathlib.Path("hub").resolve()
torch.hub.set_dir(str(hub))
cache = hub / "checkpoints"
cache.mkdir(parents=True, exist_ok=True)
full = (server / name).read_bytes()
(cache / name).write_bytes(full[: len(full) * 3 // 5])  # the manual download stopped early

if remedy == "redownload-and-verify-hash":
    (cache / name).unlink()  # remove the partial copy, then let torch.hub fetch and verify it
    sd = torch.hub.load_state_dict_from_url(url, map_location="cpu", check_hash=True, progress=False)
elif remedy == "rerun-with-file-in-cache":
    # the partial file is still in the cache: torch.hub finds it and does not download or hash it
    sd = torch.hub.load_state_dict_from_url(url, map_location="cpu", check_hash=True, progress=False)
elif remedy == "weights-only-false":
    sd = torch.hub.load_state_dict_from_url(url, map_location="cpu", weights_only=False, progress=False)
else:
    sd = torch.hub.load_state_dict_from_url(url, map_location="cpu", progress=False)

ref = published.state_dict()
ok = sd.keys() == ref.keys() and all(torch.equal(sd[k], ref[k]) for k in ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "weights equal the published file" if ok else "loaded weights differ from the published file"}))
