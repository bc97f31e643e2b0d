"""Helpers for this entry's scenarios (no downloads: every checkpoint is written locally)."""

import argparse
import json
import os
import sys

os.environ.update({"HF_HUB_OFFLINE": "1", "TRANSFORMERS_VERBOSITY": "error", "HF_HUB_DISABLE_TELEMETRY": "1"})


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def tiny_bert(folder):
    """Save a tiny BertModel to folder and return it (the reference)."""
    import torch
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    model = BertModel(BertConfig(vocab_size=40, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                 intermediate_size=32, max_position_embeddings=32))
    model.save_pretrained(folder)
    return model


def same_weights(loaded, reference):
    a, b = loaded.state_dict(), reference.state_dict()
    if set(a) != set(b):
        return False, f"{type(loaded).__name__}: parameter names differ: {sorted(set(a) ^ set(b))[:5]}"
    worst = max((a[k].float() - b[k].float()).abs().max().item() for k in b)
    return worst == 0.0, f"{type(loaded).__name__}, {len(b)} tensors, max |loaded - saved| = {worst:.3g}"


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
