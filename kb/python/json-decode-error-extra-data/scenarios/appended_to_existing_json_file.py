"""json.decoder.JSONDecodeError: Extra data, cause: a program appends a new JSON document to a file.

A results file is updated with open(path, "a") and json.dump(results, f) after every run,
so the file holds several documents one after the other: {...}{...}. Reading it back with
json.load() fails with "Extra data" where the second document starts.

Remedies:
  rewrite-the-whole-document   read the document, update it in memory, write it back whole
                               (to a temporary file, then os.replace)
  raw-decode-first-document    (dead end) json.JSONDecoder().raw_decode() and ignore the rest
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"rewrite-the-whole-document", "raw-decode-first-document"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-json-append-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "scores.json")


def record_run(name, score):
    if REMEDY == "rewrite-the-whole-document":
        data = {}
        if os.path.exists(path):
            with open(path) as f:
                data = json.load(f)
        data[name] = score
        tmp = path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    else:
        with open(path, "a") as f:
            json.dump({name: score}, f)


for name, score in [("run1", 0.81), ("run2", 0.84), ("run3", 0.79)]:
    record_run(name, score)

with open(path) as f:
    if REMEDY == "raw-decode-first-document":
        got, _ = json.JSONDecoder().raw_decode(f.read())
    else:
        got = json.load(f)

expected = {"run1": 0.81, "run2": 0.84, "run3": 0.79}
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "read %r" % (got,)}))
