"""Shared helper of this entry's scenarios (not a scenario): a tiny DistilBERT classifier
from a config (nothing is downloaded), a small labelled data set, TrainingArguments that
evaluate and save every 4 steps with load_best_model_at_end, and the check that the best
checkpoint Trainer picked is the one a hand-written scan of its own log would pick."""
import os
import sys
import tempfile

os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("WANDB_DISABLED", "true")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
import torch
from datasets import Dataset
from transformers import DistilBertConfig, DistilBertForSequenceClassification, TrainingArguments


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def model():
    torch.manual_seed(0)
    cfg = DistilBertConfig(vocab_size=32, dim=16, hidden_dim=32, n_layers=1, n_heads=2,
                           max_position_embeddings=8, dropout=0.0, attention_dropout=0.0,
                           seq_classif_dropout=0.0, num_labels=2)
    return DistilBertForSequenceClassification(cfg)


def data(n, seed, labels=True):
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, 32, size=(n, 6))
    y = (ids[:, 0] > 16).astype(int)          # learnable: the first token decides the class
    cols = {"input_ids": ids.tolist(), "attention_mask": [[1] * 6] * n}
    if labels:
        cols["label"] = y.tolist()
    return Dataset.from_dict(cols)


def args(**overrides):
    kw = dict(output_dir=tempfile.mkdtemp(prefix="kf-best-"), per_device_train_batch_size=8,
              per_device_eval_batch_size=16, max_steps=12, learning_rate=0.2,
              eval_strategy="steps", eval_steps=4, save_strategy="steps", save_steps=4,
              load_best_model_at_end=True, logging_strategy="no", report_to=[],
              disable_tqdm=True, use_cpu=True, dataloader_num_workers=0, seed=0)
    kw.update(overrides)
    return TrainingArguments(**kw)


def accuracy(eval_pred):
    logits, labels = eval_pred
    return {"acc": float((np.argmax(logits, axis=-1) == labels).mean())}


def check_best(trainer, key, greater):
    evals = [(h["step"], h[key]) for h in trainer.state.log_history if key in h]
    if not evals:
        return False, "no %s in the log history" % key
    # ties: Trainer keeps the first checkpoint that reached the best value
    values = [v for _, v in evals]
    target = max(values) if greater else min(values)
    best_step = next(s for s, v in evals if v == target)
    picked = trainer.state.best_model_checkpoint or ""
    ok = picked.rstrip("/").endswith("checkpoint-%d" % best_step)
    loaded = False
    if ok:
        from safetensors.torch import load_file
        saved = load_file(os.path.join(picked, "model.safetensors"))
        live = trainer.model.state_dict()
        loaded = all(torch.equal(live[k].cpu(), v) for k, v in saved.items() if k in live)
    return ok and loaded, "%s per eval step %s; Trainer picked %s, a scan of the log picks checkpoint-%d; final model holds that checkpoint's weights: %s" % (
        key, ["%d:%.4f" % sv for sv in evals], os.path.basename(picked.rstrip("/")), best_step, loaded)
