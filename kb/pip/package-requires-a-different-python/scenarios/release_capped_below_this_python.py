"""pip "Package 'X' requires a different Python", cause: the pinned release caps Python below this one.

oldmap 1.0 declares Requires-Python >=3.6,<3.10 (it does `from collections import Mapping`,
removed in Python 3.10); oldmap 2.0 supports Python >=3.8 and uses collections.abc. A
requirements file from an older project pins oldmap==1.0, so on Python 3.10+ pip stops with
"ERROR: Package 'oldmap' requires a different Python: 3.x.y not in '<3.10,>=3.6'".

Remedies:
  upgrade-to-a-release-for-this-python   oldmap>=2 (the release that supports this Python)
  ignore-requires-python-capped (dead end)  pip install --ignore-requires-python -r requirements.txt
"""
import json, os, sys

from _pipkit import arg_remedy, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"upgrade-to-a-release-for-this-python", "ignore-requires-python-capped"})
if sys.version_info < (3, 10):
    print("this scenario needs Python >= 3.10", file=sys.stderr)
    sys.exit(3)

CODE = ("from collections%s import Mapping\n__version__ = %r\n\n"
        "def deep_get(m, *keys):\n    for k in keys:\n        if not isinstance(m, Mapping):\n            return None\n"
        "        m = m.get(k)\n    return m\n")
tmp = tmpdir("kf-rp-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_wheel(links, "oldmap", "1.0", {"oldmap/__init__.py": CODE % ("", "1.0")}, requires_python=">=3.6,<3.10")
make_wheel(links, "oldmap", "2.0", {"oldmap/__init__.py": CODE % (".abc", "2.0")}, requires_python=">=3.8")
req = os.path.join(tmp, "requirements.txt")
with open(req, "w") as f:
    f.write("oldmap>=2\n" if REMEDY == "upgrade-to-a-release-for-this-python" else "oldmap==1.0\n")
args = ["install", "--no-index", "--find-links", links, "--target", site, "-r", req]
if REMEDY == "ignore-requires-python-capped":
    args.append("--ignore-requires-python")
run_pip(args)
got = run_python("import oldmap; print(oldmap.__version__, oldmap.deep_get({'a': {'b': 3}}, 'a', 'b'), oldmap.deep_get({'a': 1}, 'a', 'b'))", site)
want = "2.0 3 None"
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "got %r, expected %r (oldmap 2.0, which supports this Python, instead of the pinned 1.0)" % (got, want)}))
