"""A fine-tuned checkpoint saved from a DistributedDataParallel wrapper: every key starts with "module.".

The training script saved torch.save(ddp_model.state_dict(), "pytorch_model.bin") next
to config.json. from_pretrained finds no key it knows, so every weight of the model is
"newly initialized": the loaded model is random. A strict logging setup turns the
warning into an error.

Remedies:
  strip-prefix-and-resave     remove the "module." prefix (or save ddp_model.module with
                              save_pretrained) and load again
  silence-the-warning         lower the transformers log level and use the model
                              (dead end)

Check: the loaded model's logits on a batch equal those of the fine-tuned model.

Usage: python prefixed_state_dict.py [--remedy ID]
"""

import os
import tempfile

import torch
from transformers import logging as hf_logging

from _common import check, config, parse_remedy, strict

REMEDIES = ("strip-prefix-and-resave", "silence-the-warning")


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import BertForSequenceClassification

    torch.manual_seed(0)
    trained = BertForSequenceClassification(config(num_labels=3)).eval()
    ckpt = tempfile.mkdtemp(prefix="ddp-ckpt-")
    trained.config.save_pretrained(ckpt)
    torch.save({"module." + k: v for k, v in trained.state_dict().items()}, os.path.join(ckpt, "pytorch_model.bin"))
    if remedy == "strip-prefix-and-resave":
        sd = torch.load(os.path.join(ckpt, "pytorch_model.bin"), map_location="cpu", weights_only=True)
        fixed = BertForSequenceClassification(config(num_labels=3))
        fixed.load_state_dict({k.removeprefix("module."): v for k, v in sd.items()})
        ckpt = tempfile.mkdtemp(prefix="fixed-ckpt-")
        fixed.save_pretrained(ckpt)
    strict()
    if remedy == "silence-the-warning":
        hf_logging.set_verbosity_error()
    model = BertForSequenceClassification.from_pretrained(ckpt).eval()
    batch = torch.tensor([[2, 5, 6, 7, 3], [2, 9, 10, 11, 3]])
    with torch.no_grad():
        got, want = model(input_ids=batch).logits, trained(input_ids=batch).logits
    check(torch.allclose(got, want, atol=1e-5), f"max |logits - fine-tuned| = {(got - want).abs().max().item():.3g}")


if __name__ == "__main__":
    main()
