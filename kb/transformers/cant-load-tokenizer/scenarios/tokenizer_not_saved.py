"""A fine-tuned model folder holds the model but not the tokenizer.

The training script ends with model.save_pretrained(out_dir) (the same happens with
Trainer checkpoints when no tokenizer or processing_class is passed to Trainer); the
inference script loads both the model and the tokenizer from out_dir. Only config.json
and model.safetensors are there, no vocab.txt / tokenizer.json.

Remedies:
  save-tokenizer-with-model   also call tokenizer.save_pretrained(out_dir) when saving
                              (or pass the tokenizer to Trainer), then load from out_dir
  use-fast-false              AutoTokenizer.from_pretrained(out_dir, use_fast=False)
                              (dead end)

Check: the loaded tokenizer gives the same input_ids as the training tokenizer.

Usage: python tokenizer_not_saved.py [--remedy ID]
"""

import tempfile

from _common import base_tokenizer, check, compare, parse_remedy, tiny_bert

REMEDIES = ("save-tokenizer-with-model", "use-fast-false")


def main():
    remedy = parse_remedy(REMEDIES)
    tok = base_tokenizer()
    model = tiny_bert(len(tok))
    out_dir = tempfile.mkdtemp(prefix="finetuned-")
    model.save_pretrained(out_dir)                 # end of training
    if remedy == "save-tokenizer-with-model":
        tok.save_pretrained(out_dir)

    from transformers import AutoModel, AutoTokenizer

    AutoModel.from_pretrained(out_dir)             # inference script
    kwargs = {"use_fast": False} if remedy == "use-fast-false" else {}
    loaded = AutoTokenizer.from_pretrained(out_dir, **kwargs)
    check(*compare(loaded, tok))


if __name__ == "__main__":
    main()
