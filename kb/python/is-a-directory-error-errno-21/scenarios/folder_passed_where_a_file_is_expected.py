"""IsADirectoryError: [Errno 21] Is a directory, cause: a folder is passed where a file is expected.

Training saves checkpoints as folders (checkpoints/step-300/ holding weights.json and
optimizer.json, the layout Hugging Face and many trainers use). The evaluation script
is given --checkpoint checkpoints/step-300 and opens that path as a file.

Remedies:
  open-the-file-inside-the-folder   if the path is a folder, open the weights file inside it
  open-in-binary-mode               (dead end) open(path, "rb") instead of open(path)
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"open-the-file-inside-the-folder", "open-in-binary-mode"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-eisdir-")
atexit.register(shutil.rmtree, root, True)
ckpt = os.path.join(root, "checkpoints", "step-300")
os.makedirs(ckpt)
weights = {"w": [0.5, -1.5], "b": 0.25}
with open(os.path.join(ckpt, "weights.json"), "w") as f:
    json.dump(weights, f)
with open(os.path.join(ckpt, "optimizer.json"), "w") as f:
    json.dump({"lr": 0.001}, f)


def load_weights(path):
    if REMEDY == "open-the-file-inside-the-folder":
        if os.path.isdir(path):
            path = os.path.join(path, "weights.json")
        with open(path) as f:
            return json.load(f)
    if REMEDY == "open-in-binary-mode":
        with open(path, "rb") as f:
            return json.loads(f.read())
    with open(path) as f:
        return json.load(f)


got = load_weights(ckpt)              # what --checkpoint checkpoints/step-300 passes
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == weights, "detail": "loaded %r" % (got,)}))
