"""Cause overlapping-views: the dict to save holds a tensor and views into it (a fused QKV
weight together with its q/k/v slices, as a model that exposes both keeps them in its
state dict), so several keys point into one storage.

Remedies:
  save-base-rebuild-views   save only the fused tensor and cut the views again after loading
                            (the maintainers' advice in safetensors#202)
  clone-each-tensor         save {k: v.detach().clone().contiguous()}: every key gets its own
                            storage (the slices are stored twice)
The check: every tensor of the original dict, rebuilt from the file, equals the original.
"""
import json

import torch
from safetensors.torch import load_file, save_file

import _shared_kit as kit

remedy = kit.arg_remedy({"save-base-rebuild-views", "clone-each-tensor"})
torch.manual_seed(0)
qkv = torch.randn(3 * 16, 16)                # fused projection
q, k, v = qkv.split(16, dim=0)               # views into qkv's storage
tensors = {"attn.qkv.weight": qkv, "attn.q_proj.weight": q, "attn.k_proj.weight": k, "attn.v_proj.weight": v}
path = kit.out_file("attn.safetensors")

if remedy == "save-base-rebuild-views":
    save_file({"attn.qkv.weight": qkv}, path)
    back = load_file(path)
    bq, bk, bv = back["attn.qkv.weight"].split(16, dim=0)
    back.update({"attn.q_proj.weight": bq, "attn.k_proj.weight": bk, "attn.v_proj.weight": bv})
elif remedy == "clone-each-tensor":
    save_file({name: t.detach().clone().contiguous() for name, t in tensors.items()}, path)
    back = load_file(path)
else:
    save_file(tensors, path)
    back = load_file(path)

ok = set(back) == set(tensors) and all(torch.equal(back[n], t) for n, t in tensors.items())
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "%d tensors rebuilt from the file, all equal to the originals: %s" % (len(back), ok)}))
