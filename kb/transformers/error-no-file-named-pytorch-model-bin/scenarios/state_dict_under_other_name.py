"""Cause weights-under-another-name: the weights are in the folder, but as a plain
torch.save() state dict under a name transformers does not look for (model.pt).

A training loop saved `torch.save(model.state_dict(), out / "model.pt")` next to
config.json; from_pretrained only knows model.safetensors, pytorch_model.bin and their
index files.

Remedies:
  convert-with-save-pretrained   build the model from the config, load the state dict,
                                 save_pretrained() into the folder
The check: the reloaded model has every tensor of the trained model, bit for bit.
"""
import json
import os

import torch
from transformers import AutoConfig, AutoModelForCausalLM

import _ckpt_kit as kit

remedy = kit.arg_remedy({"convert-with-save-pretrained"})

model = kit.tiny_model()
out = kit.workdir("llama-tiny-run")
model.config.save_pretrained(out)
torch.save(model.state_dict(), os.path.join(out, "model.pt"))

if remedy == "convert-with-save-pretrained":
    config = AutoConfig.from_pretrained(out)
    rebuilt = AutoModelForCausalLM.from_config(config)
    rebuilt.load_state_dict(torch.load(os.path.join(out, "model.pt"), weights_only=True))
    rebuilt.save_pretrained(out)
print("folder:", sorted(os.listdir(out)))

loaded = AutoModelForCausalLM.from_pretrained(out)
ok, detail = kit.same_weights(loaded, model)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
