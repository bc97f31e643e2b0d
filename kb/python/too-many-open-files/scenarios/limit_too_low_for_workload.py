"""OSError: [Errno 24] Too many open files, cause: the workload legitimately needs more
files at once than the soft limit allows.

An external merge sort: 100 sorted chunk files are merged with heapq.merge, which keeps
all of them open at once. The soft limit is set to 64 (a low default such as macOS's 256
scaled down to keep the scenario small).

Remedies:
  raise-soft-limit     raise the soft RLIMIT_NOFILE (up to the hard limit) before merging
  merge-in-batches     merge 32 chunks at a time into intermediate files, then merge those
"""
import atexit, heapq, json, os, random, resource, shutil, sys, tempfile
from contextlib import ExitStack

REMEDIES = {"raise-soft-limit", "merge-in-batches"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(64, soft), hard))

tmp = tempfile.mkdtemp(prefix="kf-merge-")
atexit.register(shutil.rmtree, tmp, True)
rng = random.Random(7)
values = [rng.randrange(10 ** 6) for _ in range(5000)]
chunks = []
for c in range(100):
    path = os.path.join(tmp, "chunk-%03d.txt" % c)
    with open(path, "w") as f:
        f.writelines("%d\n" % v for v in sorted(values[c * 50:(c + 1) * 50]))
    chunks.append(path)


def merge(paths, out_path):
    with ExitStack() as stack:
        files = [stack.enter_context(open(p)) for p in paths]
        with open(out_path, "w") as out:
            out.writelines(heapq.merge(*files, key=int))


if REMEDY == "raise-soft-limit":
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096) if hard != resource.RLIM_INFINITY else 4096, hard))
if REMEDY == "merge-in-batches":
    level = []
    for b in range(0, len(chunks), 32):
        p = os.path.join(tmp, "batch-%03d.txt" % b)
        merge(chunks[b:b + 32], p)
        level.append(p)
    merge(level, os.path.join(tmp, "sorted.txt"))
else:
    merge(chunks, os.path.join(tmp, "sorted.txt"))

with open(os.path.join(tmp, "sorted.txt")) as f:
    got = [int(line) for line in f]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == sorted(values), "detail": "%d values merged" % len(got)}))
