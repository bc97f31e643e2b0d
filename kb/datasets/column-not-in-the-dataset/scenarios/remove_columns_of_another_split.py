"""Cause columns-differ-between-splits: DatasetDict.map(..., remove_columns=<train's column
names>) runs on every split, and the test split has no `label` column, so removing it
fails there.

Remedies:
  per-split-column-names   map each split with its own column_names
The check: every split keeps exactly the tokenized columns (plus labels where the split
had them) and the ids equal those encoded by hand.
"""
import json

from datasets import Dataset, DatasetDict

import _cols_kit as kit

remedy = kit.arg_remedy({"per-split-column-names"})
raw = DatasetDict({
    "train": Dataset.from_dict({"text": ["the cat sat", "a dog ran far"], "label": [0, 1]}),
    "test": Dataset.from_dict({"text": ["good film", "bad plot"]}),        # unlabelled
})


def tokenize(batch):
    out = kit.encode(batch["text"])
    if "label" in batch:
        out["labels"] = batch["label"]
    return out


if remedy == "per-split-column-names":
    ds = DatasetDict({name: split.map(tokenize, batched=True, remove_columns=split.column_names)
                      for name, split in raw.items()})
else:
    ds = raw.map(tokenize, batched=True, remove_columns=raw["train"].column_names)

ok = (ds["train"].column_names == ["input_ids", "labels"] and ds["test"].column_names == ["input_ids"]
      and list(ds["train"]["input_ids"]) == kit.encode(raw["train"]["text"])["input_ids"]
      and list(ds["test"]["input_ids"]) == kit.encode(raw["test"]["text"])["input_ids"]
      and list(ds["train"]["labels"]) == [0, 1])
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "train %s, test %s" % (ds["train"].column_names, ds["test"].column_names)}))
