"""UnicodeDecodeError, cause: a binary (here gzip-compressed) file is opened in text mode.

The log archive is app.log.gz; open(path) / open(path, "r") tries to decode the gzip
header (1F 8B ...) as UTF-8 and fails at byte 0x8b.

Remedies:
  read-binary-or-decompress     gzip.open(path, "rt", encoding="utf-8")
  errors-ignore (dead end)      open(path, encoding="utf-8", errors="ignore")
"""
import atexit, gzip, json, os, shutil, sys, tempfile

REMEDIES = {"read-binary-or-decompress", "errors-ignore"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

LINES = ["INFO start", "ERROR disk full", "INFO retry", "ERROR disk full", "INFO done"]
tmp = tempfile.mkdtemp(prefix="kf-ude-")
atexit.register(shutil.rmtree, tmp, True)
path = os.path.join(tmp, "app.log.gz")
with gzip.GzipFile(path, "wb", mtime=0) as f:  # mtime=0: deterministic bytes
    f.write(("\n".join(LINES) + "\n").encode("utf-8"))

if REMEDY == "read-binary-or-decompress":
    f = gzip.open(path, "rt", encoding="utf-8")
elif REMEDY == "errors-ignore":
    f = open(path, encoding="utf-8", errors="ignore")
else:
    f = open(path, encoding="utf-8")
with f:
    errors = sum(1 for line in f if line.startswith("ERROR"))

expected = sum(1 for l in LINES if l.startswith("ERROR"))
print("KNOWNFIX_CHECK " + json.dumps({"ok": errors == expected, "detail": "counted %d ERROR lines, expected %d" % (errors, expected)}))
