"""count_lines() takes 1 positional argument but 8 were given, cause: args=("jobs.csv")
is a string, so Thread.run unpacks its characters.

Remedies:
  one-element-tuple   args=("jobs.csv",)
"""
import json, os, tempfile, threading

from _kit import arg_remedy

remedy = arg_remedy({"one-element-tuple"})
folder = tempfile.mkdtemp(prefix="kf-pos-")
os.chdir(folder)
with open("jobs.csv", "w") as f:
    f.write("id,name\n1,a\n2,b\n3,c\n")

result = {}
errors = []


def count_lines(path):
    with open(path) as f:
        result[path] = sum(1 for _ in f)


def keep_error(hook_args):
    # threading prints a worker's exception and lets the program go on; keep it and
    # re-raise it in the main thread so that the failure ends the program.
    errors.append(hook_args.exc_value)


threading.excepthook = keep_error
args = ("jobs.csv",) if remedy == "one-element-tuple" else ("jobs.csv")
t = threading.Thread(target=count_lines, args=args)
t.start()
t.join()
if errors:
    raise errors[0]
print("KNOWNFIX_CHECK " + json.dumps({"ok": result == {"jobs.csv": 4}, "detail": "counted %r, expected 4 lines" % (result,)}))
