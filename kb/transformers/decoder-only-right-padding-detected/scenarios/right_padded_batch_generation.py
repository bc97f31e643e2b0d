"""Batched generation with a decoder-only model and a right-padding tokenizer.

GPT-2 / Llama tokenizers pad on the right by default. The batch is padded with
pad_token = eos_token and passed to generate(); the shorter prompt then continues after
its padding. The test suite turns transformers warnings into errors, so the warning
transformers logs stops the program.

Remedies:
  left-padding                     tokenizer.padding_side = "left" before tokenizing
  set-padding-side-after-tokenizing  set padding_side = "left" after the batch was built
                                   (dead end)
  silence-the-warning              transformers.logging.set_verbosity_error() (dead end)

Check: each prompt's new tokens equal those generated for the prompt alone.

Usage: python right_padded_batch_generation.py [--remedy ID]
"""

from transformers import logging as hf_logging

from _common import (check, continuations_match, generate_batch, gpt2_like_tokenizer, parse_remedy,
                     strict_transformers_logging, tiny_gpt2)

REMEDIES = ("left-padding", "set-padding-side-after-tokenizing", "silence-the-warning")
PROMPTS = ["the cat sat on the mat", "a dog"]


def main():
    remedy = parse_remedy(REMEDIES)
    strict_transformers_logging()
    tok = gpt2_like_tokenizer()
    tok.pad_token = tok.eos_token
    model = tiny_gpt2(len(tok))
    if remedy == "left-padding":
        tok.padding_side = "left"
    if remedy == "silence-the-warning":
        hf_logging.set_verbosity_error()
    if remedy == "set-padding-side-after-tokenizing":
        batch = tok(PROMPTS, padding=True, return_tensors="pt")
        tok.padding_side = "left"
        out = model.generate(**batch, max_new_tokens=4, do_sample=False, pad_token_id=tok.pad_token_id)
    else:
        batch, out = generate_batch(model, tok, PROMPTS)
    check(*continuations_match(model, tok, PROMPTS, batch, out))


if __name__ == "__main__":
    main()
