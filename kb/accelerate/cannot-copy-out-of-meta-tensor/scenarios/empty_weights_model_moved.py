"""A model built under accelerate.init_empty_weights() and moved with .to(device) before loading weights.

init_empty_weights() creates every parameter on the meta device: shapes without storage. The
script then calls model.to(device) as for a normal model, and PyTorch has no data to copy.

Remedies:
  load-checkpoint-and-dispatch   accelerate.load_checkpoint_and_dispatch(model, folder, device_map=...)
  load-with-from-pretrained      AutoModelForCausalLM.from_pretrained(folder) instead of the empty model
  to-empty-as-suggested          (dead end) model.to_empty(device=...), as the message suggests

Check: logits equal those of the model saved in the checkpoint.

Usage: python empty_weights_model_moved.py [--remedy ID]
"""

import torch
from _common import check_logits, config, parse_remedy, saved_checkpoint
from accelerate import init_empty_weights

from transformers import AutoModelForCausalLM

REMEDIES = ("load-checkpoint-and-dispatch", "load-with-from-pretrained", "to-empty-as-suggested")


def main():
    remedy = parse_remedy(REMEDIES)
    folder, ref = saved_checkpoint()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    if remedy == "load-with-from-pretrained":
        model = AutoModelForCausalLM.from_pretrained(folder).to(device)
    else:
        with init_empty_weights():
            model = AutoModelForCausalLM.from_config(config())
        if remedy == "load-checkpoint-and-dispatch":
            from accelerate import load_checkpoint_and_dispatch
            model.tie_weights()
            model = load_checkpoint_and_dispatch(model, folder, device_map={"": device})
        elif remedy == "to-empty-as-suggested":
            model = model.to_empty(device=device)  # storage allocated, values never loaded
        else:
            model = model.to(device)  # NotImplementedError: Cannot copy out of meta tensor; no data!
    check_logits(model, ref)


if __name__ == "__main__":
    main()
