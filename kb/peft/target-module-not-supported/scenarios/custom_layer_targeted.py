"""A model with its own layer class (a normalized output head, as in Baichuan2's NormHead) targeted by LoRA.

The head is a custom nn.Module with a weight parameter, not an nn.Linear, so when
target_modules includes "lm_head" peft has no LoRA layer for that class.

Remedies:
  target-only-supported-layers   leave the custom layer out of target_modules
  train-custom-layer-fully       keep it out of target_modules and list it in modules_to_save

Check: LoRA sits on the intended Linear layers, the custom head is either untouched (frozen) or
wrapped for full training as requested, and at initialization the logits are unchanged.

Usage: python custom_layer_targeted.py [--remedy ID]
"""

import torch
from _common import check, parse_remedy
from peft import LoraConfig, get_peft_model
from torch import nn

REMEDIES = ("target-only-supported-layers", "train-custom-layer-fully")


class NormHead(nn.Module):
    """Output head that normalizes its weight rows before the projection."""

    def __init__(self, hidden, vocab):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(vocab, hidden) * 0.02)

    def forward(self, x):
        return x @ nn.functional.normalize(self.weight, dim=-1).t()


class TinyLM(nn.Module):
    def __init__(self, vocab=50, hidden=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.q_proj = nn.Linear(hidden, hidden)
        self.v_proj = nn.Linear(hidden, hidden)
        self.lm_head = NormHead(hidden, vocab)

    def forward(self, input_ids):
        h = self.embed(input_ids)
        h = h + self.q_proj(h) * torch.sigmoid(self.v_proj(h))
        return self.lm_head(h)


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    model = TinyLM().eval()
    ids = torch.tensor([[1, 2, 3, 4]])
    with torch.no_grad():
        base = model(ids)
    if remedy == "target-only-supported-layers":
        config = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"])
    elif remedy == "train-custom-layer-fully":
        config = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], modules_to_save=["lm_head"])
    else:
        config = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj", "lm_head"])
    peft_model = get_peft_model(model, config)
    lora = sorted(n.split(".")[-2] for n, _ in peft_model.named_modules() if n.endswith(".lora_A"))
    head_trainable = any(p.requires_grad for n, p in peft_model.named_parameters() if "lm_head" in n)
    with torch.no_grad():
        same = torch.allclose(peft_model(ids), base, atol=1e-6)
    want_head = remedy == "train-custom-layer-fully"
    ok = lora == ["q_proj", "v_proj"] and head_trainable == want_head and same
    check(ok, f"LoRA on {lora}; lm_head trainable: {head_trainable} (wanted {want_head}); logits at init unchanged: {same}")


if __name__ == "__main__":
    main()
