"""ValueError: I/O operation on closed file, cause: the file is used after its with block ended.

The loop that writes the report is indented one level less than intended, so it runs after
the `with open(...)` block has closed the file.

Remedies:
  keep-work-inside-with   indent the work into the with block (or open the file where it is used)
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"keep-work-inside-with"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-closed-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "report.txt")
lines = ["alpha 3", "beta 5"]

if REMEDY == "keep-work-inside-with":
    with open(path, "w") as f:
        f.write("report\n")
        for line in lines:
            f.write(line + "\n")
else:
    with open(path, "w") as f:
        f.write("report\n")
    for line in lines:                   # meant to be inside the with block
        f.write(line + "\n")

with open(path) as f:
    got = f.read()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "report\nalpha 3\nbeta 5\n", "detail": "%r" % got}))
