"""Shared helpers: a small tokenized corpus and the reference chunks written in plain Python."""

import argparse
import json
import sys

BLOCK = 8
TEXTS = ["the cat sat on the mat and looked at the dog", "a dog ran", "fast dogs and slow cats sat on mats all day long",
         "the end"]


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def tokenized():
    """What tokenizer(batch["text"]) gives, with word ids standing in for token ids."""
    from datasets import Dataset

    vocab = {}
    ids = [[vocab.setdefault(w, len(vocab) + 1) for w in t.split()] for t in TEXTS]
    return Dataset.from_dict({"text": TEXTS, "input_ids": ids, "attention_mask": [[1] * len(i) for i in ids]})


def reference_blocks(ds):
    flat = [t for row in ds["input_ids"] for t in row]
    n = (len(flat) // BLOCK) * BLOCK
    return [flat[i:i + BLOCK] for i in range(0, n, BLOCK)]


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
