"""OSError: [Errno 28] No space left on device, cause: the filesystem has run out of inodes (one per file),
while `df -h` still shows free space; `df -i` shows 100% IUse.

A cache writes one small file per item. The lab mounts a private filesystem with 64 MiB of space but only 200
inodes (see _nospace.py) and caches 500 items.

Remedies:
  store-items-in-one-file            keep the items in one file (one JSON-lines file, sqlite, shelve) instead of one file each
  free-disk-space (dead end)          delete a large file to free space
"""
import json, os, sys, tempfile
from _nospace import private_mounts, tmpfs

REMEDIES = {"store-items-in-one-file", "free-disk-space"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

private_mounts()
cache = tmpfs(os.path.join(tempfile.mkdtemp(prefix="enospc-"), "cache"), "64m", inodes=200)
with open(os.path.join(cache, "model.bin"), "wb") as f:      # a large file on the same filesystem
    f.write(b"\0" * (16 * 1024 * 1024))
if REMEDY == "free-disk-space":
    os.remove(os.path.join(cache, "model.bin"))

items = {"item-%04d" % i: {"id": i, "score": i * 0.5} for i in range(500)}
if REMEDY == "store-items-in-one-file":
    with open(os.path.join(cache, "items.jsonl"), "w") as f:
        for key, value in items.items():
            f.write(json.dumps({"key": key, "value": value}) + "\n")
    with open(os.path.join(cache, "items.jsonl")) as f:
        restored = {d["key"]: d["value"] for d in map(json.loads, f)}
else:
    for key, value in items.items():
        with open(os.path.join(cache, key + ".json"), "w") as f:
            json.dump(value, f)
    restored = {}
    for name in os.listdir(cache):
        if name.endswith(".json"):
            with open(os.path.join(cache, name)) as f:
                restored[name[:-5]] = json.load(f)

print("KNOWNFIX_CHECK " + json.dumps({"ok": restored == items, "detail": "%d of %d items restored" % (len(restored), len(items))}))
