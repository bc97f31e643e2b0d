"""Shared helper of this entry's Trainer scenarios (not a scenario).

A tiny classification task, TrainingArguments that make Trainer's update a plain SGD
step (constant learning rate, no clipping, no warmup, no weight decay, one batch that
holds the whole data set), and a hand-written SGD loop that serves as the reference.
Nothing is downloaded: models are built from configs.
"""
import copy
import os
import tempfile

os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("WANDB_DISABLED", "true")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import torch
import torch.nn.functional as F

LR = 0.5
STEPS = 3
INPUT_IDS = [[5, 9, 12, 7, 3, 0], [8, 8, 2, 14, 0, 0], [11, 4, 4, 6, 9, 2],
             [3, 13, 5, 0, 0, 0], [7, 1, 10, 12, 6, 0], [2, 2, 9, 15, 4, 8]]
ATTENTION = [[1 if t else 0 for t in row] for row in INPUT_IDS]
LABELS = [0, 1, 1, 0, 1, 0]
WEIGHTS = [1.0, 3.0, 0.5, 2.0, 1.0, 0.25]


def training_args(**overrides):
    from transformers import TrainingArguments

    kw = dict(
        output_dir=tempfile.mkdtemp(prefix="kf-trainer-"),
        per_device_train_batch_size=len(INPUT_IDS),
        max_steps=STEPS,
        learning_rate=LR,
        optim="sgd",
        lr_scheduler_type="constant",
        warmup_steps=0,
        weight_decay=0.0,
        max_grad_norm=0.0,
        save_strategy="no",
        logging_strategy="no",
        report_to=[],
        disable_tqdm=True,
        use_cpu=True,
        dataloader_num_workers=0,
        seed=0,
    )
    kw.update(overrides)
    return TrainingArguments(**kw)


def tiny_distilbert():
    from transformers import DistilBertConfig, DistilBertForSequenceClassification

    torch.manual_seed(0)
    cfg = DistilBertConfig(vocab_size=16, dim=16, hidden_dim=32, n_layers=1, n_heads=2,
                           max_position_embeddings=8, dropout=0.0, attention_dropout=0.0,
                           seq_classif_dropout=0.0, num_labels=2)
    return DistilBertForSequenceClassification(cfg)


def batch():
    return {
        "input_ids": torch.tensor(INPUT_IDS),
        "attention_mask": torch.tensor(ATTENTION),
        "labels": torch.tensor(LABELS),
    }


def weighted_ce(logits, labels, weights):
    per_example = F.cross_entropy(logits, labels, reduction="none")
    return (per_example * weights).sum() / weights.sum()


def sgd_reference(model, loss_of):
    """STEPS plain SGD steps on the whole batch, written by hand."""
    ref = copy.deepcopy(model)
    ref.train()
    opt = torch.optim.SGD(ref.parameters(), lr=LR)
    for _ in range(STEPS):
        opt.zero_grad()
        loss_of(ref).backward()
        opt.step()
    return ref


def max_param_diff(a, b):
    sa, sb = a.state_dict(), b.state_dict()
    return max((sa[k].float() - sb[k].float()).abs().max().item() for k in sa)
