"""Shared part of the gradient-checkpointing scenarios (not a scenario).

A tiny LlamaForCausalLM built from a config (nothing is downloaded), LoRA adapters on
q_proj/v_proj through peft, and a Trainer whose update is plain SGD (constant learning
rate, no clipping, one batch). `train(gc, gc_kwargs, fix)` returns the trained PeftModel;
the reference is the same Trainer run without gradient checkpointing.
"""
import copy
import os
import tempfile
import warnings

os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
os.environ.setdefault("WANDB_DISABLED", "true")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import torch
from datasets import Dataset
from peft import LoraConfig, get_peft_model
from transformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments, default_data_collator

STEPS = 3
IDS = [[3, 17, 22, 5, 9, 41, 7, 2], [12, 4, 4, 30, 18, 6, 11, 1], [25, 8, 14, 3, 3, 19, 27, 10]]


def build():
    torch.manual_seed(0)
    cfg = LlamaConfig(vocab_size=48, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=16)
    base = LlamaForCausalLM(cfg)
    torch.manual_seed(1)
    lora = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], lora_dropout=0.0,
                      init_lora_weights=False)
    return base, lora


def train(gc, gc_kwargs=None, fix=None):
    base, lora = build()
    if fix == "enable-input-require-grads":
        base.enable_input_require_grads()
    model = get_peft_model(base, lora)
    if fix == "unfreeze-input-embeddings":
        model.get_input_embeddings().weight.requires_grad_(True)
    init = {k: v.detach().clone() for k, v in model.named_parameters()}
    kw = dict(output_dir=tempfile.mkdtemp(prefix="kf-gc-"), per_device_train_batch_size=len(IDS),
              max_steps=STEPS, learning_rate=0.5, optim="sgd", lr_scheduler_type="constant",
              warmup_steps=0, weight_decay=0.0, max_grad_norm=0.0, save_strategy="no",
              logging_strategy="no", report_to=[], disable_tqdm=True, use_cpu=True,
              dataloader_num_workers=0, seed=0, gradient_checkpointing=gc)
    if gc_kwargs is not None:
        kw["gradient_checkpointing_kwargs"] = gc_kwargs
    ds = Dataset.from_dict({"input_ids": IDS, "labels": IDS})
    trainer = Trainer(model=model, args=TrainingArguments(**kw), train_dataset=ds,
                      data_collator=default_data_collator)
    trainer.train()
    return model, init


def check(model, init, reference):
    ref = dict(reference.named_parameters())
    lora_diff = moved = base_moved = 0.0
    for name, p in model.named_parameters():
        delta = (p.detach() - init[name]).abs().max().item()
        if "lora_" in name:
            lora_diff = max(lora_diff, (p.detach() - ref[name].detach()).abs().max().item())
            moved = max(moved, delta)
        else:
            base_moved = max(base_moved, delta)
    ok = lora_diff < 1e-5 and moved > 1e-4 and base_moved == 0.0
    detail = ("LoRA weights vs the run without checkpointing: max diff %.2e; LoRA moved by %.2e; "
              "frozen base weights moved by %.2e" % (lora_diff, moved, base_moved))
    return ok, detail
