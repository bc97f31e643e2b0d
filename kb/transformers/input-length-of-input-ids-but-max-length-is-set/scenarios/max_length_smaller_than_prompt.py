"""generate(max_length=10) meant as "10 new tokens", with a 22-token prompt.

max_length counts the prompt too, so it is already exceeded before the first step and
generate() refuses.

Remedies:
  use-max-new-tokens   generate(..., max_new_tokens=5), which counts only new tokens

Check: exactly 5 new tokens, equal to a greedy loop written by hand with the model.

Usage: python max_length_smaller_than_prompt.py [--remedy ID]
"""

import torch

from _common import NEW, PROMPT, check, greedy_by_hand, parse_remedy, tiny_gpt2

REMEDIES = ("use-max-new-tokens",)


def main():
    remedy = parse_remedy(REMEDIES)
    model = tiny_gpt2()
    ids = torch.tensor([PROMPT])
    kw = {"max_new_tokens": NEW} if remedy == "use-max-new-tokens" else {"max_length": 10}
    out = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), do_sample=False,
                         pad_token_id=0, suppress_tokens=[49], **kw)
    got = out[0, len(PROMPT):].tolist()
    want = greedy_by_hand(model, PROMPT, NEW)
    check(got == want, f"new tokens {got} vs hand-written greedy {want}")


if __name__ == "__main__":
    main()
