"""Helpers: a word-level tokenizer without a pad token, a tiny random GPT-2 built from a config,
a greedy reference decoder, and a check that fails on logged transformers warnings (as a test
with `assert not caplog.records` does). Nothing is downloaded."""

import argparse
import json
import logging
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "TRANSFORMERS_VERBOSITY": "warning", "HF_HUB_DISABLE_TELEMETRY": "1"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

VOCAB = ["<|endoftext|>", "<unk>", "once", "upon", "a", "time", "there", "was", "king", "who", "lived", "in",
         "castle", "and", "he", "had", "three", "sons"]
NEW_TOKENS = 6


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def tokenizer_without_pad():
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(VOCAB)}, unk_token="<unk>"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    return PreTrainedTokenizerFast(tokenizer_object=t, eos_token="<|endoftext|>", unk_token="<unk>",
                                   model_input_names=["input_ids", "attention_mask"])  # as GPT-2's tokenizer


def tiny_causal_lm():
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    cfg = GPT2Config(vocab_size=len(VOCAB), n_positions=64, n_embd=32, n_layer=2, n_head=2,
                     bos_token_id=0, eos_token_id=0, initializer_range=0.5)  # like GPT-2: no pad_token_id
    return GPT2LMHeadModel(cfg).eval()


def greedy_reference(model, ids):
    """Greedy continuation of one unpadded prompt, one forward pass per token, no generate().

    The end-of-text token is never picked, as min_new_tokens=NEW_TOKENS asks of generate()."""
    import torch

    ids = list(ids)
    out = []
    with torch.no_grad():
        for _ in range(NEW_TOKENS):
            logits = model(torch.tensor([ids + out])).logits[0, -1]
            logits[model.config.eos_token_id] = float("-inf")
            out.append(int(logits.argmax()))
    return out


class LogCapture(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


def capture_transformers_warnings():
    cap = LogCapture()
    logging.getLogger("transformers").addHandler(cap)
    return cap


def fail_on_warnings(cap):
    """The test's `assert not caplog.records`: logged warnings fail the run."""
    if cap.messages:
        raise UserWarning("\n".join(cap.messages))


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
