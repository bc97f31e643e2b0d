"""Fine-tuning a classifier built with AutoModel, which has no classification head.

AutoModel.from_pretrained(...) returns the bare encoder (BertModel). Its forward() has
no `labels` argument, so Trainer drops the labels column and the output holds only
last_hidden_state and pooler_output: there is nothing to compute a loss from.

Remedies:
  use-task-head-class       AutoModelForSequenceClassification.from_pretrained(..., num_labels=2)

Check: 3 training steps run, and trainer.evaluate()'s eval_loss equals the cross-entropy
computed by hand from the trained model's logits.

Usage: python base_model_without_head.py [--remedy ID]
"""

import tempfile

import torch
from datasets import Dataset

from _common import args, bert_config, check, parse_remedy

REMEDIES = ("use-task-head-class",)


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import AutoModel, AutoModelForSequenceClassification, BertModel, Trainer

    torch.manual_seed(0)
    pretrained = tempfile.mkdtemp(prefix="encoder-")
    BertModel(bert_config()).save_pretrained(pretrained)
    rows = {"input_ids": [[2, 5 + i % 7, 9 + i % 3, 3] for i in range(16)], "labels": [i % 2 for i in range(16)]}
    ds = Dataset.from_dict(rows)
    if remedy == "use-task-head-class":
        model = AutoModelForSequenceClassification.from_pretrained(pretrained, num_labels=2)
    else:
        model = AutoModel.from_pretrained(pretrained)
    trainer = Trainer(model=model, args=args(), train_dataset=ds, eval_dataset=ds)
    trainer.train()
    eval_loss = trainer.evaluate()["eval_loss"]
    model.eval()
    with torch.no_grad():
        logits = model(input_ids=torch.tensor(rows["input_ids"])).logits
    ref = torch.nn.functional.cross_entropy(logits, torch.tensor(rows["labels"])).item()
    check(abs(eval_loss - ref) < 1e-4, f"eval_loss {eval_loss:.5f} vs hand-computed {ref:.5f}")


if __name__ == "__main__":
    main()
