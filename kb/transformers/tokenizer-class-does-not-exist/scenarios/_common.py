"""Shared by this entry's scenarios: a tiny tokenizer checkpoint built locally, no download."""

import argparse
import json
import os
import sys
import tempfile

TEXT = "how are you today"
CORPUS = ["hello how are you today", "i am fine thank you", "what a nice day"]


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def build_checkpoint():
    """A word-level tokenizer (tokenizers library) saved with save_pretrained, plus a Llama config.json."""
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.train_from_iterator(CORPUS, trainers.WordLevelTrainer(special_tokens=["[UNK]", "<s>", "</s>"]))
    path = os.path.join(tempfile.mkdtemp(), "ckpt")
    PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", bos_token="<s>", eos_token="</s>").save_pretrained(path)
    with open(os.path.join(path, "config.json"), "w") as f:
        json.dump({"model_type": "llama", "vocab_size": tok.get_vocab_size()}, f)
    return path


def edit_config(path, **changes):
    p = os.path.join(path, "tokenizer_config.json")
    with open(p) as f:
        cfg = json.load(f)
    for k, v in changes.items():
        if v is None:
            cfg.pop(k, None)
        else:
            cfg[k] = v
    with open(p, "w") as f:
        json.dump(cfg, f)


def check(tokenizer, path):
    """Token ids must equal those of the tokenizers library reading the same tokenizer.json."""
    from tokenizers import Tokenizer

    ids = tokenizer(TEXT, add_special_tokens=False)["input_ids"]
    ref = Tokenizer.from_file(os.path.join(path, "tokenizer.json")).encode(TEXT, add_special_tokens=False).ids
    ok = ids == ref and "[UNK]" not in tokenizer.convert_ids_to_tokens(ids)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"{type(tokenizer).__name__} ids {ids} vs reference {ref}"}))
