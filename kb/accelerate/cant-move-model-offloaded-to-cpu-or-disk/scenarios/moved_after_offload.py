"""A model loaded with device_map="auto" that did not fit, then moved with model.to(device).

from_pretrained(device_map="auto") placed what fits in the memory budget and offloaded the
rest to the offload folder: those modules keep their parameters on the meta device and
accelerate hooks load the real weights at forward time. The script then moves the model
"to the device" as it would a plain model; accelerate's wrapper around model.to refuses.

Remedies:
  leave-placement-to-device-map   drop the .to(device) call; send the inputs to model.device
  load-without-offload            load the whole model (no device_map), then .to(device)
  remove-hooks-then-move          (dead end) accelerate.hooks.remove_hook_from_module, then .to

Check: next-token logits equal those of the same weights held in memory as a plain model.

Usage: python moved_after_offload.py [--remedy ID]
"""

import torch
from _common import check, logits, offloaded, parse_remedy, saved_checkpoint

from transformers import GPT2LMHeadModel

REMEDIES = ("leave-placement-to-device-map", "load-without-offload", "remove-hooks-then-move")


def main():
    remedy = parse_remedy(REMEDIES)
    folder, ref = saved_checkpoint()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    if remedy == "load-without-offload":
        model = GPT2LMHeadModel.from_pretrained(folder)
        model = model.to(device)
    else:
        model = offloaded(folder)
        if remedy == "leave-placement-to-device-map":
            pass  # the hooks already place every module; inputs go to model.device
        elif remedy == "remove-hooks-then-move":
            from accelerate.hooks import remove_hook_from_module
            remove_hook_from_module(model, recurse=True)
            model = model.to(device)
        else:
            model = model.to(device)  # RuntimeError: You can't move a model that has some modules offloaded ...
    got, want = logits(model.eval()), logits(ref.to(device))
    diff = (got - want).abs().max().item()
    check(torch.allclose(got, want, atol=1e-5), f"max |logits - in-memory reference| = {diff:.3g} on {device}")


if __name__ == "__main__":
    main()
