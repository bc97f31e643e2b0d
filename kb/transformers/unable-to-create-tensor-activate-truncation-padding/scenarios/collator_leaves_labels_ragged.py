"""Cause labels-not-padded-by-collator: token-classification features whose `labels` lists
have different lengths go through DataCollatorWithPadding, which pads input_ids and
attention_mask but not labels.

Remedies:
  label-padding-collator    DataCollatorForTokenClassification (pads labels with -100)
  collator-max-length       (dead end) DataCollatorWithPadding(padding="max_length")
The check: the batch equals one padded by hand: input_ids with pad_token_id, attention_mask
with 0 and labels with -100 (the index cross_entropy ignores).
"""
import json

import torch
from datasets import Dataset
from torch.utils.data import DataLoader
from transformers import DataCollatorForTokenClassification, DataCollatorWithPadding

import _tok_kit as kit

remedy = kit.arg_remedy({"label-padding-collator", "collator-max-length"})
tok = kit.tokenizer()
sentences = ["the cat sat", "a big red dog ran away", "the dog"]
label_ids = {"O": 0, "B-ANIMAL": 1}
tags = [["O", "B-ANIMAL", "O"], ["O", "O", "O", "B-ANIMAL", "O", "O"], ["O", "B-ANIMAL"]]


def encode(ex):
    enc = tok(ex["text"], truncation=True)
    enc["labels"] = [label_ids[t] for t in ex["tags"]]
    return enc


ds = Dataset.from_dict({"text": sentences, "tags": tags}).map(encode, remove_columns=["text", "tags"])

if remedy == "label-padding-collator":
    collate = DataCollatorForTokenClassification(tok)
elif remedy == "collator-max-length":
    collate = DataCollatorWithPadding(tok, padding="max_length", max_length=tok.model_max_length)
else:
    collate = DataCollatorWithPadding(tok)

batch = next(iter(DataLoader(ds, batch_size=3, shuffle=False, collate_fn=collate)))

width = max(len(r) for r in ds["input_ids"])
ref_ids = torch.tensor([r + [tok.pad_token_id] * (width - len(r)) for r in ds["input_ids"]])
ref_mask = torch.tensor([[1] * len(r) + [0] * (width - len(r)) for r in ds["input_ids"]])
ref_labels = torch.tensor([r + [-100] * (width - len(r)) for r in ds["labels"]])
ok = (torch.equal(batch["input_ids"], ref_ids) and torch.equal(batch["attention_mask"], ref_mask)
      and torch.equal(batch["labels"], ref_labels))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "labels %s vs hand-padded %s" % (
    batch["labels"].tolist(), ref_labels.tolist())}))
