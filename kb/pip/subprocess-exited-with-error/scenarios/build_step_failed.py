"""pip "error: subprocess-exited-with-error", cause: a build step of an sdist fails.

fastsum 1.1 is only an sdist with a C extension; its build backend (in-tree, so nothing is
downloaded) runs the C compiler `cc`, and there is no compiler on PATH (a slim Docker image, a
fresh machine). The wrapper block names the step ("Building wheel for fastsum
(pyproject.toml)") and the captured output names the real error. fastsum 1.0 also exists as a
ready-made pure-Python wheel.

Remedies:
  install-a-compiler              a C compiler on PATH (here: PATH with the system's bin folders,
                                  where cc lives, as after apt-get install build-essential)
  use-prebuilt-wheel              --only-binary :all: (takes the 1.0 wheel)
  no-build-isolation (dead end)   --no-build-isolation
"""
import os, shutil, sys
from pipkit import arg_remedy, c_sdist_files, check, make_sdist, make_wheel, run_in, run_pip, sum_module_c, tmpdir

REMEDY = arg_remedy({"install-a-compiler", "use-prebuilt-wheel", "no-build-isolation"})

tmp = tmpdir()
links = os.path.join(tmp, "links")
make_sdist(links, "fastsum", "1.1", c_sdist_files("fastsum", "1.1", "fastsum", sum_module_c("fastsum")))
make_wheel(links, "fastsum", "1.0", {"fastsum.py": "def total(xs):\n    return float(sum(float(x) for x in xs))\n"})
nocc = os.path.join(tmp, "bin")          # a PATH without any compiler
os.makedirs(nocc)
env = {"PATH": nocc}
args = ["install", "--no-index", "--find-links", links, "--target", os.path.join(tmp, "site")]
if REMEDY == "install-a-compiler":
    env = {"PATH": os.pathsep.join(p for p in ("/usr/local/bin", "/usr/bin", "/bin") if os.path.isdir(p))}
    assert shutil.which("cc", path=env["PATH"]), "no cc in the system's bin folders"
elif REMEDY == "use-prebuilt-wheel":
    args += ["--only-binary", ":all:"]
elif REMEDY == "no-build-isolation":
    args.append("--no-build-isolation")
run_pip(args + ["fastsum"], env=env)
got = run_in(sys.executable, "import fastsum; print(fastsum.__file__.rsplit('.', 1)[-1], fastsum.total([0.5, 1.25, 2.25]))",
             env={"PYTHONPATH": os.path.join(tmp, "site")})
kind, value = got.split()
detail = "fastsum.total -> %s (%s module), expected 4.0" % (value, "compiled C" if kind == "so" else "pure-Python 1.0")
check(value == "4.0", detail)
