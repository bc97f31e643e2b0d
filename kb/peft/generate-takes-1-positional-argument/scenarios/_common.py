"""Shared helpers: tiny T5 and GPT-2 models with random weights and a LoRA adapter that changes them."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

import torch  # noqa: E402

IDS = torch.tensor([[5, 6, 7, 8, 9]])
MASK = torch.ones_like(IDS)
GEN = dict(max_new_tokens=6, do_sample=False, num_beams=1)


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def lora(model, targets, task_type):
    from peft import LoraConfig, get_peft_model
    torch.manual_seed(1)
    return get_peft_model(model, LoraConfig(r=4, lora_alpha=32, target_modules=targets, task_type=task_type,
                                            init_lora_weights=False)).eval()


def tiny_t5():
    from transformers import T5Config, T5ForConditionalGeneration
    torch.manual_seed(0)
    cfg = T5Config(vocab_size=40, d_model=16, d_kv=8, d_ff=32, num_layers=2, num_heads=2,
                   decoder_start_token_id=0, pad_token_id=0, eos_token_id=1)
    return T5ForConditionalGeneration(cfg).eval()


def tiny_gpt2():
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(0)
    return GPT2LMHeadModel(GPT2Config(vocab_size=40, n_positions=32, n_embd=16, n_layer=2, n_head=2,
                                      bos_token_id=0, eos_token_id=1, pad_token_id=0)).eval()


def merged_reference(peft_model):
    """Greedy output of the same weights with the adapter merged into a plain model (a deep copy)."""
    import copy
    plain = copy.deepcopy(peft_model).merge_and_unload().eval()
    with torch.no_grad():
        return plain.generate(input_ids=IDS, attention_mask=MASK, **GEN)


def check_tokens(out, ref, base_out):
    same = out.shape == ref.shape and bool(torch.equal(out, ref))
    differs = not (base_out.shape == ref.shape and bool(torch.equal(base_out, ref)))
    print("KNOWNFIX_CHECK " + json.dumps({
        "ok": same and differs,
        "detail": f"tokens {out.tolist()} vs merged-adapter reference {ref.tolist()}; "
                  f"adapter changes the output of the base model: {differs}"}))
