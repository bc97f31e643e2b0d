"""json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0), cause: empty input.

A cache file is rewritten by a job that opens it with "w" (which truncates it at once) and
is killed before it writes anything, so the next run finds an empty file. json.load() of an
empty string fails at line 1, column 1, character 0: there is no value at all.

Remedies:
  check-empty-and-write-atomically   write the cache through a temporary file and os.replace(),
                                     and treat a missing or empty cache as "rebuild it"
  default-on-empty                   (dead end) json.loads(text or "{}")
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"check-empty-and-write-atomically", "default-on-empty"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-json-empty-")
atexit.register(shutil.rmtree, root, True)
cache = os.path.join(root, "vocab-cache.json")
corpus = ["the cat sat", "the dog sat", "a cat ran"]


def build_vocab(lines):
    vocab = {}
    for line in lines:
        for w in line.split():
            vocab[w] = vocab.get(w, 0) + 1
    return vocab


def save_cache(obj):
    if REMEDY == "check-empty-and-write-atomically":
        tmp = cache + ".tmp"
        with open(tmp, "w") as f:
            json.dump(obj, f)
        os.replace(tmp, cache)          # readers see the old file or the new one, never half of one
    else:
        with open(cache, "w") as f:
            json.dump(obj, f)


# A previous run (with the old, non-atomic save) was killed right after open(cache, "w"):
# the file exists and is empty. The remedy must cope with that file and stop making new ones.
open(cache, "w").close()


def load_vocab():
    if REMEDY == "check-empty-and-write-atomically":
        if not os.path.exists(cache) or os.path.getsize(cache) == 0:
            vocab = build_vocab(corpus)
            save_cache(vocab)
            return vocab
        with open(cache) as f:
            return json.load(f)
    if REMEDY == "default-on-empty":
        with open(cache) as f:
            return json.loads(f.read() or "{}")
    with open(cache) as f:
        return json.load(f)


vocab = load_vocab()
expected = build_vocab(corpus)
print("KNOWNFIX_CHECK " + json.dumps({"ok": vocab == expected, "detail": "vocabulary has %d words, expected %d" % (len(vocab), len(expected))}))
