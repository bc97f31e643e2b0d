"""TypeError: 'str' object cannot be interpreted as an integer, cause: a count read as text is
passed where an int is required (range, bytes, repetition counts).

The number of retries comes from an environment variable (or input(), argv, a config
file), so it is the str "3"; range(retries) needs an int.

Remedies:
  convert-at-the-boundary   int() the value where it is read (argparse type=int)
"""
import json, os, sys

REMEDIES = {"convert-at-the-boundary"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

os.environ["RETRIES"] = "3"
retries = int(os.environ["RETRIES"]) if REMEDY == "convert-at-the-boundary" else os.environ["RETRIES"]
attempts = [n for n in range(retries)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": attempts == [0, 1, 2], "detail": "%r" % (attempts,)}))
