"""AttributeError: Can't get attribute 'Vocabulary' on <module '__main__' from '...'>, cause: an object of a
class defined in the script that pickled it (`__main__`) is loaded by another script.

pickle stores the class as `__main__.Vocabulary`. A preprocessing script (run here as its own process,
prepro.py, with the class defined in it) writes vocab.pkl; this program, the training script, loads it.
Its own __main__ has no Vocabulary, so unpickling fails.

Remedies:
  import-class-into-main        `from prepro import Vocabulary` in the loading script, so __main__.Vocabulary exists
  class-in-own-module           define Vocabulary in vocab.py, import it in both scripts, and pickle again
  remap-with-find-class         load with a pickle.Unpickler whose find_class maps __main__.Vocabulary to prepro
  import-module-only (dead end) `import prepro` in the loading script
"""
import atexit, json, os, pickle, shutil, subprocess, sys, tempfile, textwrap

REMEDIES = {"import-class-into-main", "class-in-own-module", "remap-with-find-class", "import-module-only"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

CORPUS = "the cat sat on the mat the end"
work = tempfile.mkdtemp(prefix="vocab-")
atexit.register(shutil.rmtree, work, True)
sys.path.insert(0, work)

VOCAB_CLASS = '''
class Vocabulary:
    def __init__(self):
        self.word2idx, self.idx2word = {}, []

    def add(self, word):
        if word not in self.word2idx:
            self.word2idx[word] = len(self.idx2word)
            self.idx2word.append(word)
'''
if REMEDY == "class-in-own-module":
    with open(os.path.join(work, "vocab.py"), "w") as f:
        f.write(VOCAB_CLASS)
    prepro_head = "from vocab import Vocabulary\n"
else:
    prepro_head = VOCAB_CLASS
prepro = prepro_head + textwrap.dedent('''
    import pickle, sys

    def build(text):
        v = Vocabulary()
        for w in text.split():
            v.add(w)
        return v

    if __name__ == "__main__":
        with open(sys.argv[1], "wb") as f:
            pickle.dump(build(sys.argv[2]), f)
''')
with open(os.path.join(work, "prepro.py"), "w") as f:
    f.write(prepro)
pkl = os.path.join(work, "vocab.pkl")
subprocess.run([sys.executable, os.path.join(work, "prepro.py"), pkl, CORPUS], check=True)

# --- the training script ---
if REMEDY == "import-class-into-main":
    from prepro import Vocabulary  # noqa: F401  (makes __main__.Vocabulary resolvable)
elif REMEDY == "class-in-own-module":
    from vocab import Vocabulary  # noqa: F401
elif REMEDY == "import-module-only":
    import prepro  # noqa: F401


class RenamingUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if module == "__main__" and name == "Vocabulary":
            module = "prepro"
        return super().find_class(module, name)


with open(pkl, "rb") as f:
    vocab = RenamingUnpickler(f).load() if REMEDY == "remap-with-find-class" else pickle.load(f)

expected = []
for w in CORPUS.split():
    if w not in expected:
        expected.append(w)
ok = vocab.idx2word == expected and all(vocab.word2idx[w] == i for i, w in enumerate(expected))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "vocabulary %r, expected %r" % (vocab.idx2word, expected)}))
