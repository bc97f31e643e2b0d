"""Loading a T5 (encoder-decoder) checkpoint with AutoModelForCausalLM.

Generation code written for decoder-only models uses AutoModelForCausalLM for every
checkpoint; a T5 / Flan-T5 / BART / mT5 checkpoint has no causal-LM class, so the Auto
class has nothing to map its config to.

Remedies:
  use-the-matching-auto-class   AutoModelForSeq2SeqLM for encoder-decoder checkpoints
  trust-remote-code             from_pretrained(..., trust_remote_code=True) (dead end)

Check: the loaded model's logits equal those of the saved model for the same input and
decoder input.

Usage: python seq2seq_checkpoint_as_causal_lm.py [--remedy ID]
"""

import tempfile

import torch

from _common import check, parse_remedy

REMEDIES = ("use-the-matching-auto-class", "trust-remote-code")


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, T5Config, T5ForConditionalGeneration

    torch.manual_seed(0)
    saved = T5ForConditionalGeneration(T5Config(vocab_size=40, d_model=16, d_kv=8, d_ff=32, num_layers=1, num_heads=2,
                                                decoder_start_token_id=0)).eval()
    folder = tempfile.mkdtemp(prefix="flan-t5-tiny-")
    saved.save_pretrained(folder)
    if remedy == "use-the-matching-auto-class":
        model = AutoModelForSeq2SeqLM.from_pretrained(folder)
    elif remedy == "trust-remote-code":
        model = AutoModelForCausalLM.from_pretrained(folder, trust_remote_code=True)
    else:
        model = AutoModelForCausalLM.from_pretrained(folder)
    model.eval()
    ids, dec = torch.tensor([[5, 6, 7, 1]]), torch.tensor([[0, 9, 10]])
    with torch.no_grad():
        got = model(input_ids=ids, decoder_input_ids=dec).logits
        want = saved(input_ids=ids, decoder_input_ids=dec).logits
    check(torch.allclose(got, want), f"max |logits - saved| = {(got - want).abs().max().item():.3g}")


if __name__ == "__main__":
    main()
