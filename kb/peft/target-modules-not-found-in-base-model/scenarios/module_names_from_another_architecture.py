"""A LoRA recipe written for Llama (target_modules=["q_proj", "v_proj"]) applied to GPT-2.

GPT-2's attention uses one fused projection named c_attn (and c_proj for the output);
no module is called q_proj or v_proj, so get_peft_model finds nothing to adapt.

Remedies:
  use-the-models-module-names   read the names from model.named_modules() and target
                                them: ["c_attn"] for GPT-2 (query/value for BERT, q_proj/v_proj
                                for Llama and Mistral)
  target-all-linear             target_modules="all-linear"

Check: LoRA sits on the intended attention projection of every layer (for all-linear:
on every linear layer except the output head) and, at initialization, leaves the
model's logits unchanged.

Usage: python module_names_from_another_architecture.py [--remedy ID]
"""

import torch
from peft import LoraConfig, get_peft_model

from _common import check, parse_remedy, tiny_gpt2

REMEDIES = ("use-the-models-module-names", "target-all-linear")


def main():
    remedy = parse_remedy(REMEDIES)
    model = tiny_gpt2()
    with torch.no_grad():
        base = model(input_ids=torch.tensor([[1, 2, 3, 4]])).logits
    if remedy == "use-the-models-module-names":
        targets, want = ["c_attn"], ["attn.c_attn"]
    elif remedy == "target-all-linear":
        targets, want = "all-linear", ["attn.c_attn", "attn.c_proj", "mlp.c_fc", "mlp.c_proj"]
    else:
        targets, want = ["q_proj", "v_proj"], ["attn.q_proj", "attn.v_proj"]
    peft_model = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=targets, task_type="CAUSAL_LM"))
    adapted = sorted(n.rsplit(".lora_A", 1)[0] for n, _ in peft_model.named_modules() if n.endswith(".lora_A"))
    expected = sorted(f"base_model.model.transformer.h.{i}.{m}" for i in range(2) for m in want)
    with torch.no_grad():
        same = torch.allclose(peft_model(input_ids=torch.tensor([[1, 2, 3, 4]])).logits, base, atol=1e-6)
    check(adapted == expected and same, f"LoRA on {adapted}; output at init equals the base model: {same}")


if __name__ == "__main__":
    main()
