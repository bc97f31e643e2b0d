"""pip "error: legacy-install-failure", cause: the package's setup.py runs an external build
tool (CMake) that is not installed.

tablegen 2.0 is an sdist with only a setup.py; its build_py step runs `cmake -P gen.cmake` to
generate a Python table module, and raises "CMake must be installed to build ..." when cmake
cannot be run (dlib's setup.py does the same). pip before 23.1 without the `wheel` package runs
the legacy `setup.py install`. PATH holds no cmake. tablegen 1.0 is also available as a wheel.

Remedies:
  install-the-build-tool         cmake on PATH (here: the system's bin folders, where cmake lives)
  use-prebuilt-wheel             --only-binary :all: (takes the 1.0 wheel)
  no-cache-dir (dead end)        the same install with --no-cache-dir
"""
import os, shutil, sys
from pipkit import arg_remedy, check, make_sdist, make_wheel, run_in, run_pip, tmpdir

REMEDY = arg_remedy({"install-the-build-tool", "use-prebuilt-wheel", "no-cache-dir"})

SETUP = '''import os, subprocess
from setuptools import setup
from setuptools.command.build_py import build_py


class build_with_cmake(build_py):
    def run(self):
        try:
            subprocess.check_output(["cmake", "--version"])
        except OSError:
            raise RuntimeError("CMake must be installed to build the following extensions: tablegen")
        subprocess.check_call(["cmake", "-P", "gen.cmake"])
        super().run()


setup(name="tablegen", version="2.0", packages=["tablegen"], cmdclass={"build_py": build_with_cmake})
'''
GEN = '''set(out "SQUARES = [")
foreach(i RANGE 0 9)
  math(EXPR sq "${i} * ${i}")
  string(APPEND out "${sq}, ")
endforeach()
string(APPEND out "]\\n")
file(WRITE "${CMAKE_CURRENT_LIST_DIR}/tablegen/_table.py" "${out}")
'''
tmp = tmpdir()
links = os.path.join(tmp, "links")
make_sdist(links, "tablegen", "2.0", {"setup.py": SETUP, "gen.cmake": GEN,
                                      "tablegen/__init__.py": "from ._table import SQUARES\n"})
make_wheel(links, "tablegen", "1.0", {"tablegen/__init__.py": "SQUARES = [i * i for i in range(10)]\n"})
empty = os.path.join(tmp, "bin")
os.makedirs(empty)
env = {"PATH": empty}                     # no cmake
args = ["install", "--no-index", "--find-links", links, "--target", os.path.join(tmp, "site")]
if REMEDY == "install-the-build-tool":
    env = {"PATH": os.pathsep.join(p for p in ("/usr/local/bin", "/usr/bin", "/bin") if os.path.isdir(p))}
    assert shutil.which("cmake", path=env["PATH"]), "no cmake in the system's bin folders"
elif REMEDY == "use-prebuilt-wheel":
    args += ["--only-binary", ":all:"]
elif REMEDY == "no-cache-dir":
    args.append("--no-cache-dir")
run_pip(args + ["tablegen"], env=env)
got = run_in(sys.executable, "import tablegen, importlib.metadata as m; print(m.version('tablegen'), tablegen.SQUARES)",
             env={"PYTHONPATH": os.path.join(tmp, "site")})
version, table = got.split(" ", 1)
check(table == str([i * i for i in range(10)]), "tablegen %s SQUARES -> %s, expected %s" % (version, table, [i * i for i in range(10)]))
