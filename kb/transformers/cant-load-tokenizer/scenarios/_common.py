"""Shared helpers: a tiny word-piece tokenizer written from a vocabulary, never downloaded.

HF_ENDPOINT points at a refused loopback port, so nothing can leave the machine.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile

os.environ.update({"HF_ENDPOINT": "http://127.0.0.1:9", "HF_HUB_ETAG_TIMEOUT": "2",
                   "HF_HUB_DOWNLOAD_TIMEOUT": "2", "TRANSFORMERS_VERBOSITY": "error"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

WORDS = ["the", "cat", "sat", "on", "mat", "dog", "ran", "##s", "a", "fast"]
TEXTS = ["the cat sat on the mat", "a fast dog ran", "the cats ran"]
COMMIT = "7d1e4c2b9f8a6e5d4c3b2a1908f7e6d5c4b3a291"


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def base_tokenizer():
    """The tokenizer the project started from: BertTokenizerFast built from a vocab file."""
    from transformers import BertTokenizerFast

    folder = tempfile.mkdtemp(prefix="vocab-")
    with open(os.path.join(folder, "vocab.txt"), "w") as f:
        f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + WORDS) + "\n")
    return BertTokenizerFast(vocab_file=os.path.join(folder, "vocab.txt"))


def tiny_bert(vocab_size):
    import torch
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    return BertModel(BertConfig(vocab_size=vocab_size, hidden_size=16, num_hidden_layers=1,
                                num_attention_heads=2, intermediate_size=32, max_position_embeddings=32))


def fill_hub_cache(cache_dir, repo_id, snapshot_src):
    """Lay out repo_id in a hub cache folder the way hf_hub_download leaves it."""
    repo = os.path.join(cache_dir, "models--" + repo_id.replace("/", "--"))
    os.makedirs(os.path.join(repo, "refs"))
    shutil.copytree(snapshot_src, os.path.join(repo, "snapshots", COMMIT))
    with open(os.path.join(repo, "refs", "main"), "w") as f:
        f.write(COMMIT)


def compare(tok, reference):
    got = [tok(t)["input_ids"] for t in TEXTS]
    want = [reference(t)["input_ids"] for t in TEXTS]
    unk = reference.unk_token_id
    if any(unk in ids for ids in want):  # the reference itself must know every word
        return False, f"reference tokenizer maps words to [UNK]: {want}"
    return got == want, f"input_ids {got} vs reference {want}"


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
