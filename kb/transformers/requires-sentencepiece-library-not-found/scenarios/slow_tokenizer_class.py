"""Code names the slow, SentencePiece-based class (LlamaTokenizer); sentencepiece is not installed.

The checkpoint folder holds tokenizer.json (what hub Llama checkpoints ship next to tokenizer.model),
built here with the `tokenizers` library. LlamaTokenizer is the slow class, which needs the
sentencepiece package; in an environment without it transformers 4.x replaces the class with a
placeholder that raises the ImportError. Check: the ids equal those of the `tokenizers` library
reading the same tokenizer.json.

Usage: python slow_tokenizer_class.py [--remedy ID]
"""

import os
import tempfile

from _common import CORPUS, TEXT, parse_remedy, report

REMEDIES = ("use-fast-tokenizer",)


def main():
    remedy = parse_remedy(REMEDIES)
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    import transformers

    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.train_from_iterator(CORPUS * 4, trainers.BpeTrainer(vocab_size=80, special_tokens=["<unk>", "<s>", "</s>"]))
    ckpt = os.path.join(tempfile.mkdtemp(), "tiny-llama")
    transformers.LlamaTokenizerFast(tokenizer_object=tok, unk_token="<unk>", bos_token="<s>",
                                    eos_token="</s>").save_pretrained(ckpt)

    if remedy == "use-fast-tokenizer":
        tokenizer = transformers.AutoTokenizer.from_pretrained(ckpt)
    else:
        tokenizer = transformers.LlamaTokenizer.from_pretrained(ckpt)

    ids = tokenizer(TEXT, add_special_tokens=False)["input_ids"]
    ref = Tokenizer.from_file(os.path.join(ckpt, "tokenizer.json")).encode(TEXT, add_special_tokens=False).ids
    report(ids == ref, f"{type(tokenizer).__name__} ids {ids} vs tokenizers {ref}")


if __name__ == "__main__":
    main()
