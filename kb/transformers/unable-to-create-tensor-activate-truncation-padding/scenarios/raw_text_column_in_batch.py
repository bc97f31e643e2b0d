"""Cause string-column-in-batch: the tokenized data set still holds the raw `text` column,
and a custom training loop feeds it to DataCollatorWithPadding, which tries to turn the
strings into a tensor as well. (Trainer drops such columns unless
remove_unused_columns=False.)

Remedies:
  remove-raw-columns   ds.map(tokenize, batched=True, remove_columns=["text"])
The check: the batch equals one padded by hand (input_ids with pad_token_id,
attention_mask with 0) and the labels are the original ones in order.
"""
import json

import torch
from datasets import Dataset
from torch.utils.data import DataLoader
from transformers import DataCollatorWithPadding

import _tok_kit as kit

remedy = kit.arg_remedy({"remove-raw-columns"})
tok = kit.tokenizer()
raw = Dataset.from_dict({"text": ["the cat sat on the mat", "a dog ran", "the red house"],
                         "label": [0, 1, 0]})


def tokenize(batch):
    return tok(batch["text"], truncation=True)


if remedy == "remove-raw-columns":
    ds = raw.map(tokenize, batched=True, remove_columns=["text"])
else:
    ds = raw.map(tokenize, batched=True)

loader = DataLoader(ds, batch_size=3, shuffle=False, collate_fn=DataCollatorWithPadding(tok))
batch = next(iter(loader))

rows = [tok(t, truncation=True)["input_ids"] for t in raw["text"]]
width = max(len(r) for r in rows)
ref_ids = torch.tensor([r + [tok.pad_token_id] * (width - len(r)) for r in rows])
ref_mask = torch.tensor([[1] * len(r) + [0] * (width - len(r)) for r in rows])
ok = (torch.equal(batch["input_ids"], ref_ids) and torch.equal(batch["attention_mask"], ref_mask)
      and batch["labels"].tolist() == raw["label"])
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "keys %s, input_ids %s vs hand-padded %s" % (
    sorted(batch.keys()), batch["input_ids"].tolist(), ref_ids.tolist())}))
