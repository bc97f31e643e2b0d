"""An empty model built from one config, filled by load_checkpoint_and_dispatch from a checkpoint of another size.

The checkpoint was saved from a GPT-2 with n_embd=32; the skeleton is built from a config with
n_embd=16 (a config of another variant of the model, as when a text encoder of one Stable
Diffusion version or a vision tower of another size is paired with the wrong weights).
accelerate copies each checkpoint tensor into the parameter of the same name and refuses
one whose shape differs.

Remedies:
  use-the-checkpoints-config   build the skeleton from AutoConfig.from_pretrained(checkpoint)

Check: logits equal those of the model that was saved.

Usage: python config_does_not_match_checkpoint.py [--remedy ID]
"""

import tempfile

import torch
from _common import IDS, check, parse_remedy
from accelerate import init_empty_weights, load_checkpoint_and_dispatch

from transformers import AutoConfig, AutoModelForCausalLM, GPT2Config, GPT2LMHeadModel

REMEDIES = ("use-the-checkpoints-config",)


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    saved = GPT2LMHeadModel(GPT2Config(vocab_size=50, n_positions=16, n_embd=32, n_layer=2, n_head=2)).eval()
    folder = tempfile.mkdtemp(prefix="ckpt-")
    saved.save_pretrained(folder)

    if remedy == "use-the-checkpoints-config":
        config = AutoConfig.from_pretrained(folder)
    else:
        config = GPT2Config(vocab_size=50, n_positions=16, n_embd=16, n_layer=2, n_head=2)  # another variant
    with init_empty_weights():
        model = AutoModelForCausalLM.from_config(config)
    model.tie_weights()
    model = load_checkpoint_and_dispatch(model, folder, device_map={"": "cpu"})  # ValueError: ... looks incorrect
    with torch.no_grad():
        got, want = model.eval()(input_ids=IDS).logits, saved(input_ids=IDS).logits
    check(got.shape == want.shape and torch.allclose(got, want, atol=1e-6),
          f"logits shape {tuple(got.shape)} vs {tuple(want.shape)}; equal to the saved model: "
          f"{got.shape == want.shape and bool(torch.allclose(got, want, atol=1e-6))}")


if __name__ == "__main__":
    main()
