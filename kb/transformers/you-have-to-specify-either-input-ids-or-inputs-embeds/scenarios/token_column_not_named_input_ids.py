"""A pre-tokenized dataset whose token column is called "tokens" instead of "input_ids".

The ids were produced by an external tokenizer and stored as "tokens". Trainer removes
columns that forward() does not accept, so the model receives attention_mask and labels
but no input_ids.

Remedies:
  rename-to-input-ids     dataset.rename_column("tokens", "input_ids")

Check: 3 training steps run, and trainer.evaluate()'s eval_loss equals the cross-entropy
computed by hand from the trained model's logits.

Usage: python token_column_not_named_input_ids.py [--remedy ID]
"""

import torch
from datasets import Dataset

from _common import args, bert_config, check, parse_remedy

REMEDIES = ("rename-to-input-ids",)


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import BertForSequenceClassification, Trainer

    torch.manual_seed(0)
    tokens = [[2, 5 + i % 7, 9 + i % 3, 3] for i in range(16)]
    labels = [i % 2 for i in range(16)]
    ds = Dataset.from_dict({"tokens": tokens, "attention_mask": [[1] * 4] * 16, "labels": labels})
    if remedy == "rename-to-input-ids":
        ds = ds.rename_column("tokens", "input_ids")
    model = BertForSequenceClassification(bert_config())
    trainer = Trainer(model=model, args=args(), train_dataset=ds, eval_dataset=ds)
    trainer.train()
    eval_loss = trainer.evaluate()["eval_loss"]
    model.eval()
    with torch.no_grad():
        logits = model(input_ids=torch.tensor(tokens)).logits
    ref = torch.nn.functional.cross_entropy(logits, torch.tensor(labels)).item()
    check(abs(eval_loss - ref) < 1e-4, f"eval_loss {eval_loss:.5f} vs hand-computed {ref:.5f}")


if __name__ == "__main__":
    main()
