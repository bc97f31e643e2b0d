"""Helpers shared by the scenarios of the Python 3.12 removal entries (not a scenario).

Fresh virtual environments made from the interpreter that runs the scenario, programs run
in them, and the wheels that CPython's own installers bundle (ensurepip/_bundled), used as
an offline source of real setuptools and pip releases. Runs on Python 3.8+.
"""
import atexit, glob, os, re, shutil, subprocess, sys, tempfile


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def tmpdir(prefix):
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d


def clean_env(**extra):
    """os.environ without PIP_* and PYTHON* settings, plus pip's quiet, offline defaults."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "PYTHON"))}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull,
               PIP_NO_CACHE_DIR="1", PIP_NO_INDEX="1")
    env.update(extra)
    return env


def make_venv(path, with_pip=False):
    """A venv from the interpreter that runs the scenario; returns its python."""
    cmd = [sys.executable, "-m", "venv", path]
    if not with_pip:
        cmd.insert(3, "--without-pip")
    subprocess.run(cmd, check=True, env=clean_env())
    return os.path.join(path, "bin", "python")


#: where CPython installations keep real release wheels: ensurepip's bundle (3.8-3.11: pip and
#: setuptools; 3.12+: pip only) and the test suite's data (3.12: setuptools 67.6.1 in test/,
#: 3.13: in test/wheeldata/)
WHEEL_FOLDERS = ("ensurepip/_bundled", "test", "test/wheeldata")


def bundled_wheel(project, version=None):
    """The newest wheel of `project` (or exactly `version`) that a CPython installation
    ships: this one first, then its siblings beside sys.base_prefix (pyenv's versions/)."""
    pattern = "%s-%s-py3-none-any.whl" % (project, version or "*")
    roots = [sys.base_prefix] + sorted(glob.glob(os.path.join(os.path.dirname(sys.base_prefix), "*")))
    found = []
    for root in roots:
        for folder in WHEEL_FOLDERS:
            found += glob.glob(os.path.join(root, "lib", "python3*", folder, pattern))
    if not found:
        sys.exit("no bundled %s wheel found beside %s" % (pattern, sys.base_prefix))
    key = lambda w: tuple(int(x) for x in re.findall(r"\d+", wheel_version(w)))
    return max(found, key=key)


def wheel_version(path):
    return re.match(r"[^-]+-([^-]+)-", os.path.basename(path)).group(1)


def pip_install(python, args, pip_python=None):
    """Install with pip into `python`'s environment (offline). pip runs from `pip_python`
    (default: the scenario's interpreter) with --python when that is another one."""
    runner = pip_python or sys.executable
    cmd = [runner, "-m", "pip"]
    if os.path.abspath(runner) != os.path.abspath(python):  # not realpath: every venv's python links to the same binary
        cmd += ["--python", python]
    p = subprocess.run(cmd + ["install", "--no-index"] + args, capture_output=True, text=True, env=clean_env())
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def run(python, args, cwd=None, env=None):
    """Run `python args`; on failure pass its output through and exit 1 (its traceback is the error)."""
    p = subprocess.run([python] + args, capture_output=True, text=True, cwd=cwd, env=env or clean_env())
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


# --- C shared libraries and extension modules (gcc), for the dynamic loader entries ---

def gcc(args, cwd=None):
    p = subprocess.run(["gcc"] + args, capture_output=True, text=True, cwd=cwd)
    if p.returncode != 0:
        sys.stderr.write(p.stdout + p.stderr)
        sys.exit("gcc failed: %s" % " ".join(args))


def build_shared_lib(folder, soname, source, version_script=None):
    """Compile `source` (C text) into folder/soname, a shared library with that SONAME.
    version_script: the text of a GNU ld version script (symbol versions, like glibc's)."""
    os.makedirs(folder, exist_ok=True)
    src = os.path.join(folder, soname + ".c")
    with open(src, "w") as f:
        f.write(source)
    args = ["-shared", "-fPIC", "-O1", "-Wl,-soname," + soname, "-o", os.path.join(folder, soname), src]
    if version_script:
        vs = os.path.join(folder, soname + ".map")
        with open(vs, "w") as f:
            f.write(version_script)
        args.insert(0, "-Wl,--version-script=" + vs)
    gcc(args)
    os.remove(src)
    return os.path.join(folder, soname)


def build_extension(folder, module, source, lib_folder=None, lib=None):
    """Compile a CPython extension module folder/<module><EXT_SUFFIX> from `source` (C text),
    linked against lib_folder/lib<lib>.so (found through a symlink named lib<lib>.so, like a
    -dev package provides). The module records the library's SONAME as a NEEDED entry."""
    import sysconfig
    os.makedirs(folder, exist_ok=True)
    src = os.path.join(folder, module + ".c")
    with open(src, "w") as f:
        f.write(source)
    out = os.path.join(folder, module + sysconfig.get_config_var("EXT_SUFFIX"))
    args = ["-shared", "-fPIC", "-O1", "-I" + sysconfig.get_paths()["include"], "-o", out, src]
    if lib:
        args += ["-L" + lib_folder, "-l" + lib]
    gcc(args)
    os.remove(src)
    return out


def dev_symlink(lib_folder, soname):
    """lib_folder/libX.so -> soname: what a -dev package installs so that `-lX` links."""
    base = soname.split(".so")[0] + ".so"
    link = os.path.join(lib_folder, base)
    if not os.path.lexists(link):
        os.symlink(soname, link)
    return link
