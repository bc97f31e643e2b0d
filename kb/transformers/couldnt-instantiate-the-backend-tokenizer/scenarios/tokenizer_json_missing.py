"""ValueError: Couldn't instantiate the backend tokenizer ..., cause: a tokenizer that exists only as a
`tokenizers` JSON file is loaded from a folder that has no tokenizer.json.

A BPE tokenizer is trained with the tokenizers library and saved with `tok.save("bpe-vocab.json")`
into the model folder next to a hand-written tokenizer_config.json naming PreTrainedTokenizerFast.
`PreTrainedTokenizerFast.from_pretrained(folder)` looks for the file name tokenizer.json only, finds
no serialization, and PreTrainedTokenizerFast has no slow class to convert from.

Remedies:
  save-with-save-pretrained   wrap the trained tokenizer, PreTrainedTokenizerFast(tokenizer_object=tok),
                              and save the folder with save_pretrained (it writes tokenizer.json)
  install-sentencepiece-without-tokenizer-json
                              `pip install sentencepiece`, as the message suggests (dead end: there is no
                              SentencePiece model to convert); runs only where sentencepiece is installed

Check: the input_ids equal the ids of the trained tokenizers.Tokenizer itself.
"""
import json
import os
import tempfile

from _common import TEXT, check, parse_remedy, train_bpe

REMEDIES = ("save-with-save-pretrained", "install-sentencepiece-without-tokenizer-json")


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "install-sentencepiece-without-tokenizer-json":
        import sentencepiece  # noqa: F401  (installed in this environment)
    bpe = train_bpe()
    folder = tempfile.mkdtemp(prefix="bpe-tok-")
    from transformers import PreTrainedTokenizerFast
    if remedy == "save-with-save-pretrained":
        PreTrainedTokenizerFast(tokenizer_object=bpe, unk_token="[UNK]", pad_token="[PAD]").save_pretrained(folder)
    else:
        bpe.save(os.path.join(folder, "bpe-vocab.json"))
        with open(os.path.join(folder, "tokenizer_config.json"), "w") as f:
            json.dump({"tokenizer_class": "PreTrainedTokenizerFast", "unk_token": "[UNK]", "pad_token": "[PAD]",
                       "model_max_length": 64}, f)
    tok = PreTrainedTokenizerFast.from_pretrained(folder)
    got = tok(TEXT)["input_ids"]
    want = bpe.encode(TEXT).ids
    check(got == want, "%s ids %s vs tokenizers %s" % (type(tok).__name__, got, want))


if __name__ == "__main__":
    main()
