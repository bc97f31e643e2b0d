"""target_modules names a container block (GPT-2's "mlp", a GPT2MLP), not the layers inside it.

LoRA replaces individual layers of supported types (Linear, Embedding, Conv, GPT-2's Conv1D).
"mlp" matches transformer.h.N.mlp, a module that holds c_fc, c_proj, an activation and
dropout, so peft has no LoRA layer for it.

Remedies:
  target-the-leaf-layers   name the layers inside the block: ["c_fc", "c_proj"] for GPT-2's MLP
  target-all-linear        target_modules="all-linear"

Check: LoRA sits on exactly the intended layers, and at initialization the model's logits are
unchanged (LoRA starts as a no-op).

Usage: python container_module_targeted.py [--remedy ID]
"""

import torch
from _common import adapted, check, logits, parse_remedy, tiny_gpt2
from peft import LoraConfig, get_peft_model

REMEDIES = ("target-the-leaf-layers", "target-all-linear")


def main():
    remedy = parse_remedy(REMEDIES)
    model = tiny_gpt2()
    base = logits(model)
    if remedy == "target-the-leaf-layers":
        targets, want = ["c_fc", "c_proj"], ["mlp.c_fc", "mlp.c_proj", "attn.c_proj"]
    elif remedy == "target-all-linear":
        targets, want = "all-linear", ["attn.c_attn", "attn.c_proj", "mlp.c_fc", "mlp.c_proj"]
    else:
        targets, want = ["mlp"], ["mlp"]
    peft_model = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=targets))
    got = adapted(peft_model)
    expected = sorted(f"transformer.h.{i}.{m}" for i in range(2) for m in want)
    same = torch.allclose(logits(peft_model), base, atol=1e-6)
    check(got == expected and same, f"LoRA on {got}; logits at init equal the base model: {same}")


if __name__ == "__main__":
    main()
