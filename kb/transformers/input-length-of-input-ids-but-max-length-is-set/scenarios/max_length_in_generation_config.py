"""A fine-tuned model whose saved generation_config.json says max_length=16.

The fine-tuning run saved generation settings for short prompts; now prompts are 22
tokens long, nothing is passed to generate(), and the saved max_length applies.

Remedies:
  use-max-new-tokens   generate(..., max_new_tokens=5), which overrides the saved length

Check: exactly 5 new tokens, equal to a greedy loop written by hand with the model.

Usage: python max_length_in_generation_config.py [--remedy ID]
"""

import tempfile

import torch

from _common import NEW, PROMPT, check, greedy_by_hand, parse_remedy, tiny_gpt2

REMEDIES = ("use-max-new-tokens",)


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import GPT2LMHeadModel

    model = tiny_gpt2()
    model.generation_config.max_length = 16
    folder = tempfile.mkdtemp(prefix="finetuned-")
    model.save_pretrained(folder)                       # writes generation_config.json
    model = GPT2LMHeadModel.from_pretrained(folder).eval()
    ids = torch.tensor([PROMPT])
    kw = {"max_new_tokens": NEW} if remedy == "use-max-new-tokens" else {}
    out = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), do_sample=False,
                         pad_token_id=0, suppress_tokens=[49], **kw)
    got = out[0, len(PROMPT):].tolist()
    want = greedy_by_hand(model, PROMPT, NEW)
    check(got == want, f"new tokens {got} vs hand-written greedy {want}")


if __name__ == "__main__":
    main()
