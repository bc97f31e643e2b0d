"""OSError: [Errno 28] No space left on device, cause: the temporary directory (/tmp, or $TMPDIR) is small or
full, while the disk the user looks at has room.

tempfile, pip, compilers and many libraries spool data to the temporary directory. The lab points TMPDIR at
a private 2 MiB filesystem (see _nospace.py); the program sorts 5 MiB of records with a temporary spool
file, as an external sort does.

Remedies:
  point-tmpdir-elsewhere          set TMPDIR (before the program starts) to a directory on a filesystem with space
"""
import json, os, subprocess, sys, tempfile
from _nospace import private_mounts, tmpfs

REMEDIES = {"point-tmpdir-elsewhere"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

JOB = r'''
import random, sys, tempfile
random.seed(7)
records = ["%08d,%s" % (random.randrange(10**8), "x" * 40) for _ in range(100000)]   # about 5 MiB
with tempfile.TemporaryFile("w+") as spool:
    for r in records:
        spool.write(r + "\n")
    spool.seek(0)
    result = sorted(spool.read().splitlines())
print(len(result), result[0][:8], result[-1][:8])
'''

private_mounts()
base = tempfile.mkdtemp(prefix="enospc-")
small_tmp = tmpfs(os.path.join(base, "tmp"), "2m")
big = tmpfs(os.path.join(base, "bigfs"), "64m")
job = os.path.join(big, "sort_job.py")
with open(job, "w") as f:
    f.write(JOB)
env = dict(os.environ, TMPDIR=small_tmp)
if REMEDY == "point-tmpdir-elsewhere":
    env["TMPDIR"] = os.path.join(big, "tmp")
    os.makedirs(env["TMPDIR"])
r = subprocess.run([sys.executable, job], env=env, capture_output=True, text=True)
sys.stderr.write(r.stderr)
if r.returncode != 0:
    sys.exit(r.returncode)
import random
random.seed(7)
ref = sorted("%08d,%s" % (random.randrange(10**8), "x" * 40) for _ in range(100000))
expected = "%d %s %s" % (len(ref), ref[0][:8], ref[-1][:8])
ok = r.stdout.strip() == expected
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "sorted %r, expected %r" % (r.stdout.strip(), expected)}))
