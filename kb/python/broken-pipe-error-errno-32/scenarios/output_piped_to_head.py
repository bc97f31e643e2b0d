"""BrokenPipeError: [Errno 32] Broken pipe, cause: the program's output is piped into a command
that stops reading (head, less, grep -m).

`python export.py | head -n 2` : head exits after two lines and closes the pipe; the next
print() in export.py fails with EPIPE. The scenario runs that pipeline with bash, passes the
child's stderr through, and exits with the child's status.

Remedies:
  handle-epipe-as-documented   catch BrokenPipeError at the top level, point stdout at devnull
                               and exit (the recipe in the signal module's "Note on SIGPIPE")
"""
import json, os, subprocess, sys, tempfile

REMEDIES = {"handle-epipe-as-documented"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

EXPORT = {
    None: "import sys\nfor i in range(200000):\n    print('row %d' % i)\n",
    "handle-epipe-as-documented": (
        "import os, sys\n"
        "def main():\n    for i in range(200000):\n        print('row %d' % i)\n"
        "try:\n    main()\n    sys.stdout.flush()\n"
        "except BrokenPipeError:\n"
        "    devnull = os.open(os.devnull, os.O_WRONLY)\n"
        "    os.dup2(devnull, sys.stdout.fileno())\n"
        "    sys.exit(0)   # the reader chose to stop: not an error for this tool\n"),
}[REMEDY]

with tempfile.TemporaryFile() as err:
    r = subprocess.run(["bash", "-c", "set -o pipefail; \"$0\" -c \"$1\" | head -n 2", sys.executable, EXPORT],
                       stdout=subprocess.PIPE, stderr=err, text=True)
    err.seek(0)
    child_err = err.read().decode()
sys.stderr.write(child_err)
if r.returncode != 0:
    sys.exit(r.returncode)
ok = r.stdout == "row 0\nrow 1\n" and "BrokenPipeError" not in child_err
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "head printed %r" % r.stdout}))
