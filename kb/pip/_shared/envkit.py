"""Helpers shared by the scenarios of the pip environment entries (not a scenario).

Local wheels with console scripts, pip run offline with a clean configuration, virtual
environments, and a non-venv "system" Python installation that an unprivileged user can
run but not write to. Runs on Python 3.8+.
"""
import atexit, base64, hashlib, os, shutil, subprocess, sys, sysconfig, tempfile, zipfile

#: the unprivileged account the scenarios switch to (as a user without root rights would be)
NOBODY = 65534
#: folders made by tmpdir(world_readable=True), outside the lab's own TMPDIR
_PUBLIC_ROOTS = []


def scrub(text):
    """`text` with the scenario's own /tmp folders written as <tmp> (output is evidence:
    it must not carry machine paths)."""
    for root in _PUBLIC_ROOTS:
        text = text.replace(root, "<tmp>")
    return text


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def tmpdir(prefix, world_readable=False):
    """A temporary folder, removed at exit. world_readable: made directly under /tmp (the
    lab's own TMPDIR sits in a private folder that another account cannot traverse) with
    mode 755, so that an unprivileged account can reach what the scenario puts there."""
    if world_readable:
        d = tempfile.mkdtemp(prefix=prefix, dir="/tmp")
        os.chmod(d, 0o755)
        _PUBLIC_ROOTS.append(d)
    else:
        d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d


def make_wheel(dest, name, version, files, scripts=None):
    """A pure-Python wheel; scripts = {"command": "module:function"} console entry points."""
    dist = name.replace("-", "_")
    info = "%s-%s.dist-info" % (dist, version)
    contents = dict(files)
    contents[info + "/METADATA"] = "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)
    contents[info + "/WHEEL"] = "Wheel-Version: 1.0\nGenerator: knownfix\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    if scripts:
        contents[info + "/entry_points.txt"] = "[console_scripts]\n" + "".join(
            "%s = %s\n" % kv for kv in sorted(scripts.items()))
    record = []
    for path, text in contents.items():
        data = text.encode()
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append("%s,sha256=%s,%d" % (path, digest, len(data)))
    record.append(info + "/RECORD,,")
    contents[info + "/RECORD"] = "\n".join(record) + "\n"
    os.makedirs(dest, exist_ok=True)
    path = os.path.join(dest, "%s-%s-py3-none-any.whl" % (dist, version))
    with zipfile.ZipFile(path, "w") as z:
        for p, text in contents.items():
            z.writestr(p, text)
    return path


def pip_env(**extra):
    """os.environ without PIP_*/PYTHON* settings, plus pip's quiet offline defaults."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "PYTHON"))}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull,
               PIP_NO_CACHE_DIR="1", PIP_NO_INDEX="1", PIP_ROOT_USER_ACTION="ignore")
    env.update(extra)
    return env


def make_venv(path, with_pip=False):
    """A venv from the interpreter that runs the scenario; returns its python."""
    cmd = [sys.executable, "-m", "venv", path]
    if not with_pip:
        cmd.insert(3, "--without-pip")
    subprocess.run(cmd, check=True, env=pip_env())
    return os.path.join(path, "bin", "python")


def _link_tree(src, dst, skip=()):
    os.makedirs(dst)
    for name in os.listdir(src):
        s, d = os.path.join(src, name), os.path.join(dst, name)
        if name in skip or name == "__pycache__":
            continue
        if os.path.islink(s):
            os.symlink(os.readlink(s), d)
        elif os.path.isdir(s):
            _link_tree(s, d)
        else:
            os.link(s, d)  # a hard link: instant, and readable wherever the original is


def make_system_python(root, with_pip=True):
    """A non-venv Python installation under `root` (like /usr on a Linux distribution).

    The scenario's base interpreter is laid out again with hard links (bin/, lib/ with its
    standard library, include/), with pip in its site-packages (with_pip) or an empty
    site-packages (a Python whose packager left pip out). Everything is owned by root
    and readable by all, so an unprivileged user can run it but cannot write to its
    site-packages. Returns (python, env) where env sets LD_LIBRARY_PATH to its lib/.
    """
    import pip as _pip
    ver = "python%d.%d" % sys.version_info[:2]
    base = sys.base_prefix
    os.makedirs(os.path.join(root, "bin"))
    exe = os.path.join(root, "bin", ver)
    os.link(os.path.realpath(os.path.join(base, "bin", ver)), exe)
    os.symlink(ver, os.path.join(root, "bin", "python3"))
    lib = os.path.join(root, "lib")
    os.makedirs(lib)
    for name in os.listdir(os.path.join(base, "lib")):
        if name.startswith("libpython"):
            s = os.path.join(base, "lib", name)
            if os.path.islink(s):
                os.symlink(os.readlink(s), os.path.join(lib, name))
            else:
                os.link(s, os.path.join(lib, name))
    _link_tree(os.path.join(base, "lib", ver), os.path.join(lib, ver),
               skip=("site-packages", "test", "idlelib", "tkinter", "turtledemo"))
    os.makedirs(os.path.join(lib, ver, "site-packages"))
    if with_pip:
        _link_tree(os.path.dirname(os.path.realpath(_pip.__file__)), os.path.join(lib, ver, "site-packages", "pip"))
    inc = sysconfig.get_paths()["include"]
    if os.path.isdir(inc):
        _link_tree(os.path.dirname(inc), os.path.join(root, "include"))
    for dirpath, dirnames, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
    env = {"LD_LIBRARY_PATH": lib}
    return exe, env


def as_user(uid, home):
    """preexec_fn for subprocess: become `uid` (group too), as a user logged in with HOME=home."""
    def drop():
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    os.makedirs(home, exist_ok=True)
    os.chown(home, uid, uid)
    return drop


def run(cmd, env=None, preexec=None, cwd=None):
    """Run cmd; on failure pass its output through and exit 1 (its message is the error)."""
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, preexec_fn=preexec, cwd=cwd)
    if p.returncode != 0:
        sys.stdout.write(scrub(p.stdout))
        sys.stderr.write(scrub(p.stderr))
        sys.exit(1)
    return p
