"""Cause eval-metrics-have-no-loss: load_best_model_at_end=True with the default
metric_for_best_model ("loss"), but the evaluation set has no label column, so evaluate()
computes no loss and "eval_loss" is missing when Trainer saves the checkpoint.

Remedies:
  labelled-eval-split       evaluate on a held-out split that has labels
  greater-is-better-flag    (dead end) set greater_is_better=False; the metric is still missing
The check: Trainer's best checkpoint is the one with the lowest eval_loss in its own log.
"""
import json

from transformers import Trainer

import _best_kit as kit

remedy = kit.arg_remedy({"labelled-eval-split", "greater-is-better-flag"})
train = kit.data(64, seed=1)
eval_ds = kit.data(32, seed=2, labels=remedy == "labelled-eval-split")   # the test split: no labels

extra = {"greater_is_better": False} if remedy == "greater-is-better-flag" else {}
trainer = Trainer(model=kit.model(), args=kit.args(**extra), train_dataset=train, eval_dataset=eval_ds)
trainer.train()

ok, detail = kit.check_best(trainer, "eval_loss", greater=False)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
