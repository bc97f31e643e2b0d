"""Helpers for the hub scenarios: remedy parsing, a tiny BERT to publish on the stand-in hub, checks."""

import argparse
import json
import os
import sys
import tempfile

from fakehub import GOOD_TOKEN, FakeHub, Repo, isolate_hf_home  # noqa: F401

isolate_hf_home()


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def tiny_bert_files():
    """config.json + model.safetensors of a tiny BertModel, and the model itself as the reference."""
    import torch
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    model = BertModel(BertConfig(vocab_size=40, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                 intermediate_size=32, max_position_embeddings=32))
    folder = tempfile.mkdtemp(prefix="tiny-bert-")
    model.save_pretrained(folder)
    files = {}
    for name in os.listdir(folder):
        with open(os.path.join(folder, name), "rb") as f:
            files[name] = f.read()
    return model, files, folder


def same_weights(loaded, reference):
    a, b = loaded.state_dict(), reference.state_dict()
    if set(a) != set(b):
        return False, f"parameter names differ: {sorted(set(a) ^ set(b))[:5]}"
    worst = max((a[k].float() - b[k].float()).abs().max().item() for k in b)
    return worst == 0.0, f"{len(b)} tensors, max |loaded - published| = {worst:.3g}"


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
