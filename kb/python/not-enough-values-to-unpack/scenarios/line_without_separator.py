"""ValueError: not enough values to unpack (expected 2, got 1), cause: a line without the separator.

A config reader does `key, value = line.split("=")` for every line of the file. The file
also has a comment, a blank line and a section header, which contain no "=", so split()
returns a one-element list.

Remedies:
  skip-and-validate-lines   skip blank and comment lines, split once with partition(), and
                            reject any other line without "=" with its line number
  pad-missing-values        (dead end) (line.split("=") + [""])[:2]
"""
import json, sys

REMEDIES = {"skip-and-validate-lines", "pad-missing-values"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

CONFIG = """# service settings
host=0.0.0.0

port=8080
[logging]
level=info
"""

settings = {}
for n, raw in enumerate(CONFIG.splitlines(), 1):
    line = raw.strip()
    if REMEDY == "skip-and-validate-lines":
        if not line or line.startswith("#") or (line.startswith("[") and line.endswith("]")):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            raise ValueError("line %d has no '=': %r" % (n, raw))
    elif REMEDY == "pad-missing-values":
        key, value = (line.split("=") + [""])[:2]
    else:
        key, value = line.split("=")
    settings[key] = value

expected = {"host": "0.0.0.0", "port": "8080", "level": "info"}
print("KNOWNFIX_CHECK " + json.dumps({"ok": settings == expected, "detail": "parsed %r" % (settings,)}))
