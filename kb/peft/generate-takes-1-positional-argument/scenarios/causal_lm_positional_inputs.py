"""PeftModelForCausalLM.generate(input_ids): the input tensor passed positionally to a causal LM.

peft releases before huggingface/peft#1393 (January 2024) declared
PeftModelForCausalLM.generate(self, **kwargs) and raised the TypeError; that PR added *args.
The lab's peft releases are newer, so this program documents that the positional call works
there and produces the adapter's output.

Check: greedy tokens equal those of the same weights with the adapter merged into a plain
model, and differ from the base model without the adapter.

Usage: python causal_lm_positional_inputs.py [--remedy ID]
"""

import torch
from _common import GEN, IDS, MASK, check_tokens, lora, merged_reference, parse_remedy, tiny_gpt2

REMEDIES = ()


def main():
    parse_remedy(REMEDIES)
    with torch.no_grad():
        base_out = tiny_gpt2().generate(input_ids=IDS, attention_mask=MASK, **GEN)
    model = lora(tiny_gpt2(), ["c_attn"], "CAUSAL_LM")
    ref = merged_reference(model)
    with torch.no_grad():
        out = model.generate(IDS, attention_mask=MASK, **GEN)  # positional: TypeError before peft#1393
    check_tokens(out, ref, base_out)


if __name__ == "__main__":
    main()
