"""fatal error: Python.h: No such file or directory, cause: this Python has no development headers.

The Python running pip is a real installation without its include/ folder (as a distribution's
python3 is before python3-dev / python3-devel is installed; see _kit.headerless_python). fastsum
1.1 is an sdist with a C extension that includes <Python.h>; the compiler, given sysconfig's
include path, cannot find it. fastsum 1.0 is also available as a pure-Python wheel.

Remedies:
  install-python-dev-headers     install the headers that match this Python (here: the same
                                 interpreter's include folder placed where sysconfig expects it,
                                 which is what python3.X-dev does)
  use-prebuilt-wheel             pip install --only-binary :all: fastsum (takes the 1.0 wheel)
  no-build-isolation (dead end)  pip install --no-build-isolation fastsum
"""
import json, os

from _kit import arg_remedy, headerless_python, make_sdist, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"install-python-dev-headers", "use-prebuilt-wheel", "no-build-isolation"})

tmp = tmpdir("kf-pyh-")
links = os.path.join(tmp, "links")
make_sdist(links)
make_wheel(links, "fastsum", "1.0", {"fastsum.py": "def total(xs):\n    return float(sum(float(x) for x in xs))\n"})
py, expected_include, real_include = headerless_python(tmp)
args = ["install", "--no-index", "--find-links", links]
if REMEDY == "install-python-dev-headers":
    os.makedirs(os.path.dirname(expected_include), exist_ok=True)
    os.symlink(real_include, expected_include)
elif REMEDY == "use-prebuilt-wheel":
    args += ["--only-binary", ":all:"]
elif REMEDY == "no-build-isolation":
    args += ["--no-build-isolation"]
run_pip(py, args + ["fastsum"])
got = run_python(py, "import fastsum, importlib.metadata as m; print(m.version('fastsum'), fastsum.total([0.5, 1.25, 2.25]))")
ver, _, val = got.partition(" ")
print("KNOWNFIX_CHECK " + json.dumps({"ok": val == "4.0", "detail": "fastsum %s installed; total -> %r, expected '4.0'" % (ver, val)}))
