"""Cause batch-without-padding: a batch of texts of different lengths is tokenized with
return_tensors="pt" and no padding, so the rows cannot form one rectangular tensor.

Remedies:
  pad-and-truncate     tokenizer(texts, padding=True, truncation=True, return_tensors="pt")
  truncation-only      (dead end) truncation=True without padding
The check: input_ids and attention_mask equal a batch padded by hand from the per-text
encodings (right padding with pad_token_id, mask 1 for tokens and 0 for padding), each row
cut to model_max_length.
"""
import json

import torch

import _tok_kit as kit

remedy = kit.arg_remedy({"pad-and-truncate", "truncation-only"})
tok = kit.tokenizer()
texts = ["the cat sat on the mat", "a dog ran", "the big red dog ran far away from the house"]

if remedy == "pad-and-truncate":
    enc = tok(texts, padding=True, truncation=True, return_tensors="pt")
elif remedy == "truncation-only":
    enc = tok(texts, truncation=True, return_tensors="pt")
else:
    enc = tok(texts, return_tensors="pt")

rows = [tok(t)["input_ids"][: tok.model_max_length] for t in texts]
width = max(len(r) for r in rows)
ref_ids = torch.tensor([r + [tok.pad_token_id] * (width - len(r)) for r in rows])
ref_mask = torch.tensor([[1] * len(r) + [0] * (width - len(r)) for r in rows])
ok = torch.equal(enc["input_ids"], ref_ids) and torch.equal(enc["attention_mask"], ref_mask)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "input_ids %s vs hand-padded %s" % (
    enc["input_ids"].tolist(), ref_ids.tolist())}))
