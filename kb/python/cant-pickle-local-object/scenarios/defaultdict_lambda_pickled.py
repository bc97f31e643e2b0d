"""AttributeError: Can't pickle local object 'build_index.<locals>.<lambda>' (3.13: "Can't get local
object"), cause: an object that holds a lambda, here a nested defaultdict(lambda: defaultdict(int)), is
pickled (pickle.dump, a multiprocessing argument or return value, joblib, a cache).

A defaultdict pickles its default_factory, and a lambda cannot be pickled by reference.

Remedies:
  picklable-default-factory     use a module-level factory function (or defaultdict(int) at the inner level)
  convert-to-dict               convert to plain dicts before pickling
"""
import json, pickle, sys
from collections import defaultdict

REMEDIES = {"picklable-default-factory", "convert-to-dict"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

DOCS = {"d1": "the cat sat on the mat", "d2": "the dog sat", "d3": "a cat and a dog"}


def int_counter():
    return defaultdict(int)


def build_index(docs):
    if REMEDY == "picklable-default-factory":
        index = defaultdict(int_counter)
    else:
        index = defaultdict(lambda: defaultdict(int))
    for doc_id, text in docs.items():
        for word in text.split():
            index[word][doc_id] += 1
    return index


index = build_index(DOCS)
if REMEDY == "convert-to-dict":
    payload = pickle.dumps({w: dict(c) for w, c in index.items()})
else:
    payload = pickle.dumps(index)
restored = pickle.loads(payload)

expected = {}
for doc_id, text in DOCS.items():
    for word in text.split():
        expected.setdefault(word, {}).setdefault(doc_id, 0)
        expected[word][doc_id] += 1
got = {w: dict(c) for w, c in restored.items()}
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "%d words restored, %d expected; equal: %s"
                                       % (len(got), len(expected), got == expected)}))
