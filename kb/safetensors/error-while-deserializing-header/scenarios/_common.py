"""Shared helpers for the scenarios of this entry: a tiny model saved as a local repository."""

import argparse
import json
import os
import sys
import tempfile

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never touch the network
os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def tiny_bert(folder):
    """Save a tiny randomly initialised BERT with save_pretrained; return its state_dict."""
    import torch
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    cfg = BertConfig(vocab_size=64, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=32, max_position_embeddings=32)
    model = BertModel(cfg)
    model.save_pretrained(folder, safe_serialization=True)
    return {k: v.clone() for k, v in model.state_dict().items()}


def workdir(name):
    return tempfile.mkdtemp(prefix=name + "-")


def same_weights(model, reference):
    import torch

    sd = model.state_dict()
    bad = [k for k, v in reference.items() if k not in sd or not torch.equal(sd[k], v)]
    return not bad, (f"{len(reference) - len(bad)}/{len(reference)} tensors equal the saved model"
                     + (f"; differ: {bad[:3]}" if bad else ""))


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
