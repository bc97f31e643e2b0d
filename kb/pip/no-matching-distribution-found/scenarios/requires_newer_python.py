"""pip "Could not find a version", cause: the wanted release requires a newer Python.

fancyjson 2.0 declares Requires-Python >=3.14 (and uses the 3.14 stdlib module
annotationlib); 1.0 supports older Pythons. `pip install fancyjson==2.0` on Python <= 3.13
finds no acceptable version and prints "Ignored the following versions that require a
different python version".

Remedies:
  install-a-version-for-this-python   fancyjson<2 (or run on a Python that 2.0 supports)
  ignore-requires-python (dead end)    pip install --ignore-requires-python fancyjson==2.0
"""
import json, os, sys

from _pipkit import PKG, arg_remedy, make_wheel, run_pip, run_python, tmpdir


REMEDY = arg_remedy({'ignore-requires-python', 'install-a-version-for-this-python'})

if sys.version_info >= (3, 14):
    print("this scenario needs Python <= 3.13", file=sys.stderr)
    sys.exit(3)
tmp = tmpdir("kf-pip-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_wheel(links, "fancyjson", "1.0", {k: t % "1.0" for k, t in PKG.items()}, requires_python=">=3.8")
files2 = {k: "from annotationlib import get_annotations\n" + t % "2.0" for k, t in PKG.items()}
make_wheel(links, "fancyjson", "2.0", files2, requires_python=">=3.14")
# A PEP 503 "simple" index served from file:// (like PyPI's, it publishes
# data-requires-python, which is what lets pip skip 2.0 before downloading it).
import html
simple = os.path.join(tmp, "simple", "fancyjson")
os.makedirs(simple)
anchors = []
for fn, rp in (("fancyjson-1.0-py3-none-any.whl", ">=3.8"), ("fancyjson-2.0-py3-none-any.whl", ">=3.14")):
    url = "file://" + os.path.join(links, fn)
    anchors.append('<a href="%s" data-requires-python="%s">%s</a><br/>' % (url, html.escape(rp), fn))
with open(os.path.join(simple, "index.html"), "w") as f:
    f.write("<!DOCTYPE html><html><body>%s</body></html>\n" % "".join(anchors))
with open(os.path.join(tmp, "simple", "index.html"), "w") as f:
    f.write('<!DOCTYPE html><html><body><a href="fancyjson/">fancyjson</a></body></html>\n')
index_url = "file://" + os.path.join(tmp, "simple") + "/"
args = ["install", "--index-url", index_url, "--target", site]
if REMEDY == "install-a-version-for-this-python":
    args.append("fancyjson<2")
elif REMEDY == "ignore-requires-python":
    args += ["--ignore-requires-python", "fancyjson==2.0"]
else:
    args.append("fancyjson==2.0")
run_pip(args)
got = run_python("import fancyjson; print(fancyjson.__version__, fancyjson.dumps_sorted([1]))", site)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "1.0 [1]", "detail": "got %r: the older release 1.0 that supports this Python, not the requested 2.0" % got}))
