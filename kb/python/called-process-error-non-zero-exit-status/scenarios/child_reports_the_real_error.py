"""subprocess.CalledProcessError: Command [...] returned non-zero exit status 1, cause: the
child failed and said why on its stderr.

A pipeline step runs a code generator as a child process with check=True. The generator
needs a configuration file that is missing, prints "fatal: ..." on stderr and exits 1. The
CalledProcessError only says that the command failed; the reason is the child's own
message, printed above the traceback, or hidden when the parent captures or discards
stderr (as here with stderr=subprocess.DEVNULL, the "keep the log clean" pattern).

Remedies:
  read-child-stderr-and-fix   capture stderr, put it into the error, and fix what it names
                              (the lab's fix: write the missing config file)
  ignore-every-failure        (dead end) catch CalledProcessError and carry on
"""
import atexit, json, os, shutil, subprocess, sys, tempfile

REMEDIES = {"read-child-stderr-and-fix", "ignore-every-failure"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-cpe-child-")
atexit.register(shutil.rmtree, root, True)
gen = os.path.join(root, "gen_schema.py")
with open(gen, "w") as f:
    f.write(
        "import json, os, sys\n"
        "cfg = os.path.join(os.path.dirname(__file__), 'schema.cfg')\n"
        "if not os.path.exists(cfg):\n"
        "    sys.stderr.write('fatal: configuration file %s not found\\n' % cfg)\n"
        "    sys.exit(1)\n"
        "fields = open(cfg).read().split()\n"
        "json.dump({'fields': fields}, open(sys.argv[1], 'w'))\n"
    )
out = os.path.join(root, "schema.json")
cmd = [sys.executable, gen, out]

if REMEDY == "read-child-stderr-and-fix":
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        print("generator failed (%d): %s" % (r.returncode, r.stderr.strip()))
        # The message names the missing file; the fix is to provide it, then run again.
        with open(os.path.join(root, "schema.cfg"), "w") as f:
            f.write("id name email\n")
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("generator failed again: %s" % r.stderr.strip())
elif REMEDY == "ignore-every-failure":
    try:
        subprocess.run(cmd, check=True, stderr=subprocess.DEVNULL)
    except subprocess.CalledProcessError:
        pass
else:
    subprocess.run(cmd, check=True, stderr=subprocess.DEVNULL)

schema = json.load(open(out)) if os.path.exists(out) else None
ok = schema == {"fields": ["id", "name", "email"]}
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "schema %r" % (schema,)}))
