"""A Qwen3 checkpoint loaded with a transformers release that predates the architecture.

Qwen3 support arrived in transformers 4.51. The program writes a tiny Qwen3 checkpoint
(config.json with model_type "qwen3" and a model.safetensors whose tensors follow the Qwen3
layout, random values, written with safetensors itself) and loads it with
AutoModelForCausalLM. transformers 4.47.1 does not know "qwen3" and raises the error;
4.57.6 and 5.24.0 load it (absent there).

Remedies:
  upgrade-transformers   a release that knows the architecture; the lab installs
                         transformers 4.57.6 (with tokenizers 0.22.2, huggingface_hub 0.36.2,
                         safetensors 0.8.0) from PyPI into a separate folder with
                         pip install --target and runs the same load there in a child
                         process, instead of upgrading the environment in place
  trust-remote-code      trust_remote_code=True (dead end: the checkpoint ships no code)

Check: the model loads as Qwen3ForCausalLM and every tensor in it equals the tensor of the
same name in model.safetensors, with no tensor missing or left over.

Usage: python transformers_too_old.py [--remedy ID]
"""

import json
import os
import subprocess
import sys
import tempfile

from _common import check, parse_remedy

REMEDIES = ("upgrade-transformers", "trust-remote-code")
CONFIG = {"architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "hidden_size": 16, "intermediate_size": 32,
          "num_hidden_layers": 1, "num_attention_heads": 2, "num_key_value_heads": 1, "head_dim": 8,
          "vocab_size": 50, "max_position_embeddings": 64, "rms_norm_eps": 1e-6, "rope_theta": 10000.0,
          "tie_word_embeddings": False, "hidden_act": "silu", "torch_dtype": "float32"}
SHAPES = {"model.embed_tokens.weight": (50, 16), "model.layers.0.self_attn.q_proj.weight": (16, 16),
          "model.layers.0.self_attn.k_proj.weight": (8, 16), "model.layers.0.self_attn.v_proj.weight": (8, 16),
          "model.layers.0.self_attn.o_proj.weight": (16, 16), "model.layers.0.self_attn.q_norm.weight": (8,),
          "model.layers.0.self_attn.k_norm.weight": (8,), "model.layers.0.mlp.gate_proj.weight": (32, 16),
          "model.layers.0.mlp.up_proj.weight": (32, 16), "model.layers.0.mlp.down_proj.weight": (16, 32),
          "model.layers.0.input_layernorm.weight": (16,), "model.layers.0.post_attention_layernorm.weight": (16,),
          "model.norm.weight": (16,), "lm_head.weight": (50, 16)}

LOADER = r'''
import json, sys


def load_and_compare(folder, kwargs):
    import transformers
    from safetensors.torch import load_file
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(folder, **kwargs)
    published = load_file(folder + "/model.safetensors")
    state = model.state_dict()
    worst = max(float((state[k] - published[k]).abs().max()) for k in published if k in state)
    return {"cls": type(model).__name__, "diff": sorted(set(state) ^ set(published)), "worst": worst,
            "version": transformers.__version__}


if __name__ == "__main__":
    print(json.dumps(load_and_compare(sys.argv[1], json.loads(sys.argv[2]))))
'''


def write_checkpoint():
    import torch
    from safetensors.torch import save_file

    g = torch.Generator().manual_seed(0)
    folder = tempfile.mkdtemp(prefix="qwen3-tiny-")
    save_file({k: torch.randn(s, generator=g) for k, s in SHAPES.items()}, os.path.join(folder, "model.safetensors"),
              metadata={"format": "pt"})
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(CONFIG, f)
    return folder


def main():
    remedy = parse_remedy(REMEDIES)
    folder = write_checkpoint()
    kwargs = {"trust_remote_code": True} if remedy == "trust-remote-code" else {}
    if remedy == "upgrade-transformers":
        target = tempfile.mkdtemp(prefix="transformers-4.57.6-")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
                        "--target", target, "transformers==4.57.6", "tokenizers==0.22.2",
                        "huggingface_hub==0.36.2", "safetensors==0.8.0"], check=True, timeout=600)
        env = dict(os.environ, PYTHONPATH=target)
        out = subprocess.run([sys.executable, "-c", LOADER, folder, json.dumps(kwargs)], env=env,
                             capture_output=True, text=True, timeout=300)
        if out.returncode != 0:
            sys.stderr.write(out.stderr)
            sys.exit(out.returncode)
        res = json.loads(out.stdout.strip().splitlines()[-1])
    else:
        namespace = {"__name__": "loader"}
        exec(LOADER, namespace)
        res = namespace["load_and_compare"](folder, kwargs)
    ok = res["cls"] == "Qwen3ForCausalLM" and not res["diff"] and res["worst"] == 0.0
    check(ok, f"transformers {res['version']}: {res['cls']}, names differing {res['diff']}, "
              f"max |loaded - published| = {res['worst']:.3g}")


if __name__ == "__main__":
    main()
