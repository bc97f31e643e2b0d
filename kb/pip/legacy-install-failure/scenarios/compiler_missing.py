"""pip "error: legacy-install-failure", cause: `setup.py install` compiles a C extension and no
C compiler is on PATH.

fastsum 1.1 is an sdist with only a setup.py (no pyproject.toml) and a C extension. pip before
23.1, with the `wheel` package not installed, does not build a wheel: it runs the legacy
`setup.py install`, whose build_ext calls gcc. PATH holds no compiler (a slim image). fastsum
1.0 is also on the find-links folder as a ready-made pure-Python wheel. No network.

Remedies:
  install-a-compiler             a C compiler on PATH (here: PATH with the system's bin folders,
                                 as after apt-get install build-essential)
  use-prebuilt-wheel             --only-binary :all: (takes the 1.0 wheel)
  no-cache-dir (dead end)        the same install with --no-cache-dir
"""
import os, shutil, sys
from pipkit import arg_remedy, check, make_sdist, make_wheel, run_in, run_pip, sum_module_c, tmpdir

REMEDY = arg_remedy({"install-a-compiler", "use-prebuilt-wheel", "no-cache-dir"})

SETUP = """from setuptools import setup, Extension
setup(name="fastsum", version="1.1", ext_modules=[Extension("fastsum", ["fastsum.c"])])
"""
tmp = tmpdir()
links = os.path.join(tmp, "links")
make_sdist(links, "fastsum", "1.1", {"setup.py": SETUP, "fastsum.c": sum_module_c("fastsum")})
make_wheel(links, "fastsum", "1.0", {"fastsum.py": "def total(xs):\n    return float(sum(float(x) for x in xs))\n"})
empty = os.path.join(tmp, "bin")
os.makedirs(empty)
env = {"PATH": empty}                     # no gcc, no cc
args = ["install", "--no-index", "--find-links", links, "--target", os.path.join(tmp, "site")]
if REMEDY == "install-a-compiler":
    env = {"PATH": os.pathsep.join(p for p in ("/usr/local/bin", "/usr/bin", "/bin") if os.path.isdir(p))}
    assert shutil.which("gcc", path=env["PATH"]), "no gcc in the system's bin folders"
elif REMEDY == "use-prebuilt-wheel":
    args += ["--only-binary", ":all:"]
elif REMEDY == "no-cache-dir":
    args.append("--no-cache-dir")
run_pip(args + ["fastsum"], env=env)
got = run_in(sys.executable, "import fastsum; print(fastsum.__file__.rsplit('.', 1)[-1], fastsum.total([0.5, 1.25, 2.25]))",
             env={"PYTHONPATH": os.path.join(tmp, "site")})
kind, value = got.split()
check(value == "4.0", "fastsum.total -> %s (%s), expected 4.0" % (value, "compiled C 1.1" if kind == "so" else "pure-Python 1.0"))
