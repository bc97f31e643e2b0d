"""UnicodeDecodeError, cause: a UTF-16 file (with BOM) is read as UTF-8.

Windows tools (PowerShell `>` redirection in 5.x, Excel "Unicode text", regedit exports)
write UTF-16 LE with the BOM bytes FF FE; 0xFF can never start a UTF-8 sequence.

Remedies:
  open-with-the-real-encoding   open(..., encoding="utf-16")
  decode-as-latin-1 (dead end)  open(..., encoding="latin-1"): never raises, returns mojibake
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"open-with-the-real-encoding", "decode-as-latin-1"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

TEXT = "host=db01\nuser=søren\nport=5432\n"
tmp = tempfile.mkdtemp(prefix="kf-ude-")
atexit.register(shutil.rmtree, tmp, True)
path = os.path.join(tmp, "settings.txt")
with open(path, "w", encoding="utf-16", newline="") as f:  # BOM + UTF-16 LE
    f.write(TEXT)

enc = {"open-with-the-real-encoding": "utf-16", "decode-as-latin-1": "latin-1"}.get(REMEDY, "utf-8")
with open(path, encoding=enc, newline="") as f:
    got = f.read()
settings = dict(line.split("=", 1) for line in got.splitlines() if "=" in line)
expected = {"host": "db01", "user": "søren", "port": "5432"}
print("KNOWNFIX_CHECK " + json.dumps({"ok": settings == expected, "detail": "parsed %r" % (settings,)}))
