"""Batch scoring with a decoder-only model whose tokenizer has no pad token.

tokenizer(texts, padding=True, return_tensors="pt") for GPT-2 (or Llama, Mistral):
the tokenizer ships an EOS token but no pad token, so it cannot pad.

Remedies:
  pad-with-eos          tokenizer.pad_token = tokenizer.eos_token; the attention mask
                        keeps the padded positions out of every real token's attention
  add-pad-no-resize     tokenizer.add_special_tokens({"pad_token": "[PAD]"}) without
                        resizing the model's embeddings (dead end)

Check: the logits of every real token in the padded batch equal those of the same
sentence run alone, without padding.

Usage: python batch_inference_padding.py [--remedy ID]
"""

import torch

from _common import check, gpt2_like_tokenizer, parse_remedy, tiny_gpt2

REMEDIES = ("pad-with-eos", "add-pad-no-resize")
TEXTS = ["the cat sat on the mat", "a dog ran", "the dog sat"]


def main():
    remedy = parse_remedy(REMEDIES)
    tok = gpt2_like_tokenizer()
    model = tiny_gpt2(len(tok))
    if remedy == "pad-with-eos":
        tok.pad_token = tok.eos_token
    elif remedy == "add-pad-no-resize":
        tok.add_special_tokens({"pad_token": "[PAD]"})
    batch = tok(TEXTS, padding=True, return_tensors="pt")
    with torch.no_grad():
        logits = model(**batch).logits
        worst = 0.0
        for i, text in enumerate(TEXTS):
            single = tok(text, return_tensors="pt")
            n = single["input_ids"].shape[1]
            ref = model(**single).logits[0]
            worst = max(worst, (logits[i, :n] - ref).abs().max().item())
    check(worst < 1e-5, f"max |padded - unpadded| logits on real tokens = {worst:.3g}")


if __name__ == "__main__":
    main()
