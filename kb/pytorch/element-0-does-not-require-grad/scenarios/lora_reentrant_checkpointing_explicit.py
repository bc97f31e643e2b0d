"""Cause frozen-inputs-reentrant-checkpointing, with use_reentrant=True passed explicitly
(gradient_checkpointing_kwargs={"use_reentrant": True}, as recipes do to silence torch's
warning about the default). transformers 5.x calls enable_input_require_grads() itself
when checkpointing is enabled, so even this program trains there (marked absent in
hf-5.24).

Remedies:
  enable-input-require-grads   base.enable_input_require_grads() before get_peft_model
  non-reentrant-checkpointing  gradient_checkpointing_kwargs={"use_reentrant": False}
The check: after 3 SGD steps the LoRA weights equal those of the same Trainer run without
gradient checkpointing, they moved, and no frozen base weight changed.
"""
import argparse
import json

parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=("enable-input-require-grads", "non-reentrant-checkpointing"))
remedy = parser.parse_args().remedy

import _lora_checkpointing as kit

reference, _ = kit.train(gc=False)
reentrant = remedy != "non-reentrant-checkpointing"
model, init = kit.train(gc=True, gc_kwargs={"use_reentrant": reentrant}, fix=remedy)
ok, detail = kit.check(model, init, reference)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
