"""subprocess.CalledProcessError: Command '['grep', ...]' returned non-zero exit status 1.

grep exits 0 when it finds a line, 1 when it finds none, and 2 on a real error. The code
counts ERROR lines in several log files with subprocess.check_output(["grep", "-c", ...]),
and check_output turns "no ERROR line in this file" (status 1) into an exception. diff
(1 = files differ) and `git diff --quiet` follow the same convention.

Remedies:
  accept-documented-exit-codes   run with check=False and treat 0 and 1 as answers, only >= 2 as an error
  ignore-every-failure           (dead end) catch CalledProcessError and count 0
"""
import atexit, json, os, shutil, subprocess, sys, tempfile

REMEDIES = {"accept-documented-exit-codes", "ignore-every-failure"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-cpe-grep-")
atexit.register(shutil.rmtree, root, True)
logs = {
    "api.log": "INFO start\nERROR db timeout\nINFO retry\nERROR db timeout\n",
    "worker.log": "INFO start\nINFO done\n",                  # no ERROR line: grep exits 1
    "cron.log": None,                                       # rotated away: grep exits 2
}
for name, text in logs.items():
    if text is not None:
        with open(os.path.join(root, name), "w") as f:
            f.write(text)


def count_errors(path):
    cmd = ["grep", "-c", "ERROR", path]
    if REMEDY == "accept-documented-exit-codes":
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode >= 2:                            # grep's "a real error happened"
            return "error: %s" % r.stderr.strip().rsplit(": ", 1)[-1]
        return int(r.stdout)                             # 0 or 1: an answer ("1" prints 0)
    if REMEDY == "ignore-every-failure":
        try:
            return int(subprocess.check_output(cmd, text=True, stderr=subprocess.DEVNULL))
        except subprocess.CalledProcessError:
            return 0
    return int(subprocess.check_output(cmd, text=True))


got = {name: count_errors(os.path.join(root, name)) for name in logs}
expected = {"api.log": 2, "worker.log": 0, "cron.log": "error: No such file or directory"}
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "counts %r" % (got,)}))
