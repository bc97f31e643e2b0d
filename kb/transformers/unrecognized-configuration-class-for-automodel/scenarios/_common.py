"""Shared helpers: tiny models with random weights, tiny datasets, a short Trainer run."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error",
                   "WANDB_DISABLED": "true"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def args(**kw):
    from transformers import TrainingArguments

    base = dict(output_dir=tempfile.mkdtemp(prefix="out-"), max_steps=3, per_device_train_batch_size=4,
                per_device_eval_batch_size=4, report_to=[], use_cpu=True, save_strategy="no", logging_strategy="no",
                learning_rate=1e-3)
    base.update(kw)
    return TrainingArguments(**base)


def bert_config(**kw):
    from transformers import BertConfig

    base = dict(vocab_size=64, hidden_size=16, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32,
                max_position_embeddings=32, num_labels=2)
    base.update(kw)
    return BertConfig(**base)


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
