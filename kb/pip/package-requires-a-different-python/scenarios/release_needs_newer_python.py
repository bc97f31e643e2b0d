"""pip "Package 'X' requires a different Python", cause: the pinned release needs a newer Python.

fancyjson 2.0 declares Requires-Python >=3.14 (and imports the 3.14 stdlib module
annotationlib); 1.0 supports Python >=3.8. Both wheels sit in a --find-links folder, so pip
only learns Requires-Python from the downloaded wheel's metadata. A requirements file pins
fancyjson==2.0 (as one written on a newer Python would), and pip stops with
"ERROR: Package 'fancyjson' requires a different Python: 3.x.y not in '>=3.14'".

Remedies:
  pin-a-release-for-this-python      fancyjson<2 (takes 1.0; or run on a Python 2.0 supports)
  ignore-requires-python (dead end)  pip install --ignore-requires-python -r requirements.txt
"""
import json, os, sys

from _pipkit import arg_remedy, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"pin-a-release-for-this-python", "ignore-requires-python"})
if sys.version_info >= (3, 14):
    print("this scenario needs Python <= 3.13", file=sys.stderr)
    sys.exit(3)

PKG = "import json\n__version__ = %r\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"
tmp = tmpdir("kf-rp-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_wheel(links, "fancyjson", "1.0", {"fancyjson/__init__.py": PKG % "1.0"}, requires_python=">=3.8")
make_wheel(links, "fancyjson", "2.0", {"fancyjson/__init__.py": "from annotationlib import get_annotations\n" + PKG % "2.0"},
           requires_python=">=3.14")
req = os.path.join(tmp, "requirements.txt")
with open(req, "w") as f:
    f.write("fancyjson<2\n" if REMEDY == "pin-a-release-for-this-python" else "fancyjson==2.0\n")
args = ["install", "--no-index", "--find-links", links, "--target", site, "-r", req]
if REMEDY == "ignore-requires-python":
    args.append("--ignore-requires-python")
run_pip(args)
got = run_python("import fancyjson; print(fancyjson.__version__, fancyjson.dumps_sorted({'b': 1, 'a': 2}))", site)
want = "1.0 " + json.dumps({"a": 2, "b": 1})
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "got %r, expected %r: the older release 1.0 that supports this Python, not the pinned 2.0" % (got, want)}))
