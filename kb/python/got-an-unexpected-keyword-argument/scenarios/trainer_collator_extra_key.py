"""DistilBertForSequenceClassification.forward() got an unexpected keyword argument
'sample_weight', cause: a Trainer batch carries a key that the model's forward() does not
take.

The data set has a per-example `sample_weight` column for a weighted loss.
remove_unused_columns=False keeps it for the custom collator, the collator puts it into
the batch, and Trainer calls model(**batch): forward() has no such parameter.
(transformers 5.x model forwards take **kwargs and drop the key without an error, so the
weighting is silently lost there; this scenario is marked absent in hf-5.24.)

Remedies:
  pop-extra-keys-in-compute-loss   a Trainer subclass pops sample_weight (and labels) and
                                   computes the weighted loss itself
  remove-unused-columns-true       (dead end) let Trainer drop the column: the collator
                                   no longer sees it (KeyError)
The check: the model after 3 Trainer steps equals a hand-written SGD loop on the
weighted cross-entropy (max parameter difference < 1e-5).
"""
import json

import torch
from datasets import Dataset
from transformers import Trainer

from _kit import arg_remedy
import _trainer_kit as kit

remedy = arg_remedy({"pop-extra-keys-in-compute-loss", "remove-unused-columns-true"})

ds = Dataset.from_dict({"input_ids": kit.INPUT_IDS, "attention_mask": kit.ATTENTION,
                        "label": kit.LABELS, "sample_weight": kit.WEIGHTS})


def collate(features):
    return {
        "input_ids": torch.tensor([f["input_ids"] for f in features]),
        "attention_mask": torch.tensor([f["attention_mask"] for f in features]),
        "labels": torch.tensor([f["label"] for f in features]),
        "sample_weight": torch.tensor([f["sample_weight"] for f in features]),
    }


class WeightedTrainer(Trainer):
    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        weights = inputs.pop("sample_weight")
        labels = inputs.pop("labels")
        outputs = model(**inputs)
        loss = kit.weighted_ce(outputs.logits, labels, weights)
        return (loss, outputs) if return_outputs else loss


model = kit.tiny_distilbert()
b = kit.batch()
w = torch.tensor(kit.WEIGHTS)
reference = kit.sgd_reference(
    model, lambda m: kit.weighted_ce(m(input_ids=b["input_ids"], attention_mask=b["attention_mask"]).logits, b["labels"], w))

trainer_cls = WeightedTrainer if remedy == "pop-extra-keys-in-compute-loss" else Trainer
keep = remedy != "remove-unused-columns-true"
trainer = trainer_cls(model=model, args=kit.training_args(remove_unused_columns=not keep),
                      train_dataset=ds, data_collator=collate)
trainer.train()

diff = kit.max_param_diff(trainer.model, reference)
print("KNOWNFIX_CHECK " + json.dumps({
    "ok": diff < 1e-5,
    "detail": "max |param - weighted-SGD reference| after %d steps = %.2e" % (kit.STEPS, diff)}))
