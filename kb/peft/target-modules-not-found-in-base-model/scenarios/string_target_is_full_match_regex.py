"""target_modules given as one string, "c_attn|c_proj", meant as "either of these names".

A string target_modules is not a list of names: peft treats it as a regular expression
that must match the *whole* module name (re.fullmatch). "c_attn|c_proj" matches neither
"transformer.h.0.attn.c_attn" nor any other full name, so nothing is adapted.

Remedies:
  pass-a-list                   target_modules=["c_attn", "c_proj"] (each entry matches the
                                end of a module name), and separately the full-name regex
                                r".*\\.(c_attn|c_proj)"; both must place LoRA correctly

Check: LoRA sits on c_attn and on both c_proj layers of every block and, at
initialization, leaves the model's logits unchanged.

Usage: python string_target_is_full_match_regex.py [--remedy ID]
"""

import torch
from peft import LoraConfig, get_peft_model

from _common import check, parse_remedy, tiny_gpt2

REMEDIES = ("pass-a-list",)


def main():
    remedy = parse_remedy(REMEDIES)
    variants = [["c_attn", "c_proj"], r".*\.(c_attn|c_proj)"] if remedy == "pass-a-list" else ["c_attn|c_proj"]
    want = sorted(f"base_model.model.transformer.h.{i}.{m}" for i in range(2)
                  for m in ("attn.c_attn", "attn.c_proj", "mlp.c_proj"))
    results = []
    for targets in variants:
        model = tiny_gpt2()
        with torch.no_grad():
            base = model(input_ids=torch.tensor([[1, 2, 3, 4]])).logits
        peft_model = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=targets, task_type="CAUSAL_LM"))
        adapted = sorted(n.rsplit(".lora_A", 1)[0] for n, _ in peft_model.named_modules() if n.endswith(".lora_A"))
        with torch.no_grad():
            same = torch.allclose(peft_model(input_ids=torch.tensor([[1, 2, 3, 4]])).logits, base, atol=1e-6)
        results.append((targets, adapted == want and same, len(adapted)))
    check(all(ok for _, ok, _ in results), "; ".join(f"{t!r}: {n} LoRA modules, correct {ok}" for t, ok, n in results))


if __name__ == "__main__":
    main()
