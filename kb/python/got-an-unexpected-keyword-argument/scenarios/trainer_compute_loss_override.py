"""WeightedTrainer.compute_loss() got an unexpected keyword argument
'num_items_in_batch', cause: a subclass overrides a library method with the signature of
an older release.

The override follows the pre-4.46 documentation: compute_loss(self, model, inputs,
return_outputs=False). Trainer.training_step of transformers 4.46 and later calls
self.compute_loss(model, inputs, num_items_in_batch=...).

Remedies:
  accept-new-keyword   add num_items_in_batch=None to the override's signature
The check: the model after 3 Trainer steps equals a hand-written SGD loop on the
class-weighted cross-entropy the override computes (max parameter difference < 1e-5).
"""
import json

import torch
import torch.nn.functional as F
from datasets import Dataset
from transformers import Trainer, default_data_collator

from _kit import arg_remedy
import _trainer_kit as kit

remedy = arg_remedy({"accept-new-keyword"})
CLASS_WEIGHT = torch.tensor([1.0, 4.0])


def class_weighted_loss(model, inputs):
    labels = inputs.pop("labels")
    outputs = model(**inputs)
    return F.cross_entropy(outputs.logits, labels, weight=CLASS_WEIGHT), outputs


if remedy == "accept-new-keyword":
    class WeightedTrainer(Trainer):
        def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
            loss, outputs = class_weighted_loss(model, inputs)
            return (loss, outputs) if return_outputs else loss
else:
    class WeightedTrainer(Trainer):
        def compute_loss(self, model, inputs, return_outputs=False):
            loss, outputs = class_weighted_loss(model, inputs)
            return (loss, outputs) if return_outputs else loss

ds = Dataset.from_dict({"input_ids": kit.INPUT_IDS, "attention_mask": kit.ATTENTION, "label": kit.LABELS})
model = kit.tiny_distilbert()
reference = kit.sgd_reference(model, lambda m: class_weighted_loss(m, kit.batch())[0])

trainer = WeightedTrainer(model=model, args=kit.training_args(), train_dataset=ds,
                          data_collator=default_data_collator)
trainer.train()

diff = kit.max_param_diff(trainer.model, reference)
print("KNOWNFIX_CHECK " + json.dumps({
    "ok": diff < 1e-5,
    "detail": "max |param - class-weighted SGD reference| after %d steps = %.2e" % (kit.STEPS, diff)}))
