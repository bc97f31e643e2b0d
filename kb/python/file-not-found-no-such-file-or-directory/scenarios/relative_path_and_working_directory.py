"""FileNotFoundError: [Errno 2], cause: a relative path resolved against the working directory.

A small project keeps its settings in data/settings.json next to its code, and loader.py
opens "data/settings.json". That works when the program is started from the project folder
and fails when it is started from anywhere else (a cron job, an IDE run configuration, a
test runner started at the repository root): relative paths are resolved against the
process's current working directory, not against the file that contains the open() call.

Remedies:
  path-relative-to-module    build the path from Path(__file__).resolve().parent
  abspath-of-relative-path   (dead end) wrap the relative path in os.path.abspath()
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"path-relative-to-module", "abspath-of-relative-path"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

LOADERS = {
    None: 'import json\n\ndef load_settings():\n    with open("data/settings.json") as f:\n        return json.load(f)\n',
    "abspath-of-relative-path": 'import json, os\n\ndef load_settings():\n    with open(os.path.abspath("data/settings.json")) as f:\n        return json.load(f)\n',
    "path-relative-to-module": 'import json\nfrom pathlib import Path\n\nHERE = Path(__file__).resolve().parent\n\ndef load_settings():\n    with open(HERE / "data" / "settings.json") as f:\n        return json.load(f)\n',
}

root = tempfile.mkdtemp(prefix="kf-enoent-")
atexit.register(shutil.rmtree, root, True)
project = os.path.join(root, "project")
os.makedirs(os.path.join(project, "data"))
settings = {"threshold": 0.25, "labels": ["cat", "dog"]}
with open(os.path.join(project, "data", "settings.json"), "w") as f:
    json.dump(settings, f)
with open(os.path.join(project, "loader.py"), "w") as f:
    f.write(LOADERS[REMEDY])

# Started from the parent folder, as a scheduler or an IDE would start it.
os.chdir(root)
sys.path.insert(0, project)
import loader  # noqa: E402

got = loader.load_settings()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == settings, "detail": "loaded %r from the project's data folder" % (got,)}))
