"""Shared helpers: a tiny GPT-2 with random weights and checks of where LoRA was placed."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

import torch  # noqa: E402

IDS = torch.tensor([[1, 2, 3, 4]])


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def tiny_gpt2():
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    return GPT2LMHeadModel(GPT2Config(vocab_size=50, n_positions=16, n_embd=16, n_layer=2, n_head=2,
                                      bos_token_id=0, eos_token_id=0)).eval()


def logits(model):
    with torch.no_grad():
        return model(input_ids=IDS).logits


def adapted(peft_model):
    """Names (relative to the wrapped model) of the modules that received a LoRA adapter."""
    prefix = "base_model.model."
    return sorted(n[len(prefix):].rsplit(".lora_A", 1)[0] for n, _ in peft_model.named_modules()
                  if n.endswith(".lora_A"))


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
