"""Shared helpers: a word-level BERT-style tokenizer with model_max_length=32, a tiny BERT
classifier with 32 positions, and a logging handler that turns transformers warnings into
errors. Nothing is downloaded."""

import argparse
import json
import logging
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "warning"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

MAX = 32
WORDS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"] + [f"w{i}" for i in range(40)]
LONG_TEXT = " ".join(f"w{i % 40}" for i in range(50))       # 52 tokens with [CLS] and [SEP]


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


def strict(on=True):
    logger = logging.getLogger("transformers")
    for h in list(logger.handlers):
        if isinstance(h, WarningsAreErrors):
            logger.removeHandler(h)
    if on:
        logger.addHandler(WarningsAreErrors())


def tokenizer():
    from tokenizers import Tokenizer, models, pre_tokenizers
    from tokenizers.processors import TemplateProcessing
    from transformers import PreTrainedTokenizerFast

    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(WORDS)}, unk_token="[UNK]"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    t.post_processor = TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[("[CLS]", 2), ("[SEP]", 3)])
    return PreTrainedTokenizerFast(tokenizer_object=t, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]",
                                   sep_token="[SEP]", model_max_length=MAX)


def classifier():
    import torch
    from transformers import BertConfig, BertForSequenceClassification

    torch.manual_seed(0)
    return BertForSequenceClassification(BertConfig(vocab_size=len(WORDS), hidden_size=16, num_hidden_layers=1,
                                                    num_attention_heads=2, intermediate_size=32,
                                                    max_position_embeddings=MAX, initializer_range=1.0)).eval()


def ids_by_hand(words):
    """[CLS] + word ids + [SEP], written directly from the vocabulary."""
    return [2] + [WORDS.index(w) for w in words] + [3]


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
