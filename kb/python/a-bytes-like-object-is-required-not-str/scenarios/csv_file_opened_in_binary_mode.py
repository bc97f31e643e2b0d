"""TypeError: a bytes-like object is required, not 'str', cause: text written to a file opened
in binary mode (the Python 2 csv habit).

Python 2's csv module wanted files opened with "wb"; ported code keeps that, and Python 3's
csv.writer writes str, which a binary file refuses.

Remedies:
  text-mode-with-newline   open(path, "w", newline="", encoding="utf-8") for csv
"""
import atexit, csv, json, os, shutil, sys, tempfile

REMEDIES = {"text-mode-with-newline"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-bytes-csv-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "out.csv")
rows = [("id", "city"), (1, "Zürich"), (2, "Oslo")]
if REMEDY == "text-mode-with-newline":
    f = open(path, "w", newline="", encoding="utf-8")
else:
    f = open(path, "wb")
with f:
    csv.writer(f).writerows(rows)
with open(path, newline="", encoding="utf-8") as f:
    back = list(csv.reader(f))
print("KNOWNFIX_CHECK " + json.dumps({"ok": back == [["id", "city"], ["1", "Zürich"], ["2", "Oslo"]], "detail": "%r" % (back,)}))
