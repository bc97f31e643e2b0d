"""Sequence classification with the target column named "sentiment" instead of "labels".

Trainer removes every dataset column that the model's forward() does not accept
(remove_unused_columns=True, the default), so "sentiment" never reaches the model, no
labels are passed, and the output holds only logits.

Remedies:
  rename-to-labels          dataset.rename_column("sentiment", "labels")
  keep-unused-columns       TrainingArguments(remove_unused_columns=False) (dead end: the
                            column is then passed to forward() under its own name)

Check: 3 training steps run, and trainer.evaluate()'s eval_loss equals the cross-entropy
computed by hand from the trained model's logits and the true classes.

Usage: python label_column_not_named_labels.py [--remedy ID]
"""

import torch
from datasets import Dataset

from _common import args, bert_config, check, parse_remedy

REMEDIES = ("rename-to-labels", "keep-unused-columns")


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import BertForSequenceClassification, Trainer

    torch.manual_seed(0)
    rows = {"input_ids": [[2, 5 + i % 7, 9 + i % 3, 3] for i in range(16)], "sentiment": [i % 2 for i in range(16)]}
    ds = Dataset.from_dict(rows)
    if remedy == "rename-to-labels":
        ds = ds.rename_column("sentiment", "labels")
    model = BertForSequenceClassification(bert_config())
    targs = args(remove_unused_columns=False) if remedy == "keep-unused-columns" else args()
    trainer = Trainer(model=model, args=targs, train_dataset=ds, eval_dataset=ds)
    trainer.train()
    eval_loss = trainer.evaluate()["eval_loss"]
    model.eval()
    with torch.no_grad():
        logits = model(input_ids=torch.tensor(rows["input_ids"])).logits
    ref = torch.nn.functional.cross_entropy(logits, torch.tensor(rows["sentiment"])).item()
    check(abs(eval_loss - ref) < 1e-4 and trainer.state.global_step == 3,
          f"eval_loss {eval_loss:.5f} vs hand-computed {ref:.5f}; steps {trainer.state.global_step}")


if __name__ == "__main__":
    main()
