"""Shared helpers: a tiny GPT-2 base saved to a folder and a LoRA adapter with non-zero weights."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

import torch  # noqa: E402
from transformers import GPT2Config, GPT2LMHeadModel  # noqa: E402

IDS = torch.tensor([[1, 2, 3, 4, 5]])


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def saved_base():
    """Save a base model with fixed random weights; return its folder."""
    torch.manual_seed(0)
    base = GPT2LMHeadModel(GPT2Config(vocab_size=50, n_positions=16, n_embd=16, n_layer=2, n_head=2,
                                      bos_token_id=0, eos_token_id=0))
    folder = tempfile.mkdtemp(prefix="base-")
    base.save_pretrained(folder)
    return folder


def base_model(folder):
    return GPT2LMHeadModel.from_pretrained(folder).eval()


def lora_model(folder, adapter_name="default"):
    """The base with a LoRA adapter whose B matrices are not zero, so the adapter changes the output."""
    from peft import LoraConfig, get_peft_model
    torch.manual_seed(1)
    return get_peft_model(base_model(folder), LoraConfig(r=4, lora_alpha=8, target_modules=["c_attn"],
                                                         init_lora_weights=False), adapter_name=adapter_name).eval()


def logits(model):
    with torch.no_grad():
        return model(input_ids=IDS).logits


def check_same(model, reference, base_folder):
    got, want, plain = logits(model.eval()), logits(reference), logits(base_model(base_folder))
    diff = (got - want).abs().max().item()
    changed = not torch.allclose(want, plain, atol=1e-4)
    ok = torch.allclose(got, want, atol=1e-6) and changed
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |logits - saved model| = {diff:.3g}; "
                                                              f"saved model differs from the bare base: {changed}"}))
