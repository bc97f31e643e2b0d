"""UnicodeDecodeError, cause: a Windows-1252 / Latin-1 file is read as UTF-8.

A CSV exported by a legacy tool (Excel "CSV", an old ERP) is cp1252-encoded:
'é' is the single byte 0xE9, which is not valid UTF-8.

Remedies:
  open-with-the-real-encoding   open(..., encoding="cp1252")
  errors-ignore (dead end)      open(..., encoding="utf-8", errors="ignore")
"""
import atexit, csv, json, os, shutil, sys, tempfile

REMEDIES = {"open-with-the-real-encoding", "errors-ignore"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

ROWS = [["name", "city", "amount"], ["Zoé", "Besançon", "12.50"], ["Jürgen", "Köln", "7.25"], ["Ana", "Málaga", "3.00"]]
tmp = tempfile.mkdtemp(prefix="kf-ude-")
atexit.register(shutil.rmtree, tmp, True)
path = os.path.join(tmp, "export.csv")
with open(path, "w", encoding="cp1252", newline="") as f:
    csv.writer(f).writerows(ROWS)

kwargs = {"encoding": "utf-8"}
if REMEDY == "open-with-the-real-encoding":
    kwargs = {"encoding": "cp1252"}
elif REMEDY == "errors-ignore":
    kwargs = {"encoding": "utf-8", "errors": "ignore"}
with open(path, newline="", **kwargs) as f:
    got = list(csv.reader(f))

print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ROWS, "detail": "read %r" % (got[1:],)}, ensure_ascii=False))
