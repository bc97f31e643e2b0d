"""AttributeError: module 'statistics' has no attribute 'median', cause: a file of the project
has the same name as the module.

The project folder contains its own statistics.py (the team's helpers for its dashboard).
Python puts the folder of the script first on sys.path, so `import statistics` in the report
module imports that file instead of the standard library module, and statistics.median does
not exist there. The folder is put on sys.path explicitly here (as PYTHONPATH or an installed
project path does); Python 3.13 adds "(consider renaming ...)" only when the file sits in the
folder of the script being run, so this run prints the plain message on every version.

Remedies:
  rename-the-shadowing-file   rename the project's statistics.py (e.g. to dashboard_stats.py)
                              and delete its stale __pycache__ entry
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"rename-the-shadowing-file"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

assert "statistics" not in sys.modules
root = tempfile.mkdtemp(prefix="kf-shadow-")
atexit.register(shutil.rmtree, root, True)
helper = "dashboard_stats.py" if REMEDY == "rename-the-shadowing-file" else "statistics.py"
with open(os.path.join(root, helper), "w") as f:
    f.write("def percent(part, whole):\n    return 100.0 * part / whole\n")
with open(os.path.join(root, "report.py"), "w") as f:
    f.write("import statistics\n\n\ndef summary(latencies):\n    return statistics.median(latencies)\n")

sys.path.insert(0, root)        # the project folder first on sys.path (PYTHONPATH, an IDE's source root)
import report  # noqa: E402

latencies = [120, 95, 310, 101, 99]
got = report.summary(latencies)
ref = sorted(latencies)[len(latencies) // 2]          # median of an odd-length list
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ref, "detail": "median %r, reference %r" % (got, ref)}))
