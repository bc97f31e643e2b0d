"""Trainer(tokenizer=...) with transformers 5.

Trainer's tokenizer argument became processing_class in 4.46 (the old name still worked
with a deprecation warning through 4.57.6) and is gone in 5.x, so 5.24.0 rejects it.
Runs in the 5.24 environment only.

Remedies:
  use-processing-class      pass processing_class=tokenizer instead

Check: the run finishes and the saved checkpoint folder holds the tokenizer files next
to the model (what passing the tokenizer to Trainer is for).

Usage: python trainer_tokenizer_argument.py [--remedy ID]
"""

import os
import tempfile

import torch
from datasets import Dataset

from _common import bert_config, check, parse_remedy

REMEDIES = ("use-processing-class",)


def tokenizer():
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    words = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "the", "cat", "sat", "dog"]
    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    return PreTrainedTokenizerFast(tokenizer_object=t, unk_token="[UNK]", pad_token="[PAD]")


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import BertForSequenceClassification, Trainer, TrainingArguments

    torch.manual_seed(0)
    tok = tokenizer()
    ds = Dataset.from_dict({"text": ["the cat sat", "the dog", "cat sat", "dog sat the"] * 2, "labels": [0, 1, 0, 1] * 2})
    ds = ds.map(lambda b: tok(b["text"]), batched=True, remove_columns=["text"])
    out = tempfile.mkdtemp(prefix="out-")
    args = TrainingArguments(output_dir=out, max_steps=2, per_device_train_batch_size=4, report_to=[], use_cpu=True,
                             save_strategy="steps", save_steps=2, logging_strategy="no")
    kw = {"processing_class": tok} if remedy == "use-processing-class" else {"tokenizer": tok}
    trainer = Trainer(model=BertForSequenceClassification(bert_config(vocab_size=len(tok))), args=args, train_dataset=ds, **kw)
    trainer.train()
    ckpt = os.path.join(out, "checkpoint-2")
    files = sorted(os.listdir(ckpt))
    ok = "tokenizer.json" in files and "config.json" in files
    check(ok, f"checkpoint-2 holds {files}")


if __name__ == "__main__":
    main()
