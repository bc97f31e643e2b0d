"""OSError: [Errno 24] Too many open files, cause: file handles that are never closed.

Each job attaches a new logging.FileHandler to a shared logger and never removes or
closes it, a very common leak: the logger keeps every handler (and its open file) alive.
The soft RLIMIT_NOFILE is lowered to 64 so the leak hits the limit after a few dozen jobs.

Remedies:
  close-what-you-open        remove and close the handler when the job ends (try/finally)
  gc-collect (dead end)      call gc.collect() after every job
  raise-soft-limit-for-a-leak (dead end) raise the soft limit to the hard limit and carry on
"""
import atexit, gc, json, logging, os, resource, shutil, sys, tempfile

REMEDIES = {"close-what-you-open", "gc-collect", "raise-soft-limit-for-a-leak"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(64, soft), hard))
if REMEDY == "raise-soft-limit-for-a-leak":
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096) if hard != resource.RLIM_INFINITY else 4096, hard))

tmp = tempfile.mkdtemp(prefix="kf-fds-")
atexit.register(shutil.rmtree, tmp, True)
log = logging.getLogger("jobs")
log.setLevel(logging.INFO)
log.propagate = False
N_JOBS = 120


def open_fds():
    return len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else -1


def run_job(i):
    handler = logging.FileHandler(os.path.join(tmp, "job-%03d.log" % i))
    log.addHandler(handler)
    try:
        log.info("job %d done", i)
    finally:
        if REMEDY == "close-what-you-open":
            log.removeHandler(handler)
            handler.close()


for i in range(N_JOBS):
    run_job(i)
    if REMEDY == "gc-collect":
        gc.collect()
    if i % 10 == 0:
        print("KNOWNFIX_METRIC " + json.dumps({"name": "open_fds", "iter": i, "value": open_fds()}))

for h in list(log.handlers):
    h.close()
bad = []
for i in range(N_JOBS):
    with open(os.path.join(tmp, "job-%03d.log" % i)) as f:
        if f.read().splitlines() != ["job %d done" % i]:
            bad.append(i)
print("KNOWNFIX_CHECK " + json.dumps({"ok": not bad, "detail": "%d of %d job logs have the wrong content" % (len(bad), N_JOBS)}))
