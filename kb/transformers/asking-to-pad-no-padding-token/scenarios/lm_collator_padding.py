"""Causal-LM fine-tuning: DataCollatorForLanguageModeling pads the batch.

The examples end with the EOS token so that the model learns where to stop. The
collator (mlm=False) pads with the tokenizer's pad token and sets the label of every
position holding pad_token_id to -100; the tokenizer has no pad token.

Remedies:
  add-pad-token-and-resize  add a dedicated [PAD] token and call
                            model.resize_token_embeddings(len(tokenizer))
  pad-with-eos-for-lm-training
                            tokenizer.pad_token = tokenizer.eos_token (dead end here)
  add-pad-no-resize         add [PAD] without resizing the embeddings (dead end)

Check: the labels are -100 exactly on the padding positions (each example's own EOS
keeps its label), and the model's loss on the batch is finite.

Usage: python lm_collator_padding.py [--remedy ID]
"""

import torch
from transformers import DataCollatorForLanguageModeling

from _common import check, gpt2_like_tokenizer, parse_remedy, tiny_gpt2

REMEDIES = ("add-pad-token-and-resize", "pad-with-eos-for-lm-training", "add-pad-no-resize")
EXAMPLES = ["the cat sat on the mat <|endoftext|>", "a dog ran <|endoftext|>"]


def main():
    remedy = parse_remedy(REMEDIES)
    tok = gpt2_like_tokenizer()
    model = tiny_gpt2(len(tok))
    if remedy == "add-pad-token-and-resize":
        tok.add_special_tokens({"pad_token": "[PAD]"})
        model.resize_token_embeddings(len(tok))
    elif remedy == "pad-with-eos-for-lm-training":
        tok.pad_token = tok.eos_token
    elif remedy == "add-pad-no-resize":
        tok.add_special_tokens({"pad_token": "[PAD]"})
    features = [tok(e) for e in EXAMPLES]
    batch = DataCollatorForLanguageModeling(tok, mlm=False)(features)
    lengths = [len(f["input_ids"]) for f in features]
    width = batch["input_ids"].shape[1]
    want = torch.tensor([f["input_ids"] + [-100] * (width - n) for f, n in zip(features, lengths)])
    labels_ok = torch.equal(batch["labels"], want)
    with torch.no_grad():
        loss = model(**batch).loss
    eos_kept = [int(batch["labels"][i, n - 1]) == tok.eos_token_id for i, n in enumerate(lengths)]
    check(labels_ok and bool(torch.isfinite(loss)),
          f"labels match (-100 only on padding): {labels_ok}; EOS label kept per example: {eos_kept}; loss {loss.item():.3f}")


if __name__ == "__main__":
    main()
