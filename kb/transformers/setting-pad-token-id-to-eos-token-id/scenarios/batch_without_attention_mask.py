"""Batched generation from padded prompts that passes input_ids but no attention_mask.

The tokenizer has no pad token, so the script sets tokenizer.pad_token = tokenizer.eos_token
and pads a batch on the left, then calls model.generate(batch["input_ids"]) (only the ids, as
in many snippets). generate() logs "The attention mask and the pad token id were not set ..."
and "Setting `pad_token_id` to `eos_token_id`:0 for open-end generation." Without a mask the
model attends to the padding, and since pad == eos it cannot infer the mask either. The
program's test fails on any logged transformers warning.

Remedies:
  pass-attention-mask   model.generate(**batch, pad_token_id=tokenizer.pad_token_id)
  silence-logging       transformers.logging.set_verbosity_error() (dead end: the warnings
                        go away, the padded rows' continuations stay wrong)
  pass-pad-id-only      model.generate(batch["input_ids"], pad_token_id=tokenizer.eos_token_id)
                        (dead end: no warning, but pad == eos so no mask is inferred)

Check: each row's continuation equals the greedy continuation of the same prompt decoded
alone and unpadded (one forward pass per token, argmax).

Usage: python batch_without_attention_mask.py [--remedy ID]
"""

from _common import (NEW_TOKENS, capture_transformers_warnings, check, fail_on_warnings, greedy_reference,
                     parse_remedy, tiny_causal_lm, tokenizer_without_pad)

REMEDIES = ("pass-attention-mask", "silence-logging", "pass-pad-id-only")
PROMPTS = ["once upon a time there was a king", "he had three sons", "a castle"]


def main():
    remedy = parse_remedy(REMEDIES)
    tok = tokenizer_without_pad()
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = tiny_causal_lm()
    if remedy == "silence-logging":
        import transformers
        transformers.logging.set_verbosity_error()
    cap = capture_transformers_warnings()
    batch = tok(PROMPTS, padding=True, return_tensors="pt")
    common = {"max_new_tokens": NEW_TOKENS, "min_new_tokens": NEW_TOKENS, "do_sample": False}
    if remedy == "pass-attention-mask":
        out = model.generate(**batch, pad_token_id=tok.pad_token_id, **common)
    elif remedy == "pass-pad-id-only":
        out = model.generate(batch["input_ids"], pad_token_id=tok.eos_token_id, **common)
    else:
        out = model.generate(batch["input_ids"], **common)
    fail_on_warnings(cap)
    width = batch["input_ids"].shape[1]
    got = [out[i, width:].tolist() for i in range(len(PROMPTS))]
    want = [greedy_reference(model, tok(p)["input_ids"]) for p in PROMPTS]
    check(got == want, f"batched {got} vs each prompt alone {want}")


if __name__ == "__main__":
    main()
