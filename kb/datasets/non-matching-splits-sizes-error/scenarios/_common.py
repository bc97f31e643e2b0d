"""Shared helpers: a local dataset repository (data files + README.md with dataset_info)."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

CARD = '''---
dataset_info:
  features:
  - name: text
    dtype: string
  splits:
  - name: train
    num_examples: {n}
configs:
- config_name: default
  data_files:
  - split: train
    path: data/train.jsonl
---
# reviews
'''


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def repo(rows, card_rows):
    folder = os.path.join(tempfile.mkdtemp(prefix="hub-clone-"), "reviews")
    os.makedirs(os.path.join(folder, "data"))
    write_rows(folder, rows)
    write_card(folder, card_rows)
    return folder


def write_rows(folder, rows):
    with open(os.path.join(folder, "data", "train.jsonl"), "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")


def write_card(folder, n):
    with open(os.path.join(folder, "README.md"), "w") as f:
        f.write(CARD.replace("{n}", str(n)))


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
