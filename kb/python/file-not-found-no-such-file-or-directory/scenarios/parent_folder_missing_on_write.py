"""FileNotFoundError: [Errno 2], cause: writing a file into a folder that does not exist.

open(path, "w") creates the file but not the folders above it. A training script saves
its metrics to runs/<experiment>/metrics.json before anything has created runs/<experiment>,
so the write fails with "No such file or directory" although the program is creating the
file, not reading it.

Remedies:
  create-parent-folders      os.makedirs(os.path.dirname(path), exist_ok=True) before open()
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"create-parent-folders"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-write-")
atexit.register(shutil.rmtree, root, True)
os.chdir(root)

metrics = {"epoch": 3, "loss": 0.125, "accuracy": 0.875}


def save_metrics(experiment, values):
    path = os.path.join("runs", experiment, "metrics.json")
    if REMEDY == "create-parent-folders":
        os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(values, f)
    return path


path = save_metrics("baseline-lr3e-4", metrics)
with open(path) as f:
    got = json.load(f)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == metrics, "detail": "read back %r from %s" % (got, path)}))
