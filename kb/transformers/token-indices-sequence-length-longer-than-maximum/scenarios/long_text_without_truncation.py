"""Classifying a document longer than the model's 32 positions without truncation.

tokenizer(text) keeps all 52 tokens and transformers logs the warning; the classifier
cannot take more positions than it has. The run uses a strict logging handler that turns
transformers warnings into errors, so the warning stops the program.

Remedies:
  truncate-to-model-max-length  tokenizer(text, truncation=True) (max_length defaults to
                                model_max_length): the first 32 tokens are classified
  chunk-with-stride             return_overflowing_tokens=True, stride=8, max_length=32,
                                truncation=True, padding=True: every part of the document
                                is classified and the logits are averaged
  ignore-the-warning            silence the warning and run the model on the full sequence
                                (dead end)

Check: the logits equal those of the model run on ids written by hand from the
vocabulary (the first 30 words for truncation; each 32-token window for chunking).

Usage: python long_text_without_truncation.py [--remedy ID]
"""

import torch

from _common import LONG_TEXT, MAX, check, classifier, ids_by_hand, parse_remedy, strict, tokenizer

REMEDIES = ("truncate-to-model-max-length", "chunk-with-stride", "ignore-the-warning")


def main():
    remedy = parse_remedy(REMEDIES)
    strict(remedy != "ignore-the-warning")
    tok, model = tokenizer(), classifier()
    words = LONG_TEXT.split()
    with torch.no_grad():
        if remedy == "truncate-to-model-max-length":
            enc = tok(LONG_TEXT, truncation=True, return_tensors="pt")
            got = model(**enc).logits[0]
            want = model(input_ids=torch.tensor([ids_by_hand(words[:MAX - 2])])).logits[0]
        elif remedy == "chunk-with-stride":
            enc = tok(LONG_TEXT, truncation=True, max_length=MAX, stride=8, return_overflowing_tokens=True,
                      padding=True, return_tensors="pt")
            enc.pop("overflow_to_sample_mapping")
            got = model(**enc).logits.mean(0)
            step = MAX - 2 - 8
            starts = list(range(0, len(words) - 8, step))
            logits = []
            for s in starts:
                ids = ids_by_hand(words[s:s + MAX - 2])
                mask = [1] * len(ids) + [0] * (MAX - len(ids))
                ids = ids + [0] * (MAX - len(ids))
                logits.append(model(input_ids=torch.tensor([ids]), attention_mask=torch.tensor([mask])).logits[0])
            want = torch.stack(logits).mean(0)
        else:
            enc = tok(LONG_TEXT, return_tensors="pt")
            got = model(**enc).logits[0]
            want = got
    check(torch.allclose(got, want, atol=1e-5), f"logits {got.tolist()} vs reference {want.tolist()}")


if __name__ == "__main__":
    main()
