"""Helpers for this entry's scenarios: tiny tokenizers built on the spot (nothing is downloaded)."""
import io
import json
import os
import sys

os.environ.update({"HF_HUB_OFFLINE": "1", "HF_ENDPOINT": "http://127.0.0.1:9", "TRANSFORMERS_VERBOSITY": "error",
                   "TOKENIZERS_PARALLELISM": "false"})

SENTENCES = ["the cat sat on the mat", "a dog ran in the park", "the dog and the cat are friends",
             "it is a sunny day in the park", "my cat likes the warm mat"]
TEXT = "the dog sat on the warm mat"


def parse_remedy(known):
    if "--remedy" not in sys.argv:
        return None
    i = sys.argv.index("--remedy")
    remedy = sys.argv[i + 1] if i + 1 < len(sys.argv) else ""
    if remedy not in known:
        print("unknown remedy %r; known: %s" % (remedy, ", ".join(known)), file=sys.stderr)
        sys.exit(2)
    return remedy


def hide(*names):
    """Make these modules look uninstalled: import fails and importlib.util.find_spec returns None."""
    for mod in list(sys.modules):
        if any(mod == n or mod.startswith(n + ".") for n in names):
            del sys.modules[mod]
    for n in names:
        sys.modules[n] = None


def sentencepiece_checkpoint(folder):
    """A Llama-style folder that ships only tokenizer.model (SentencePiece), as many older hub repos do.

    Returns the reference ids of TEXT from sentencepiece itself (with the BOS id first)."""
    import sentencepiece as spm
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(SENTENCES * 5), model_writer=buf, vocab_size=30,
                                   model_type="unigram", unk_id=0, bos_id=1, eos_id=2, pad_id=-1, minloglevel=2)
    with open(os.path.join(folder, "tokenizer.model"), "wb") as f:
        f.write(buf.getvalue())
    with open(os.path.join(folder, "tokenizer_config.json"), "w") as f:
        json.dump({"tokenizer_class": "LlamaTokenizer", "bos_token": "<s>", "eos_token": "</s>",
                   "unk_token": "<unk>", "add_bos_token": True, "add_eos_token": False}, f)
    sp = spm.SentencePieceProcessor(model_proto=buf.getvalue())
    return [sp.bos_id()] + sp.encode(TEXT)


def train_bpe():
    """A byte-level BPE tokenizer trained with the tokenizers library (the fast back end itself)."""
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    tok = Tokenizer(models.BPE(unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.train_from_iterator(SENTENCES * 5, trainers.BpeTrainer(vocab_size=80, special_tokens=["[UNK]", "[PAD]"],
                                                               show_progress=False))
    return tok


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
