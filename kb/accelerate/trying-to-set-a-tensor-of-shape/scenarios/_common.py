"""Shared helpers: tiny GPT-2 checkpoints saved to folders."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

import torch  # noqa: E402

IDS = torch.tensor([[1, 2, 3, 4, 5]])


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
