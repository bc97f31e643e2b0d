"""TypeError: expected str, bytes or os.PathLike object, not NoneType (3.8-3.11) / argument
should be a str or an os.PathLike object ..., not 'NoneType' (pathlib, 3.12+), cause: the path
comes from an environment variable that is not set.

os.environ.get("DATA_DIR") returns None when the variable is missing, and Path(None)
(or open(None), os.path.join(None, ...)) fails far from the real problem.

Remedies:
  require-the-variable      read it with a clear error when missing (or a documented default)
"""
import atexit, json, os, shutil, sys, tempfile
from pathlib import Path

REMEDIES = {"require-the-variable"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

os.environ.pop("DATA_DIR", None)
default_dir = tempfile.mkdtemp(prefix="kf-datadir-")
atexit.register(shutil.rmtree, default_dir, True)
with open(os.path.join(default_dir, "labels.txt"), "w") as f:
    f.write("cat\ndog\n")

if REMEDY == "require-the-variable":
    # documented default for local runs; a deployment would rather stop with a message
    data_dir = Path(os.environ.get("DATA_DIR") or default_dir)
else:
    data_dir = Path(os.environ.get("DATA_DIR"))
labels = (data_dir / "labels.txt").read_text().split()
print("KNOWNFIX_CHECK " + json.dumps({"ok": labels == ["cat", "dog"], "detail": "labels %r from %s" % (labels, "the default folder" if REMEDY else data_dir)}))
