"""Cause weights-missing-from-folder: the folder holds config.json (and tokenizer files)
but no weights file.

The export step wrote only the configuration (`model.config.save_pretrained(out)`, as a
copy or download that kept only the *.json files also leaves it), and the loader then
finds no weights file in the folder.

Remedies:
  save-weights-with-save-pretrained   model.save_pretrained(out) writes model.safetensors
  local-files-only                    (dead end) from_pretrained(out, local_files_only=True)
The check: the reloaded model has every tensor of the trained model, bit for bit.
"""
import json
import os

from transformers import AutoModelForCausalLM

import _ckpt_kit as kit

remedy = kit.arg_remedy({"save-weights-with-save-pretrained", "local-files-only"})

model = kit.tiny_model()
out = kit.workdir("llama-tiny-finetuned")
if remedy == "save-weights-with-save-pretrained":
    model.save_pretrained(out)
else:
    model.config.save_pretrained(out)          # the mistake: only config.json is written
print("folder:", sorted(os.listdir(out)))

kwargs = {"local_files_only": True} if remedy == "local-files-only" else {}
loaded = AutoModelForCausalLM.from_pretrained(out, **kwargs)
ok, detail = kit.same_weights(loaded, model)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
