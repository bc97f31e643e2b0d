"""OSError: [Errno 24] Too many open files, cause: subprocess pipes left open.

Worker commands are started with Popen(stdout=PIPE, stderr=PIPE); the code reads stdout
but keeps the Popen objects (for their return codes) and never closes the pipes or waits.
Every process leaves two pipe descriptors open in the parent. Soft limit lowered to 64.

Remedies:
  use-subprocess-run      subprocess.run(..., capture_output=True): waits and closes pipes
"""
import json, os, resource, subprocess, sys

REMEDIES = {"use-subprocess-run"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(64, soft), hard))

N = 40
outputs, procs = [], []
for i in range(N):
    cmd = [sys.executable, "-S", "-c", "import sys; print(int(sys.argv[1]) ** 2)", str(i)]
    if REMEDY == "use-subprocess-run":
        r = subprocess.run(cmd, capture_output=True, text=True, check=True)
        outputs.append(int(r.stdout))
    else:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        outputs.append(int(p.stdout.readline()))
        procs.append(p)  # kept "to check return codes later"
    if i % 5 == 0:
        print("KNOWNFIX_METRIC " + json.dumps({"name": "open_fds", "iter": i, "value": len(os.listdir("/proc/self/fd"))}))

for p in procs:
    p.wait()
expected = [i * i for i in range(N)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": outputs == expected, "detail": "%d outputs, %d correct" % (len(outputs), sum(a == b for a, b in zip(outputs, expected)))}))
