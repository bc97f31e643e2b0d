"""ValueError: could not convert string 'epoch' to float64 at row 0, column 1, cause: a header
row read by np.loadtxt.

np.loadtxt converts every field of every row to float. The CSV file starts with a header
line, so the first field it converts is the column name. NumPy's C reader (used by
loadtxt in the NumPy releases the lab runs) words the error with the row and column.

Remedies:
  skip-the-header   np.loadtxt(..., skiprows=1)
"""
import atexit, json, os, shutil, sys, tempfile
import numpy as np

REMEDIES = {"skip-the-header"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-loadtxt-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "run.csv")
with open(path, "w") as f:
    f.write("epoch,loss\n1,0.5\n2,0.25\n3,0.125\n")

data = np.loadtxt(path, delimiter=",", skiprows=1 if REMEDY == "skip-the-header" else 0)
ok = data.tolist() == [[1.0, 0.5], [2.0, 0.25], [3.0, 0.125]]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "loaded shape %r, numpy %s" % (data.shape, np.__version__)}))
