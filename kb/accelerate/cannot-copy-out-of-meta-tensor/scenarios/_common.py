"""Shared helpers: a tiny GPT-2 checkpoint on disk and a logits comparison against it."""

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
CONFIG = dict(vocab_size=50, n_positions=16, n_embd=64, n_layer=4, n_head=2, bos_token_id=0, eos_token_id=0)
# about 0.8 MB in float32: a 300 KB budget sends the transformer blocks to the offload folder
MAX_MEMORY = {"cpu": "300KB"}


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def config():
    return GPT2Config(**CONFIG)


def saved_checkpoint():
    """Save a small GPT-2 with fixed random weights; return (folder, the in-memory reference model)."""
    torch.manual_seed(0)
    ref = GPT2LMHeadModel(config()).eval()
    folder = tempfile.mkdtemp(prefix="ckpt-")
    ref.save_pretrained(folder)
    return folder, ref


def check_logits(model, ref):
    with torch.no_grad():
        got = model.eval()(input_ids=IDS.to(model.device)).logits.float().cpu()
        want = ref(input_ids=IDS).logits
    diff = (got - want).abs().max().item()
    ok = bool(torch.isfinite(got).all()) and torch.allclose(got, want, atol=1e-5)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |logits - checkpoint model| = {diff:.3g}"}))
