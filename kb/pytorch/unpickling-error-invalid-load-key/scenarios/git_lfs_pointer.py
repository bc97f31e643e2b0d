"""Cause git-lfs-pointer: a repository was cloned without Git LFS, so weights/model.pt
in the working tree is the small text pointer file that LFS stores in Git
("version https://git-lfs.github.com/spec/v1", oid, size), not the weights.

The real object sits in a local stand-in for the LFS server (lfs-store/<oid>); the
check compares the loaded weights with those that were published.
"""
import argparse
import hashlib
import json
import pathlib

import torch
import torch.nn as nn

REMEDIES = ("fetch-lfs-object", "weights-only-false", "encoding-latin1")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
published = nn.Sequential(nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 4))
torch.save(published.state_dict(), "published.pt")
blob = pathlib.Path("published.pt").read_bytes()
oid = hashlib.sha256(blob).hexdigest()
store = pathlib.Path("lfs-store")
store.mkdir(exist_ok=True)
(store / oid).write_bytes(blob)  # what the LFS server holds

# the clone without git-lfs: the file in the working tree is the pointer
work = pathlib.Path("repo/weights")
work.mkdir(parents=True, exist_ok=True)
(work / "model.pt").write_text(
    f"version https://git-lfs.github.com/spec/v1\noid sha256:{oid}\nsize {len(blob)}\n")
path = work / "model.pt"

if remedy == "fetch-lfs-object":
    # what `git lfs pull` does: read the pointer, fetch the object by oid, verify it
    head = path.read_bytes()[:100]
    if head.startswith(b"version https://git-lfs"):
        fields = dict(line.split(" ", 1) for line in path.read_text().splitlines())
        want_oid, want_size = fields["oid"].removeprefix("sha256:"), int(fields["size"])
        data = (store / want_oid).read_bytes()
        assert len(data) == want_size and hashlib.sha256(data).hexdigest() == want_oid
        path.write_bytes(data)
    sd = torch.load(path, map_location="cpu")
elif remedy == "weights-only-false":
    sd = torch.load(path, map_location="cpu", weights_only=False)
elif remedy == "encoding-latin1":
    sd = torch.load(path, map_location="cpu", encoding="latin1")
else:
    sd = torch.load(path, map_location="cpu")

ref = published.state_dict()
ok = sd.keys() == ref.keys() and all(torch.equal(sd[k], ref[k]) for k in ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "weights equal the published file" if ok else "loaded weights differ from the published file"}))
