"""Shared helper of this entry's scenarios (not a scenario): the --remedy argument and a
whitespace word-to-id "tokenizer" (no download), so the expected ids are known."""
import sys

VOCAB = {w: i for i, w in enumerate("[PAD] the cat sat on mat a dog ran far good bad film plot".split())}


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def encode(texts):
    return {"input_ids": [[VOCAB[w] for w in t.split()] for t in texts]}
