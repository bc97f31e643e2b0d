"""Shared helpers: a hub cache folder filled by hand, offline mode, and a fake installed
package. Nothing is downloaded."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")
REPO_ID = "acme-research/tiny-config"
COMMIT = "2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c"
CONFIG = {"model_type": "bert", "hidden_size": 16}


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def fill_cache():
    repo = os.path.join(os.environ["HF_HOME"], "hub", "models--" + REPO_ID.replace("/", "--"))
    snap = os.path.join(repo, "snapshots", COMMIT)
    os.makedirs(snap)
    os.makedirs(os.path.join(repo, "refs"))
    with open(os.path.join(repo, "refs", "main"), "w") as f:
        f.write(COMMIT)
    with open(os.path.join(snap, "config.json"), "w") as f:
        json.dump(CONFIG, f)


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
