"""Cause metric-name-not-returned: metric_for_best_model="accuracy", but compute_metrics
returns {"acc": ...}, so "eval_accuracy" is not among the evaluation metrics.

Remedies:
  use-returned-metric-name   metric_for_best_model="acc" (the key compute_metrics returns),
                             greater_is_better=True
  eval-prefix-only           (dead end) metric_for_best_model="eval_accuracy"
The check: Trainer's best checkpoint is the one with the highest eval_acc in its own log.
"""
import json

from transformers import Trainer

import _best_kit as kit

remedy = kit.arg_remedy({"use-returned-metric-name", "eval-prefix-only"})
name = {"use-returned-metric-name": "acc", "eval-prefix-only": "eval_accuracy"}.get(remedy, "accuracy")
trainer = Trainer(model=kit.model(), args=kit.args(metric_for_best_model=name, greater_is_better=True),
                  train_dataset=kit.data(64, seed=1), eval_dataset=kit.data(32, seed=2),
                  compute_metrics=kit.accuracy)
trainer.train()

ok, detail = kit.check_best(trainer, "eval_acc", greater=True)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
