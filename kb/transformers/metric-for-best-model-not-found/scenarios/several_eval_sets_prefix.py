"""Cause several-eval-sets-prefix: eval_dataset is a dict of named sets, so Trainer logs
their metrics as eval_<name>_loss, and the default metric_for_best_model ("loss" ->
"eval_loss") is not among them.

Remedies:
  prefixed-metric-name   metric_for_best_model="eval_val_loss", naming the set to select on
The check: Trainer's best checkpoint is the one with the lowest eval_val_loss in its own
log, and the final model holds that checkpoint's weights.
"""
import json

from transformers import Trainer

import _best_kit as kit

remedy = kit.arg_remedy({"prefixed-metric-name"})
extra = {"metric_for_best_model": "eval_val_loss", "greater_is_better": False} if remedy else {}
trainer = Trainer(model=kit.model(), args=kit.args(**extra), train_dataset=kit.data(64, seed=1),
                  eval_dataset={"val": kit.data(32, seed=2), "shifted": kit.data(32, seed=3)})
trainer.train()

ok, detail = kit.check_best(trainer, "eval_val_loss", greater=False)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
