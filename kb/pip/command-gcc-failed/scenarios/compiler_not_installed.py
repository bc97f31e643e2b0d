"""`error: command 'gcc' failed: No such file or directory`, cause: no C compiler is installed.

A project with a C extension, built the way many READMEs say (`python setup.py build_ext
--inplace`; pip runs the same build_ext step inside its build). setuptools calls the compiler
its Python was configured with (`gcc`), and there is none on PATH (a slim image, a fresh
machine). Older setuptools print "unable to execute 'gcc': No such file or directory" and
"error: command 'gcc' failed with exit status 1" instead.

Remedies:
  install-a-compiler                 gcc on PATH (here: the system's bin folders, as after
                                     apt-get install build-essential)
  install-python-headers (dead end)  point the build at the Python headers (CPATH), which
                                     python3-dev would provide; gcc is still missing
"""
import os, shutil, subprocess, sys, sysconfig
from pipkit import arg_remedy, check, make_project, sum_module_c, tmpdir

REMEDY = arg_remedy({"install-a-compiler", "install-python-headers"})

SETUP = """from setuptools import setup, Extension
setup(name="fastsum", version="1.1", ext_modules=[Extension("fastsum", ["fastsum.c"])])
"""
tmp = tmpdir()
proj = make_project(os.path.join(tmp, "fastsum"), {"setup.py": SETUP, "fastsum.c": sum_module_c("fastsum")})
empty = os.path.join(tmp, "bin")
os.makedirs(empty)
env = dict(os.environ, PATH=empty)        # no gcc, no cc
if REMEDY == "install-a-compiler":
    env["PATH"] = os.pathsep.join(p for p in ("/usr/local/bin", "/usr/bin", "/bin") if os.path.isdir(p))
    assert shutil.which("gcc", path=env["PATH"]), "no gcc in the system's bin folders"
elif REMEDY == "install-python-headers":
    inc = sysconfig.get_paths()["include"]
    assert os.path.exists(os.path.join(inc, "Python.h"))
    env["CPATH"] = inc
p = subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=proj, env=env, capture_output=True, text=True)
if p.returncode != 0:
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    sys.exit(1)
out = subprocess.run([sys.executable, "-c", "import fastsum; print(fastsum.total([0.5, 1.25, 2.25]))"], cwd=proj,
                     capture_output=True, text=True)
got = out.stdout.strip()
check(got == "4.0", "built fastsum.total([0.5, 1.25, 2.25]) -> %r, expected '4.0' (%s)" % (got, out.stderr.strip()[-200:]))
