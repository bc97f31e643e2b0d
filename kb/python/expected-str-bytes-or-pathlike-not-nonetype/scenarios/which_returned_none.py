"""TypeError: expected str, bytes or os.PathLike object, not NoneType, cause: a lookup that
returned None is used as a program path.

shutil.which("ffprobe") returns None when the tool is not on PATH; the None goes into
subprocess.run([...]), which fails with this TypeError instead of saying the tool is missing.

Remedies:
  check-the-lookup      test the result of which() and fail (or fall back) with a clear message
"""
import json, shutil, subprocess, sys

REMEDIES = {"check-the-lookup"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

tool = shutil.which("kf-ffprobe-not-installed")
if REMEDY == "check-the-lookup":
    if tool is None:
        tool = sys.executable            # the documented fallback: our own Python-based prober
        args = [tool, "-c", "print(42)"]
    else:
        args = [tool, "-v", "error"]
else:
    args = [tool, "-c", "print(42)"]
out = subprocess.run(args, capture_output=True, text=True, check=True).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": out == "42", "detail": "prober said %r (fallback used)" % out}))
