"""TypeError: 'int' object is not subscriptable, cause: a number where the code expects a list or dict.

An argparse option is declared with type=int and indexed as if it took several values
(args.gpu[0]); the same shape mistake happens with JSON where a field holds an id
instead of the nested object.

Remedies:
  match-the-shape        declare the option with nargs="+" (or stop indexing a scalar); check the
                         data's shape where it is read
"""
import argparse, json, sys

REMEDIES = {"match-the-shape"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

parser = argparse.ArgumentParser()
if REMEDY == "match-the-shape":
    parser.add_argument("--gpu", type=int, nargs="+", default=[0])
else:
    parser.add_argument("--gpu", type=int, default=0)
args = parser.parse_args(["--gpu", "1"])
first = args.gpu[0]
print("KNOWNFIX_CHECK " + json.dumps({"ok": first == 1, "detail": "first gpu %r" % first}))
