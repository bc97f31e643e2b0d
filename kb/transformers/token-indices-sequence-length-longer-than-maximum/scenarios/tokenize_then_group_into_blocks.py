"""Language-model preprocessing: whole documents are tokenized, then cut into 32-token blocks.

As in the causal-LM examples, texts are tokenized without truncation and a second map
(group_texts) concatenates the ids and cuts them into blocks of the model's length. The
tokenizer logs the warning for the long document although no over-long sequence ever
reaches the model. The strict logging handler turns it into an error.

Remedies:
  silence-when-blocks-follow   lower the transformers log level around the tokenization
                               step (the blocks are cut right after it)

Check: every block has 32 ids and the blocks equal the concatenated ids written by hand
from the vocabulary, cut every 32.

Usage: python tokenize_then_group_into_blocks.py [--remedy ID]
"""

from transformers import logging as hf_logging

from _common import LONG_TEXT, MAX, check, ids_by_hand, parse_remedy, strict, tokenizer

REMEDIES = ("silence-when-blocks-follow",)
DOCS = [LONG_TEXT, "w1 w2 w3", " ".join(f"w{i}" for i in range(20))]


def main():
    remedy = parse_remedy(REMEDIES)
    strict()
    tok = tokenizer()
    if remedy == "silence-when-blocks-follow":
        verbosity = hf_logging.get_verbosity()
        hf_logging.set_verbosity_error()
        tokenized = [tok(d)["input_ids"] for d in DOCS]
        hf_logging.set_verbosity(verbosity)
    else:
        tokenized = [tok(d)["input_ids"] for d in DOCS]
    flat = [t for ids in tokenized for t in ids]
    blocks = [flat[i:i + MAX] for i in range(0, len(flat) // MAX * MAX, MAX)]
    ref_flat = [t for d in DOCS for t in ids_by_hand(d.split())]
    want = [ref_flat[i:i + MAX] for i in range(0, len(ref_flat) // MAX * MAX, MAX)]
    check(blocks == want and all(len(b) == MAX for b in blocks), f"{len(blocks)} blocks of {MAX}; equal to the reference: {blocks == want}")


if __name__ == "__main__":
    main()
