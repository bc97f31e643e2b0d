"""Cause column-name-differs: code written for a `text` column runs on a data set whose
column is `sentence` (GLUE/SST-2 style), or on a data set from which an earlier cell
already removed the column.

Remedies:
  use-actual-column-name   read ds.column_names and pass the name the data set has
  filter-to-present        (dead end) remove only the listed columns that exist: the map
                           function still reads the missing column (KeyError)
The check: the tokenized column holds the ids of the sentences encoded by hand and no
text column is left.
"""
import json

from datasets import Dataset

import _cols_kit as kit

remedy = kit.arg_remedy({"use-actual-column-name", "filter-to-present"})
ds = Dataset.from_dict({"sentence": ["the cat sat", "good film"], "label": [1, 1], "idx": [0, 1]})
text_col = "sentence" if remedy == "use-actual-column-name" else "text"
to_remove = [text_col, "idx"]
if remedy == "filter-to-present":
    to_remove = [c for c in to_remove if c in ds.column_names]


def tokenize(batch):
    return kit.encode(batch[text_col])


out = ds.map(tokenize, batched=True, remove_columns=to_remove)
ok = (list(out["input_ids"]) == kit.encode(ds["sentence"])["input_ids"] and "sentence" not in out.column_names)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "columns %s, input_ids %s" % (out.column_names, list(out["input_ids"]))}))
