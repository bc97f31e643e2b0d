"""PeftModelForSeq2SeqLM.generate(input_ids): the input tensor passed positionally.

transformers' model.generate(inputs, ...) takes the input tensor as its first positional
argument, and code written for a plain T5/BART model does that. PeftModelForSeq2SeqLM.generate
is declared as generate(self, **kwargs), so the positional tensor is refused.

Remedies:
  pass-keyword-arguments   model.generate(input_ids=..., attention_mask=..., ...) or **tokenizer(...)

Check: greedy tokens equal those of the same weights with the adapter merged into a plain
model, and differ from the base model without the adapter.

Usage: python seq2seq_positional_inputs.py [--remedy ID]
"""

import torch
from _common import GEN, IDS, MASK, check_tokens, lora, merged_reference, parse_remedy, tiny_t5

REMEDIES = ("pass-keyword-arguments",)


def main():
    remedy = parse_remedy(REMEDIES)
    with torch.no_grad():
        base_out = tiny_t5().generate(input_ids=IDS, attention_mask=MASK, **GEN)
    model = lora(tiny_t5(), ["q", "v"], "SEQ_2_SEQ_LM")
    ref = merged_reference(model)
    with torch.no_grad():
        if remedy == "pass-keyword-arguments":
            out = model.generate(input_ids=IDS, attention_mask=MASK, **GEN)
        else:
            out = model.generate(IDS, attention_mask=MASK, **GEN)  # TypeError: ... takes 1 positional argument
    check_tokens(out, ref, base_out)


if __name__ == "__main__":
    main()
