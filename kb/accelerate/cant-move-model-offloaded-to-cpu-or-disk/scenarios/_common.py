"""Shared helpers: a tiny GPT-2 saved to a folder, loaded back with part of it offloaded to disk."""

import argparse
import json
import os
import sys
import tempfile

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error"})
os.environ["HF_HOME"] = tempfile.mkdtemp(prefix="hf-home-")

import torch  # noqa: E402
import transformers  # noqa: E402
from transformers import GPT2Config, GPT2LMHeadModel  # noqa: E402

IDS = torch.tensor([[1, 2, 3, 4, 5]])
# The saved model is about 0.8 MB in float32: a 300 KB budget keeps the embeddings and the head
# in memory and sends the transformer blocks to the offload folder (meta parameters + hooks).
MAX_MEMORY = {"cpu": "300KB"}


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def saved_checkpoint():
    """Save a small GPT-2 with fixed random weights; return (folder, the in-memory reference model)."""
    torch.manual_seed(0)
    ref = GPT2LMHeadModel(GPT2Config(vocab_size=50, n_positions=16, n_embd=64, n_layer=4, n_head=2,
                                     bos_token_id=0, eos_token_id=0)).eval()
    folder = tempfile.mkdtemp(prefix="ckpt-")
    ref.save_pretrained(folder)
    return folder, ref


def dtype_kwarg(dtype):
    """transformers 4.56 renamed from_pretrained's torch_dtype= to dtype=."""
    major, minor = (int(v) for v in transformers.__version__.split(".")[:2])
    return {"dtype": dtype} if (major, minor) >= (4, 56) else {"torch_dtype": dtype}


def offloaded(folder, **kwargs):
    model = GPT2LMHeadModel.from_pretrained(folder, device_map="auto", max_memory=MAX_MEMORY,
                                            offload_folder=tempfile.mkdtemp(prefix="offload-"), **kwargs)
    placed = sorted(set(model.hf_device_map.values()))
    print(f"hf_device_map devices: {placed}")
    return model


def logits(model):
    with torch.no_grad():
        return model(input_ids=IDS.to(model.device)).logits.float().cpu()


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
