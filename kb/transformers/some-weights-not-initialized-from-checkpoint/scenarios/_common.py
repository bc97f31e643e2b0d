"""Shared helpers: tiny BERT checkpoints and a logging handler that turns transformers
warnings into errors (as a strict CI job does). Nothing is downloaded."""

import argparse
import json
import logging
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "warning"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


class WarningsAreErrors(logging.Handler):
    def emit(self, record):
        if record.levelno >= logging.WARNING:
            raise UserWarning(record.getMessage())


def strict():
    logging.getLogger("transformers").addHandler(WarningsAreErrors())


def config(**kw):
    from transformers import BertConfig

    base = dict(vocab_size=40, hidden_size=16, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32,
                max_position_embeddings=16, initializer_range=0.5)
    base.update(kw)
    return BertConfig(**base)


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
