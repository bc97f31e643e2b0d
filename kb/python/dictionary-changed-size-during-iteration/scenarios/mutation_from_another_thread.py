"""RuntimeError: dictionary changed size during iteration, cause: another thread adds a key.

A reporter thread walks a metrics registry while a request-handling thread registers a
new metric. The interleaving is forced with events so the run is deterministic: the
writer adds its key right after the reporter has handled the first metric.

Remedies:
  lock-or-copy-under-lock    writers and the snapshot for reporting share one lock
"""
import json, sys, threading

REMEDIES = {"lock-or-copy-under-lock"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

registry = {"requests_total": 10, "errors_total": 1, "latency_ms_sum": 870}
initial = dict(registry)
lock = threading.Lock()
reporter_started = threading.Event()
written = threading.Event()
reported = []


def writer():
    reporter_started.wait(5)
    with lock:
        registry["cache_hits_total"] = 4  # a new metric registered by a request handler
    written.set()


t = threading.Thread(target=writer)
t.start()
try:
    if REMEDY == "lock-or-copy-under-lock":
        with lock:
            items = list(registry.items())
    else:
        items = registry.items()
    for name, value in items:
        reported.append((name, value))
        if not reporter_started.is_set():
            reporter_started.set()
            written.wait(5)
finally:
    reporter_started.set()
    t.join()

ok = dict(reported) == initial and registry.get("cache_hits_total") == 4
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "reported %r; registry now %r" % (reported, registry)}))
