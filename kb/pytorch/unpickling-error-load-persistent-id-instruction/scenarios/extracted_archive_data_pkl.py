"""Cause extracted-archive-data-pkl: a checkpoint written by torch.save is a zip archive.
A download tool (or someone with an archive manager) unpacked it, so what arrives is a
folder with data.pkl, data/0, data/1, version, byteorder, ... The script then loads the
data.pkl inside it. data.pkl is only the object skeleton: every tensor in it is a
persistent id that points at a record in data/, and only torch's archive loader knows
how to resolve it.

Check: the loaded weights equal the published model's weights, and the rebuilt model gives
the same outputs on a fixed batch.
"""
import argparse
import json
import pathlib
import pickle
import shutil
import zipfile

import torch
import torch.nn as nn

REMEDIES = ("rezip-extracted-folder", "torch-load-data-pkl", "persistent-load-returns-none")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
published = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.Flatten(), nn.Linear(4 * 6 * 6, 5))
torch.save(published.state_dict(), "weights.pth")
# what arrives: the archive unpacked into downloads/weights/{data.pkl, data/..., version, ...}
shutil.rmtree("downloads", ignore_errors=True)
zipfile.ZipFile("weights.pth").extractall("downloads")
pathlib.Path("weights.pth").unlink()
data_pkl = next(pathlib.Path("downloads").glob("*/data.pkl"))
folder = data_pkl.parent


class NonePersistentLoad(pickle.Unpickler):
    """Follows the message literally: supply a persistent_load function."""

    def persistent_load(self, pid):
        return None


if remedy == "rezip-extracted-folder":
    # pack the folder (with its top-level name) back into one archive
    shutil.make_archive("weights_rezipped", "zip", root_dir=folder.parent, base_dir=folder.name)
    sd = torch.load("weights_rezipped.zip", map_location="cpu")
elif remedy == "torch-load-data-pkl":
    sd = torch.load(data_pkl, map_location="cpu")
elif remedy == "persistent-load-returns-none":
    with open(data_pkl, "rb") as f:
        sd = NonePersistentLoad(f).load()
else:
    with open(data_pkl, "rb") as f:
        sd = pickle.load(f)

model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.Flatten(), nn.Linear(4 * 6 * 6, 5))
model.load_state_dict(sd)
x = torch.randn(2, 3, 8, 8, generator=torch.Generator().manual_seed(1))
ref = published.state_dict()
ok = sd.keys() == ref.keys() and all(torch.equal(sd[k], ref[k]) for k in ref) and torch.equal(model(x), published(x))
detail = "weights and outputs equal the published model" if ok else "loaded weights differ from the published model"
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
