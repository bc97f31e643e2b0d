"""Shared helpers: a GPT-2-style word-level tokenizer, a tiny GPT-2 with random weights, and a
logging handler that turns transformers warnings into errors. Nothing is downloaded."""

import argparse
import logging
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "warning"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

WORDS = ["<|endoftext|>", "the", "cat", "sat", "on", "mat", "a", "dog", "ran", "fast", "<unk>"]


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def gpt2_like_tokenizer():
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(WORDS)}, unk_token="<unk>"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    # like GPT-2, Llama and Mistral: an end-of-text token, no padding token
    return PreTrainedTokenizerFast(tokenizer_object=t, eos_token="<|endoftext|>", unk_token="<unk>")


def tiny_gpt2(vocab_size):
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    model = GPT2LMHeadModel(GPT2Config(vocab_size=vocab_size, n_positions=32, n_embd=16, n_layer=1, n_head=2,
                                       bos_token_id=0, eos_token_id=0))
    return model.eval()


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


class WarningsAreErrors(logging.Handler):
    """Raise on every WARNING that transformers logs, as a strict test suite would."""

    def emit(self, record):
        if record.levelno >= logging.WARNING:
            raise UserWarning(record.getMessage())


def strict_transformers_logging():
    logging.getLogger("transformers").addHandler(WarningsAreErrors())


def generate_batch(model, tok, texts, **kw):
    batch = tok(texts, padding=True, return_tensors="pt")
    return batch, model.generate(**batch, max_new_tokens=4, do_sample=False, pad_token_id=tok.pad_token_id, **kw)


def continuations_match(model, tok, texts, batch, out):
    """Each row's new tokens must equal those of the same prompt generated alone."""
    width = batch["input_ids"].shape[1]
    got, want = [], []
    for i, text in enumerate(texts):
        single = tok(text, return_tensors="pt")
        alone = model.generate(**single, max_new_tokens=4, do_sample=False, pad_token_id=tok.pad_token_id)
        want.append(alone[0, single["input_ids"].shape[1]:].tolist())
        got.append(out[i, width:width + len(want[-1])].tolist())
    return got == want, f"batched continuations {got} vs one at a time {want}"
