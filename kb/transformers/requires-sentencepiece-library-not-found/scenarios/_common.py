"""Shared by this entry's scenarios: tiny Llama-style tokenizer checkpoints built locally, no download."""

import argparse
import io
import json
import os
import sys

CORPUS = ["hello how are you today", "i am fine thank you", "the cat sat on the mat", "how is the weather today",
          "a tokenizer splits text into pieces", "sentence piece models are small"]
TEXT = "how are you today"


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def hide_modules(*names):
    """Make `import name` fail and importlib.util.find_spec(name) return None, as when it is not installed."""
    for n in list(sys.modules):
        if any(n == x or n.startswith(x + ".") for x in names):
            del sys.modules[n]
    for n in names:
        sys.modules[n] = None


def unhide_modules(*names):
    for n in names:
        if sys.modules.get(n, 0) is None:
            del sys.modules[n]


def train_spm_model(path):
    """Train a small SentencePiece model with the sentencepiece library itself; returns the processor."""
    import sentencepiece as spm
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(CORPUS * 4), model_writer=buf, vocab_size=40,
                                   model_type="unigram", unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
                                   minloglevel=2)
    with open(os.path.join(path, "tokenizer.model"), "wb") as f:
        f.write(buf.getvalue())
    return spm.SentencePieceProcessor(model_proto=buf.getvalue())


def write_llama_folder(path, tokenizer_class="LlamaTokenizer"):
    """config.json + tokenizer_config.json of a Llama checkpoint that ships only tokenizer.model."""
    with open(os.path.join(path, "config.json"), "w") as f:
        json.dump({"model_type": "llama", "vocab_size": 40}, f)
    with open(os.path.join(path, "tokenizer_config.json"), "w") as f:
        json.dump({"tokenizer_class": tokenizer_class, "bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>",
                   "add_bos_token": True, "add_eos_token": False}, f)


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
