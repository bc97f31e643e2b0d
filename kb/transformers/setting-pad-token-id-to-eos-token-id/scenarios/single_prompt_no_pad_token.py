"""generate() on a model whose config and generation config have no pad_token_id.

GPT-2, Llama, Mistral, Qwen and many other decoder-only checkpoints define an end-of-text
token but no padding token. generate() then needs a pad id to fill finished rows, takes the
first eos id, and logs "Setting `pad_token_id` to `eos_token_id`:0 for open-end generation."
on every call. The program generates from one prompt (attention_mask passed) with a tiny GPT-2
built from a config; its test fails on any logged transformers warning.

Remedies:
  pass-pad-token-id            model.generate(..., pad_token_id=tokenizer.eos_token_id)
  set-generation-config-pad    model.generation_config.pad_token_id = tokenizer.eos_token_id
                               once, after loading

Check: the generated tokens equal a greedy decode done by hand (one forward pass per token,
argmax), so the fix changes nothing but the log.

Usage: python single_prompt_no_pad_token.py [--remedy ID]
"""

from _common import (NEW_TOKENS, capture_transformers_warnings, check, fail_on_warnings, greedy_reference,
                     parse_remedy, tiny_causal_lm, tokenizer_without_pad)

REMEDIES = ("pass-pad-token-id", "set-generation-config-pad")


def main():
    remedy = parse_remedy(REMEDIES)
    tok = tokenizer_without_pad()
    model = tiny_causal_lm()
    if remedy == "set-generation-config-pad":
        model.generation_config.pad_token_id = tok.eos_token_id
    cap = capture_transformers_warnings()
    inputs = tok("once upon a time there was a king", return_tensors="pt")
    kwargs = {"pad_token_id": tok.eos_token_id} if remedy == "pass-pad-token-id" else {}
    out = model.generate(**inputs, max_new_tokens=NEW_TOKENS, min_new_tokens=NEW_TOKENS, do_sample=False, **kwargs)
    fail_on_warnings(cap)
    got = out[0, inputs["input_ids"].shape[1]:].tolist()
    want = greedy_reference(model, inputs["input_ids"][0].tolist())
    check(got == want, f"generate {got} vs greedy by hand {want}")


if __name__ == "__main__":
    main()
