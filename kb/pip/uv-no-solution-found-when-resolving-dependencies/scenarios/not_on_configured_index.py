"""uv "No solution found when resolving dependencies", cause: the package lives only on an
index that the command was not told about (a company index, a vendor wheel index).

`uv pip install privpkg` with only the public index (a local stand-in) configured: privpkg
is on a private index alone. Both indexes are local folders (no network).

Remedies:
  add-private-index   --index private=file://... (asked before the default index, so the
                      private names never come from the public one)
"""
import os

from pipkit import arg_remedy, check, make_venv, make_wheel, run_in, simple_index, tmpdir
from _uvkit import uv

REMEDY = arg_remedy({"add-private-index"})

tmp = tmpdir("kf-uv-")
wp, wq = os.path.join(tmp, "w-public"), os.path.join(tmp, "w-private")
make_wheel(wq, "libcore", "2.0", {"libcore/__init__.py": "def scale(x):\n    return 2 * x\n"})
make_wheel(wp, "libcore", "2.0", {"libcore/__init__.py": "def scale(x):\n    return 2 * x\n"})
make_wheel(wq, "privpkg", "1.0", {"privpkg/__init__.py": "import libcore\ndef run():\n    return libcore.scale(21)\n"},
           requires=["libcore>=2"])
public = simple_index(os.path.join(tmp, "public"), [os.path.join(wp, f) for f in sorted(os.listdir(wp))])
private = simple_index(os.path.join(tmp, "private"), [os.path.join(wq, f) for f in sorted(os.listdir(wq))])
vpy = make_venv(os.path.join(tmp, "venv"))
args = ["pip", "install", "--python", vpy, "--default-index", "file://" + public]
if REMEDY == "add-private-index":
    args += ["--index", "private=file://" + private]
uv(args + ["privpkg"], tmp)
got = run_in(vpy, "import privpkg; print(privpkg.run())")
check(got == "42", "privpkg.run() -> %r, expected '42' (privpkg 1.0 from the private index on libcore 2.0)" % got)
