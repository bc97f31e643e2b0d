"""Left padding is set, but every prompt ends with the EOS token, which is also the pad token.

The prompts are built as text + tokenizer.eos_token (a habit carried over from training
data) and pad_token = eos_token. transformers detects right padding by looking at the
last token of each row: it equals pad_token_id, so it warns although the batch is
left-padded. transformers 4.47.1 and 4.57.6 warn here; 5.24.0 does not (measured by the
lab, so this scenario runs with the first two only). The test suite turns
transformers warnings into errors.

Remedies:
  no-trailing-eos-in-prompts   build prompts without the trailing EOS (or pad with a
                               token that prompts never end with)

Check: each prompt's new tokens equal those generated for the prompt alone.

Usage: python prompts_end_with_pad_token.py [--remedy ID]
"""

from _common import (check, continuations_match, generate_batch, gpt2_like_tokenizer, parse_remedy,
                     strict_transformers_logging, tiny_gpt2)

REMEDIES = ("no-trailing-eos-in-prompts",)
TEXTS = ["the cat sat on the mat", "a dog"]


def main():
    remedy = parse_remedy(REMEDIES)
    strict_transformers_logging()
    tok = gpt2_like_tokenizer()
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = tiny_gpt2(len(tok))
    if remedy == "no-trailing-eos-in-prompts":
        prompts = TEXTS
    else:
        prompts = [t + " " + tok.eos_token for t in TEXTS]
    batch, out = generate_batch(model, tok, prompts)
    check(*continuations_match(model, tok, prompts, batch, out))


if __name__ == "__main__":
    main()
