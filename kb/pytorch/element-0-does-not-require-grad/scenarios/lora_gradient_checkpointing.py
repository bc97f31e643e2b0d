"""Cause frozen-inputs-reentrant-checkpointing: Trainer(gradient_checkpointing=True) on a
PEFT/LoRA model, with the transformers 4.x default use_reentrant=True.

Only the LoRA matrices inside the decoder layers are trainable; the embedding output that
enters the first checkpointed layer does not require grad, so the reentrant checkpoint
records nothing (torch warns "None of the inputs have requires_grad=True. Gradients will
be None") and loss.backward() raises. transformers 5.x defaults to use_reentrant=False:
there the same program trains (this scenario is marked absent in hf-5.24).

Remedies:
  enable-input-require-grads   base.enable_input_require_grads() before get_peft_model
  non-reentrant-checkpointing  gradient_checkpointing_kwargs={"use_reentrant": False}
  unfreeze-input-embeddings    (dead end) make the embedding matrix trainable
The check: after 3 SGD steps the LoRA weights equal those of the same Trainer run without
gradient checkpointing, they moved, and no frozen base weight changed.
"""
import argparse
import json

parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=("enable-input-require-grads", "non-reentrant-checkpointing",
                                         "unfreeze-input-embeddings"))
remedy = parser.parse_args().remedy

import _lora_checkpointing as kit

reference, _ = kit.train(gc=False)
gc_kwargs = {"use_reentrant": False} if remedy == "non-reentrant-checkpointing" else None
model, init = kit.train(gc=True, gc_kwargs=gc_kwargs, fix=remedy)
ok, detail = kit.check(model, init, reference)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
