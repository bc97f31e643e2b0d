"""Shared helpers: a tiny model saved as a local folder, and a machine without network.

"No network" is simulated by pointing HF_ENDPOINT at a closed port on the loopback
interface (127.0.0.1:9): every request is refused at once, as on an air-gapped node,
and nothing leaves the machine.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile

NO_NETWORK = {"HF_ENDPOINT": "http://127.0.0.1:9", "HF_HUB_ETAG_TIMEOUT": "2", "HF_HUB_DOWNLOAD_TIMEOUT": "2"}
REPO_ID = "acme-research/tiny-bert"  # the model id the code asks for
COMMIT = "4f2c1e0b9a8d7c6b5a493827161504f3e2d1c0b9"
os.environ.update(NO_NETWORK)  # before anything imports huggingface_hub: no request can leave the machine


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def save_tiny_bert(folder):
    """Write what a downloaded snapshot of REPO_ID holds; return the weights for the check."""
    import torch
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    cfg = BertConfig(vocab_size=64, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=32, max_position_embeddings=32)
    model = BertModel(cfg)
    model.save_pretrained(folder)
    return {k: v.clone() for k, v in model.state_dict().items()}


def fill_hub_cache(cache_dir, snapshot_src):
    """Lay out REPO_ID in a hub cache folder the way hf_hub_download leaves it."""
    repo = os.path.join(cache_dir, "models--" + REPO_ID.replace("/", "--"))
    snap = os.path.join(repo, "snapshots", COMMIT)
    os.makedirs(os.path.join(repo, "refs"))
    shutil.copytree(snapshot_src, snap)
    with open(os.path.join(repo, "refs", "main"), "w") as f:
        f.write(COMMIT)


def tmp(name):
    return tempfile.mkdtemp(prefix=name + "-")


def same_weights(model, reference):
    import torch

    sd = model.state_dict()
    bad = [k for k, v in reference.items() if k not in sd or not torch.equal(sd[k], v)]
    return not bad, f"{len(reference) - len(bad)}/{len(reference)} tensors equal the saved model"


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
