"""json.decoder.JSONDecodeError: Expecting value, cause: the file holds Python reprs, not JSON.

An exporter writes one record per line with str(record) (or print(record)) instead of
json.dumps(record). For a record with None, True or False the text is not JSON: the decoder
reaches `None` where a value must start and reports "Expecting value" at that column.
(Single quotes make the decoder stop earlier, with "Expecting property name enclosed in
double quotes".)

Remedies:
  write-with-json-dumps        write records with json.dumps() so the reader gets real JSON
  replace-none-with-null       (dead end) text.replace("None", "null") before json.loads
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"write-with-json-dumps", "replace-none-with-null"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-json-repr-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "events.txt")
records = [
    {"user": 7, "event": "login", "ref": None, "mobile": True},
    {"user": 8, "event": "search", "ref": "None of the above", "mobile": False},
]

with open(path, "w") as f:
    for rec in records:
        if REMEDY == "write-with-json-dumps":
            f.write(json.dumps(rec) + "\n")
        else:
            f.write(str(rec).replace("'", '"') + "\n")   # quotes fixed by hand, None/True left as they are

got = []
with open(path) as f:
    for line in f:
        if REMEDY == "replace-none-with-null":
            line = line.replace("None", "null").replace("True", "true").replace("False", "false")
        got.append(json.loads(line))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == records, "detail": "read %r" % (got,)}))
