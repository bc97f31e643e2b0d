"""ValueError: I/O operation on closed file, cause: a function returns a file object (or a
reader over it) from inside a with block.

open_rows() opens the CSV in a with block and returns csv.reader(f). Returning leaves the
block and closes the file, so the caller's first iteration reads a closed file.

Remedies:
  read-before-returning   return the data (list(reader)), or make the function a generator
                          that yields inside the with block
"""
import atexit, csv, json, os, shutil, sys, tempfile

REMEDIES = {"read-before-returning"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-closed2-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "rows.csv")
with open(path, "w", newline="") as f:
    f.write("a,1\nb,2\n")


def open_rows(p):
    with open(p, newline="") as f:
        if REMEDY == "read-before-returning":
            return list(csv.reader(f))
        return csv.reader(f)


rows = [r for r in open_rows(path)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": rows == [["a", "1"], ["b", "2"]], "detail": "%r" % (rows,)}))
