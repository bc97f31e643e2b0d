"""KeyError: 'id', cause: the key is spelt differently in the data (here: a BOM in a CSV header).

A spreadsheet exported as "CSV UTF-8" starts with a byte order mark. Opened with
encoding="utf-8", csv.DictReader keeps the BOM in the first header, so the first column is
called '\\ufeffid', not 'id', and row["id"] fails although the header looks right when printed.
The same shape of bug: trailing spaces in headers, 'userId' vs 'user_id', different case.

Remedies:
  normalize-keys-at-the-source   open with encoding="utf-8-sig" (and strip header names)
  dict-get-everywhere            (dead end) row.get("id")
"""
import atexit, csv, json, os, shutil, sys, tempfile

REMEDIES = {"normalize-keys-at-the-source", "dict-get-everywhere"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-keyerror-csv-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "customers.csv")
with open(path, "w", encoding="utf-8-sig", newline="") as f:    # what Excel writes
    f.write("id,name,country\r\n17,Ada,UK\r\n18,Linus,FI\r\n")

encoding = "utf-8-sig" if REMEDY == "normalize-keys-at-the-source" else "utf-8"
ids = []
with open(path, encoding=encoding, newline="") as f:
    reader = csv.DictReader(f)
    if REMEDY == "normalize-keys-at-the-source":
        reader.fieldnames = [name.strip() for name in reader.fieldnames]
    for row in reader:
        if REMEDY == "dict-get-everywhere":
            ids.append(row.get("id"))
        else:
            ids.append(row["id"])

print("KNOWNFIX_CHECK " + json.dumps({"ok": ids == ["17", "18"], "detail": "ids %r" % (ids,)}))
