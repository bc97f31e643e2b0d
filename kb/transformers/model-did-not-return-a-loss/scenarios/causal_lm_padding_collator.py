"""Causal-LM fine-tuning with a collator that only pads: nothing builds the labels.

The texts are tokenized into input_ids/attention_mask and passed to Trainer with
DataCollatorWithPadding. A causal LM computes its loss only when labels are given, and
this collator does not create them.

Remedies:
  lm-collator               DataCollatorForLanguageModeling(tokenizer, mlm=False), which
                            copies input_ids to labels and masks the padding with -100

Check: 3 training steps run, and the trained model's loss on a batch built by the
collator equals the next-token cross-entropy computed by hand over the real tokens.

Usage: python causal_lm_padding_collator.py [--remedy ID]
"""

import torch
from datasets import Dataset

from _common import args, check, parse_remedy

REMEDIES = ("lm-collator",)
WORDS = ["<|endoftext|>", "the", "cat", "sat", "on", "mat", "a", "dog", "ran", "fast", "<unk>", "[PAD]"]


def tokenizer():
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    t = Tokenizer(models.WordLevel({w: i for i, w in enumerate(WORDS)}, unk_token="<unk>"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    return PreTrainedTokenizerFast(tokenizer_object=t, eos_token="<|endoftext|>", unk_token="<unk>", pad_token="[PAD]",
                                   model_input_names=["input_ids", "attention_mask"])


def main():
    remedy = parse_remedy(REMEDIES)
    from transformers import DataCollatorForLanguageModeling, DataCollatorWithPadding, GPT2Config, GPT2LMHeadModel, Trainer

    torch.manual_seed(0)
    tok = tokenizer()
    texts = ["the cat sat on the mat", "a dog ran fast", "the dog sat", "a cat ran on the mat"] * 2
    ds = Dataset.from_dict({"text": texts}).map(lambda b: tok(b["text"]), batched=True, remove_columns=["text"])
    model = GPT2LMHeadModel(GPT2Config(vocab_size=len(tok), n_positions=32, n_embd=16, n_layer=1, n_head=2,
                                       bos_token_id=0, eos_token_id=0, pad_token_id=tok.pad_token_id))
    collator = DataCollatorForLanguageModeling(tok, mlm=False) if remedy == "lm-collator" else DataCollatorWithPadding(tok)
    trainer = Trainer(model=model, args=args(), train_dataset=ds, data_collator=collator)
    trainer.train()
    model.eval()
    batch = collator([tok(t) for t in texts])
    with torch.no_grad():
        batch_loss = model(**batch).loss.item()
    total, count = 0.0, 0
    with torch.no_grad():
        for text in texts:
            ids = torch.tensor([tok(text)["input_ids"]])
            logits = model(input_ids=ids).logits[0, :-1]
            total += torch.nn.functional.cross_entropy(logits, ids[0, 1:], reduction="sum").item()
            count += ids.shape[1] - 1
    ref = total / count
    check(abs(batch_loss - ref) < 1e-4 and trainer.state.global_step == 3,
          f"loss on a collated batch {batch_loss:.5f} vs hand-computed {ref:.5f}; steps {trainer.state.global_step}")


if __name__ == "__main__":
    main()
