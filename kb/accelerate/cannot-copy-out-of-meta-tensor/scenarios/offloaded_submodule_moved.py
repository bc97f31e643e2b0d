"""A model loaded with device_map="auto" and disk offload, then one of its submodules moved with .to().

accelerate wraps only the top-level model.to; a submodule's .to (here model.transformer, as
code that moves "the backbone" does) reaches PyTorch directly, and the offloaded blocks hold
meta parameters whose weights live in the offload folder.

Remedies:
  leave-placement-to-device-map   move nothing: the hooks place every module; inputs go to model.device
  load-without-offload            load the whole model (no device_map), then move what you like
  remove-hooks-then-move          (dead end) accelerate.hooks.remove_hook_from_module, then .to

Check: logits equal those of the model saved in the checkpoint.

Usage: python offloaded_submodule_moved.py [--remedy ID]
"""

import tempfile

import torch
from _common import MAX_MEMORY, check_logits, parse_remedy, saved_checkpoint

from transformers import GPT2LMHeadModel

REMEDIES = ("leave-placement-to-device-map", "load-without-offload", "remove-hooks-then-move")


def main():
    remedy = parse_remedy(REMEDIES)
    folder, ref = saved_checkpoint()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    if remedy == "load-without-offload":
        model = GPT2LMHeadModel.from_pretrained(folder)
        model.transformer.to(device)
        model.lm_head.to(device)
    else:
        model = GPT2LMHeadModel.from_pretrained(folder, device_map="auto", max_memory=MAX_MEMORY,
                                                offload_folder=tempfile.mkdtemp(prefix="offload-"))
        print("hf_device_map devices:", sorted(set(model.hf_device_map.values())))
        if remedy == "leave-placement-to-device-map":
            pass
        elif remedy == "remove-hooks-then-move":
            from accelerate.hooks import remove_hook_from_module
            remove_hook_from_module(model, recurse=True)
            model.transformer.to(device)
        else:
            model.transformer.to(device)  # NotImplementedError: Cannot copy out of meta tensor; no data!
    check_logits(model, ref)


if __name__ == "__main__":
    main()
