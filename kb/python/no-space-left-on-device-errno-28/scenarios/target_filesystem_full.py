"""OSError: [Errno 28] No space left on device, cause: the filesystem the program writes its output to is
full (a checkpoint, a download, an extracted archive, a log).

The lab gives the program a private 4 MiB filesystem as its output folder (see _nospace.py) and asks it to
copy a 6 MiB dataset file there, in 1 MiB chunks, as shutil.copyfileobj would.

Remedies:
  write-where-there-is-space      check shutil.disk_usage() first and write to a filesystem with enough free space
  ignore-write-error (dead end)   catch the OSError and carry on
"""
import hashlib, json, os, shutil, sys, tempfile
from _nospace import private_mounts, tmpfs

REMEDIES = {"write-where-there-is-space", "ignore-write-error"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

private_mounts()
base = tempfile.mkdtemp(prefix="enospc-")
small = tmpfs(os.path.join(base, "data"), "4m")          # the full disk
large = tmpfs(os.path.join(base, "scratch"), "64m")      # a filesystem with room

payload = bytes(range(256)) * (6 * 1024 * 1024 // 256)   # 6 MiB
src = os.path.join(large, "dataset.bin")
with open(src, "wb") as f:
    f.write(payload)

out_dir = small
if REMEDY == "write-where-there-is-space":
    need = os.path.getsize(src)
    for candidate in (small, large):
        if shutil.disk_usage(candidate).free > need + 1024 * 1024:
            out_dir = candidate
            break
dst = os.path.join(out_dir, "dataset-copy.bin")

if REMEDY == "ignore-write-error":
    try:
        with open(src, "rb") as fin, open(dst, "wb") as fout:
            shutil.copyfileobj(fin, fout, 1024 * 1024)
    except OSError:
        pass
else:
    with open(src, "rb") as fin, open(dst, "wb") as fout:
        shutil.copyfileobj(fin, fout, 1024 * 1024)

with open(dst, "rb") as f:
    got = f.read()
ok = hashlib.sha256(got).hexdigest() == hashlib.sha256(payload).hexdigest()
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "copy has %d of %d bytes; identical: %s"
                                       % (len(got), len(payload), ok)}))
