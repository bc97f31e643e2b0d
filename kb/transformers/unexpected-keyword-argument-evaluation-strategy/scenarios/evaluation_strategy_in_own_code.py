"""Training code from an older tutorial passes evaluation_strategy= to TrainingArguments.

evaluation_strategy was renamed eval_strategy (deprecated in 4.41) and the old name was
removed in 4.46, so TrainingArguments rejects it in 4.47.1, 4.57.6 and 5.24.0.

Remedies:
  rename-to-eval-strategy   pass eval_strategy="epoch" instead

Check: a 2-epoch run evaluates at the end of each epoch (two eval_loss entries in the
log history, at the last step of epoch 1 and epoch 2).

Usage: python evaluation_strategy_in_own_code.py [--remedy ID]
"""

import tempfile

import torch
from datasets import Dataset

from _common import bert_config, check, parse_remedy

REMEDIES = ("rename-to-eval-strategy",)


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import BertForSequenceClassification, Trainer, TrainingArguments

    torch.manual_seed(0)
    ds = Dataset.from_dict({"input_ids": [[2, 5 + i % 7, 9, 3] for i in range(16)], "labels": [i % 2 for i in range(16)]})
    strategy = {"eval_strategy": "epoch"} if remedy == "rename-to-eval-strategy" else {"evaluation_strategy": "epoch"}
    args = TrainingArguments(output_dir=tempfile.mkdtemp(prefix="out-"), num_train_epochs=2, per_device_train_batch_size=8,
                             report_to=[], use_cpu=True, save_strategy="no", logging_strategy="no", **strategy)
    trainer = Trainer(model=BertForSequenceClassification(bert_config()), args=args, train_dataset=ds, eval_dataset=ds)
    trainer.train()
    evals = [h["step"] for h in trainer.state.log_history if "eval_loss" in h]
    check(evals == [2, 4], f"evaluations at steps {evals} (expected [2, 4]: the end of each epoch)")


if __name__ == "__main__":
    main()
