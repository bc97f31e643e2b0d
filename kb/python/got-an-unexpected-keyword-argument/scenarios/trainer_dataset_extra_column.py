"""BagOfTokensClassifier.forward() got an unexpected keyword argument 'idx', cause: a
Trainer batch carries a key that the model's forward() does not take.

A custom torch model (forward(input_ids, attention_mask=None, labels=None)) is trained
with Trainer on a data set that still has the `idx` column of GLUE-style data.
remove_unused_columns=False, copied from a recipe, keeps the column; default_data_collator
turns it into a tensor and Trainer calls model(**batch).

Remedies:
  keep-remove-unused-columns   leave remove_unused_columns at its default (True):
                               Trainer drops columns that forward() does not name
  remove-dataset-columns       ds.remove_columns(["idx"]) before training
The check: the model after 3 Trainer steps equals a hand-written SGD loop on the
cross-entropy (max parameter difference < 1e-5).
"""
import json

import torch
import torch.nn as nn
import torch.nn.functional as F
from datasets import Dataset
from transformers import Trainer, default_data_collator

from _kit import arg_remedy
import _trainer_kit as kit

remedy = arg_remedy({"keep-remove-unused-columns", "remove-dataset-columns"})


class BagOfTokensClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(16, 8)
        self.head = nn.Linear(8, 2)

    def forward(self, input_ids, attention_mask=None, labels=None):
        mask = attention_mask.unsqueeze(-1).float()
        pooled = (self.emb(input_ids) * mask).sum(1) / mask.sum(1)
        logits = self.head(pooled)
        out = {"logits": logits}
        if labels is not None:
            out["loss"] = F.cross_entropy(logits, labels)
        return out


ds = Dataset.from_dict({"idx": list(range(len(kit.LABELS))), "input_ids": kit.INPUT_IDS,
                        "attention_mask": kit.ATTENTION, "label": kit.LABELS})

torch.manual_seed(0)
model = BagOfTokensClassifier()
b = kit.batch()
reference = kit.sgd_reference(model, lambda m: m(**b)["loss"])

if remedy == "remove-dataset-columns":
    ds = ds.remove_columns(["idx"])
remove_unused = remedy == "keep-remove-unused-columns"
trainer = Trainer(model=model, args=kit.training_args(remove_unused_columns=remove_unused),
                  train_dataset=ds, data_collator=default_data_collator)
trainer.train()

diff = kit.max_param_diff(trainer.model, reference)
print("KNOWNFIX_CHECK " + json.dumps({
    "ok": diff < 1e-5,
    "detail": "max |param - SGD reference| after %d steps = %.2e" % (kit.STEPS, diff)}))
