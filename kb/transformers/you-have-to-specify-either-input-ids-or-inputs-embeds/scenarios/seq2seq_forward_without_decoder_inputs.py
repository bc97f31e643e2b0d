"""Running a T5 model forward for inference with only the encoder inputs.

model(**tokenizer(text, return_tensors="pt")) works for an encoder like BERT, but an
encoder-decoder also needs decoder inputs: labels (for training, from which
decoder_input_ids are built) or decoder_input_ids. Without them the decoder has nothing
to start from.

Remedies:
  use-generate            for inference, model.generate(**enc, max_new_tokens=4), which
                          feeds the decoder step by step
  pass-labels             for training, model(**enc, labels=target_ids), which builds
                          decoder_input_ids by shifting the labels

Check: generate's tokens equal a greedy decoder loop written by hand; the loss from
labels equals the cross-entropy computed by hand from the logits.

Usage: python seq2seq_forward_without_decoder_inputs.py [--remedy ID]
"""

import torch

from _common import check, parse_remedy

REMEDIES = ("use-generate", "pass-labels")


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import T5Config, T5ForConditionalGeneration

    torch.manual_seed(0)
    model = T5ForConditionalGeneration(T5Config(vocab_size=40, d_model=16, d_kv=8, d_ff=32, num_layers=1, num_heads=2,
                                                decoder_start_token_id=0, pad_token_id=0, eos_token_id=39,
                                                initializer_factor=2.0)).eval()
    enc = {"input_ids": torch.tensor([[5, 6, 7, 8, 1]]), "attention_mask": torch.ones(1, 5, dtype=torch.long)}
    with torch.no_grad():
        if remedy == "use-generate":
            out = model.generate(**enc, max_new_tokens=4, do_sample=False, suppress_tokens=[39])[0, 1:].tolist()
            dec, want = [0], []
            for _ in range(4):
                logits = model(**enc, decoder_input_ids=torch.tensor([dec])).logits[0, -1]
                logits[39] = float("-inf")
                nxt = int(logits.argmax())
                want.append(nxt)
                dec.append(nxt)
            check(out == want, f"generated {out} vs hand-written greedy {want}")
        elif remedy == "pass-labels":
            labels = torch.tensor([[9, 10, 11, 1]])
            res = model(**enc, labels=labels)
            dec_in = torch.tensor([[0, 9, 10, 11]])
            ref = torch.nn.functional.cross_entropy(model(**enc, decoder_input_ids=dec_in).logits[0], labels[0])
            check(torch.allclose(res.loss, ref, atol=1e-6), f"loss {res.loss.item():.6f} vs hand-computed {ref.item():.6f}")
        else:
            logits = model(**enc).logits
            check(False, f"forward returned logits {tuple(logits.shape)}")


if __name__ == "__main__":
    main()
