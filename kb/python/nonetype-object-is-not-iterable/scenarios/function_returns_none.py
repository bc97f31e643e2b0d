"""TypeError: 'NoneType' object is not iterable, cause: a function that returns None on one of
its paths is iterated.

load_rows() returns the parsed rows, but when the file is empty it only prints a warning and
falls off the end, returning None; `for row in load_rows(path)` then iterates None.

Remedies:
  return-an-empty-collection   return [] (an empty result is a result), or raise on real errors
  except-typeerror             (dead end) wrap the loop in try/except TypeError
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"return-an-empty-collection", "except-typeerror"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-noneiter-")
atexit.register(shutil.rmtree, root, True)
files = {"mon.txt": "3\n4\n", "tue.txt": "", "wed.txt": "5\n"}
for name, text in files.items():
    with open(os.path.join(root, name), "w") as f:
        f.write(text)


def load_rows(path):
    with open(path) as f:
        text = f.read()
    if not text:
        print("warning: %s is empty" % os.path.basename(path), file=sys.stderr)
        if REMEDY == "return-an-empty-collection":
            return []
        return
    return [int(line) for line in text.split()]


totals = {}
for name in files:
    total = 0
    if REMEDY == "except-typeerror":
        try:
            for value in load_rows(os.path.join(root, name)):
                total += value
        except TypeError:
            continue
    else:
        for value in load_rows(os.path.join(root, name)):
            total += value
    totals[name] = total
print("KNOWNFIX_CHECK " + json.dumps({"ok": totals == {"mon.txt": 7, "tue.txt": 0, "wed.txt": 5}, "detail": "%r" % (totals,)}))
