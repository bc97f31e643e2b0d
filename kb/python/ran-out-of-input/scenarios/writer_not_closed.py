"""EOFError: Ran out of input, cause: the file is read back while the writer still has it open.

A notebook-style script opens the file with `f = open(path, "wb")`, pickles into it and goes on
without closing it. The pickled bytes are still in the file object's buffer, so the file on disk
is empty when `pickle.load(open(path, "rb"))` reads it.

Remedies:
  close-before-reading   write inside `with open(path, "wb") as f:` so the file is closed (and
                         flushed) before anything reads it
  skip-empty-file        check os.path.getsize(path) == 0 and fall back to an empty result
                         (dead end: it hides the error and loses the data)

Check: the loaded object equals the object that was saved.
"""
import os
import pickle
import tempfile

from _common import check, parse_remedy

REMEDY = parse_remedy({"close-before-reading", "skip-empty-file"})

vocab = {w: i for i, w in enumerate("the cat sat on the mat and the dog ran".split())}
path = os.path.join(tempfile.mkdtemp(prefix="eof-"), "vocab.pkl")

if REMEDY == "close-before-reading":
    with open(path, "wb") as f:
        pickle.dump(vocab, f)
else:
    f = open(path, "wb")          # left open: the notebook keeps the handle around
    pickle.dump(vocab, f)

if REMEDY == "skip-empty-file" and os.path.getsize(path) == 0:
    loaded = {}
else:
    with open(path, "rb") as g:
        loaded = pickle.load(g)

check(loaded == vocab, "loaded %d entries, saved %d" % (len(loaded), len(vocab)))
