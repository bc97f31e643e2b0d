"""Cause damaged-legacy-file: a checkpoint published in torch's legacy (pre-1.6, non-zip)
format is fetched by download code that resumes an interrupted transfer. The resume sends
"Range: bytes=N-" and appends the response body to the partial file, but the server
(here a localhost server without range support, like many static hosts and proxies)
answers 200 with the whole file. The result is the first N bytes followed by the complete
file: the pickle at the start is intact, so torch.load gets as far as the storage data,
where it reads a size header from the wrong place.

Check: the loaded weights equal the published weights, and the file's sha256 equals the
published hash.
"""
import argparse
import hashlib
import http.server
import io
import json
import os
import pickle
import threading
import urllib.request

import torch
import torch.nn as nn

REMEDIES = ("redownload-and-verify-hash", "resume-only-on-206", "weights-only-false", "map-location-cpu")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
published = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 10))
torch.save(published.state_dict(), "published.pth", _use_new_zipfile_serialization=False)
BLOB = open("published.pth", "rb").read()
SHA256 = hashlib.sha256(BLOB).hexdigest()  # what the model card lists


class NoRangeHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):  # ignores any Range header, always 200 with the whole body
        self.send_response(200)
        self.send_header("Content-Length", str(len(BLOB)))
        self.end_headers()
        self.wfile.write(BLOB)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NoRangeHandler)
threading.Thread(target=server.serve_forever, daemon=True).start()
URL = f"http://127.0.0.1:{server.server_address[1]}/model.pth"
DEST = "model.pth"



def storage_data_offset(blob):
    """Offset of the first storage record in a legacy file: after the magic number, protocol,
    sys_info, object and storage-key pickles. Used only to place the interruption at the same
    point of the layout on every run (the order of the storages in the file varies)."""

    class Skeleton(pickle.Unpickler):
        def find_class(self, module, name):
            if module.startswith("torch"):
                return lambda *a, **k: None
            return super().find_class(module, name)

        def persistent_load(self, pid):
            return None

    f = io.BytesIO(blob)
    for _ in range(3):
        pickle.load(f)
    Skeleton(f).load()
    pickle.load(f)
    return f.tell()


# first attempt: the connection drops 16 bytes into the first tensor's data
CUT = storage_data_offset(BLOB) + 8 + 16
with urllib.request.urlopen(URL) as r, open(DEST, "wb") as f:
    f.write(r.read(CUT))


def resume_naive():
    have = os.path.getsize(DEST)
    req = urllib.request.Request(URL, headers={"Range": f"bytes={have}-"})
    with urllib.request.urlopen(req) as r, open(DEST, "ab") as f:
        f.write(r.read())


def resume_only_on_206():
    have = os.path.getsize(DEST)
    req = urllib.request.Request(URL, headers={"Range": f"bytes={have}-"})
    with urllib.request.urlopen(req) as r:
        mode = "ab" if r.status == 206 else "wb"  # 200: the server sent the whole file
        with open(DEST, mode) as f:
            f.write(r.read())


def sha256_of(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


if remedy == "redownload-and-verify-hash":
    resume_naive()
    if sha256_of(DEST) != SHA256:  # the damaged copy is detected and replaced
        os.remove(DEST)
        with urllib.request.urlopen(URL) as r, open(DEST, "wb") as f:
            f.write(r.read())
        assert sha256_of(DEST) == SHA256
    sd = torch.load(DEST)
elif remedy == "resume-only-on-206":
    resume_only_on_206()
    sd = torch.load(DEST)
elif remedy == "weights-only-false":
    resume_naive()
    sd = torch.load(DEST, weights_only=False)
elif remedy == "map-location-cpu":
    resume_naive()
    sd = torch.load(DEST, map_location="cpu")
else:
    resume_naive()
    sd = torch.load(DEST)

server.shutdown()
ref = published.state_dict()
ok = sha256_of(DEST) == SHA256 and sd.keys() == ref.keys() and all(torch.equal(sd[k], ref[k]) for k in ref)
detail = "file hash and weights equal the published checkpoint" if ok else "loaded file differs from the published checkpoint"
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
