"""A model loaded with device_map="auto" (part of it offloaded), then cast with model.to(torch.bfloat16).

model.to(dtype) moves no data between devices, but accelerate's wrapper around model.to
checks for meta parameters on every call, so a dtype cast is refused like a device move.

Remedies:
  dtype-at-load           pass the dtype to from_pretrained (dtype=, torch_dtype= before transformers 4.56)
  load-without-offload    load the whole model (no device_map), then .to(torch.bfloat16)
  cast-with-bfloat16-method  model.bfloat16() (or .half()), which accelerate does not wrap

Check: logits equal those of the in-memory reference model cast to bfloat16.

Usage: python dtype_cast_after_offload.py [--remedy ID]
"""

import torch
from _common import check, dtype_kwarg, logits, offloaded, parse_remedy, saved_checkpoint

from transformers import GPT2LMHeadModel

REMEDIES = ("dtype-at-load", "load-without-offload", "cast-with-bfloat16-method")


def main():
    remedy = parse_remedy(REMEDIES)
    folder, ref = saved_checkpoint()
    if remedy == "dtype-at-load":
        model = offloaded(folder, **dtype_kwarg(torch.bfloat16))
    elif remedy == "load-without-offload":
        model = GPT2LMHeadModel.from_pretrained(folder).to(torch.bfloat16)
    else:
        model = offloaded(folder)
        if remedy == "cast-with-bfloat16-method":
            model = model.bfloat16()
        else:
            model = model.to(torch.bfloat16)  # RuntimeError: You can't move a model that has some modules offloaded ...
    dtypes = sorted({str(p.dtype) for p in model.parameters()})
    got, want = logits(model.eval()), logits(ref.to(torch.bfloat16))
    diff = (got - want).abs().max().item()
    check(torch.allclose(got, want, atol=1e-6) and dtypes == ["torch.bfloat16"],
          f"parameter dtypes {dtypes}; max |logits - bfloat16 reference| = {diff:.3g}")


if __name__ == "__main__":
    main()
