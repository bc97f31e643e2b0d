"""Cause html-page-saved: the checkpoint was fetched from the page URL of a file
(a model hub's /blob/ page), so what was saved as model.pth is the HTML page that
shows the file, not the file. The site is a local folder served through file URLs:
site/<repo>/blob/main/model.pth is the page, site/<repo>/resolve/main/model.pth the
raw bytes, the same layout as the Hugging Face Hub.

The check compares the loaded weights with those that were published.
"""
import argparse
import json
import pathlib
import shutil
import urllib.request

import torch
import torch.nn as nn

REMEDIES = ("download-raw-file-url", "weights-only-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
published = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Conv2d(8, 2, 1))
site = pathlib.Path("site/acme/tiny-seg").resolve()
(site / "resolve/main").mkdir(parents=True, exist_ok=True)
(site / "blob/main").mkdir(parents=True, exist_ok=True)
torch.save(published.state_dict(), site / "resolve/main/model.pth")
(site / "blob/main/model.pth").write_text(
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>model.pth - acme/tiny-seg</title></head>\n"
    "<body><main><a href=\"/acme/tiny-seg/resolve/main/model.pth\">download</a> 12.3 kB</main></body></html>\n")


def download(url, dst):
    with urllib.request.urlopen(url) as r, open(dst, "wb") as f:
        shutil.copyfileobj(r, f)


page_url = (site / "blob/main/model.pth").as_uri()
if remedy == "download-raw-file-url":
    url = page_url.replace("/blob/", "/resolve/")  # the raw file, not the page that shows it
    download(url, "model.pth")
    head = open("model.pth", "rb").read(4)
    assert head.startswith(b"PK\x03\x04"), f"not a torch.save zip archive: {head!r}"
    sd = torch.load("model.pth", map_location="cpu")
else:
    download(page_url, "model.pth")
    if remedy == "weights-only-false":
        sd = torch.load("model.pth", map_location="cpu", weights_only=False)
    else:
        sd = torch.load("model.pth", map_location="cpu")

ref = published.state_dict()
ok = sd.keys() == ref.keys() and all(torch.equal(sd[k], ref[k]) for k in ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "weights equal the published file" if ok else "loaded weights differ from the published file"}))
