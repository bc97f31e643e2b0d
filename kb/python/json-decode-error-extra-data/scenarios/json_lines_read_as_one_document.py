"""json.decoder.JSONDecodeError: Extra data: line 2 column 1, cause: a JSON Lines file read with json.load.

Many tools write one JSON object per line (.jsonl / .ndjson: datasets, logs, exports).
json.load() expects a single document; after the first object it finds a second one and
reports "Extra data" at the start of line 2.

Remedies:
  parse-line-by-line        json.loads() each non-empty line
  wrap-in-brackets          (dead end) "[" + text + "]" before json.loads
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"parse-line-by-line", "wrap-in-brackets"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-jsonl-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "train.jsonl")
records = [{"text": "good movie", "label": 1}, {"text": "bad plot", "label": 0}, {"text": "fine", "label": 1}]
with open(path, "w") as f:
    for r in records:
        f.write(json.dumps(r) + "\n")

with open(path) as f:
    if REMEDY == "parse-line-by-line":
        got = [json.loads(line) for line in f if line.strip()]
    elif REMEDY == "wrap-in-brackets":
        got = json.loads("[" + f.read() + "]")
    else:
        got = json.load(f)

print("KNOWNFIX_CHECK " + json.dumps({"ok": got == records, "detail": "read %d records" % len(got)}))
