"""Where the mined sources come from: wheels on the package index (cached) and installed interpreters.

* Releases are listed from the index's JSON simple API (PEP 691/700: file names and
  upload times), one request per library. :func:`select_releases` keeps one release
  per minor version: the latest final patch uploaded since a date that has a wheel
  for CPython 3.11 on manylinux x86_64 or a pure-Python wheel. :func:`spread` thins
  a long list to at most N evenly spaced releases (oldest and newest kept).
* A wheel is fetched with ``pip download --no-deps --only-binary=:all: lib==ver -d
  <cache>`` and read as a zip file; nothing is installed or imported.
* The standard library is read from ``<pyenv root>/versions/3.X.*/lib/python3.X``.

The cache is ``$KNOWNFIX_INVENTORY_CACHE`` or ``.inventory-cache/`` at the repository root.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.request
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

INDEX_URL = "https://pypi.org/simple/{name}/"
_FINAL = re.compile(r"^\d+(?:\.\d+)*$")
_WHEEL = re.compile(r"^(?P<dist>[^-]+)-(?P<version>[^-]+)(?:-\d[^-]*)?-(?P<py>[^-]+)-(?P<abi>[^-]+)-(?P<plat>[^-]+)\.whl$")
#: path components whose files are a library's own tests, not what users run
SKIP_DIRS = frozenset({"tests", "test", "testing_data", "idle_test", "__pycache__", "site-packages", "_bundled"})
BINARY_SUFFIXES = (".so", ".pyd", ".dylib")


def repo_root() -> Path:
    return Path(__file__).resolve().parents[3]


def cache_dir() -> Path:
    env = os.environ.get("KNOWNFIX_INVENTORY_CACHE")
    return Path(env) if env else repo_root() / ".inventory-cache"


def version_key(v: str) -> tuple:
    """Sort key for release strings: numeric components of the public version, then the rest."""
    public = v.split("+", 1)[0]
    nums = tuple(int(x) for x in re.findall(r"\d+", public))
    return (nums, v)


def public_version(v: str) -> str:
    return v.split("+", 1)[0]


def compatible(filename: str, python: str = "3.11") -> bool:
    """Whether a wheel file runs on CPython ``python`` on manylinux x86_64, or anywhere (pure Python)."""
    m = _WHEEL.match(filename)
    if not m:
        return False
    cp = "cp" + python.replace(".", "")
    pys, abis, plats = m["py"].split("."), m["abi"].split("."), m["plat"].split(".")
    if "any" in plats:
        return any(p in ("py3", "py" + python.replace(".", ""), cp) for p in pys) or any(p.startswith("py3") for p in pys)
    if not any("x86_64" in p and ("manylinux" in p or p == "linux_x86_64") for p in plats):
        return False
    if cp in pys and cp in abis:
        return True
    return "abi3" in abis and any(p.startswith("cp3") and version_key(p[2:3] + "." + p[3:])[0] <= version_key(python)[0] for p in pys)


def requires_python_ok(spec: str | None, python: str) -> bool:
    """Whether ``python`` (e.g. "3.11") satisfies a Requires-Python string such as ">=3.9,!=3.10.*,<4" (unparsed: True)."""
    if not spec:
        return True
    have = version_key(python + ".999")[0]  # any 3.11.x
    for clause in spec.split(","):
        m = re.fullmatch(r"\s*(~=|===|==|!=|<=|>=|<|>)\s*([0-9][0-9.]*)(\.\*)?\s*", clause)
        if not m:
            continue
        op, ver, star = m.group(1), m.group(2), m.group(3)
        want = version_key(ver)[0]
        head = have[: len(want)]
        if op in ("==", "===") and not (head == want if star else have[:2] == want[:2] and (len(want) <= 2 or head == want)):
            return False
        if op == "!=" and (head == want if star else False):
            return False
        if op == ">=" and head < want:
            return False
        if op == ">" and head <= want:
            return False
        if op == "<" and head >= want:
            return False
        if op == "<=" and head > want:
            return False
        if op == "~=" and (head < want or have[: len(want) - 1] != want[:-1]):
            return False
    return True


def fetch_index(name: str, timeout: float = 60.0) -> list[dict]:
    """The files of a project on the index: ``[{"filename", "upload-time", "yanked"}, ...]``."""
    req = urllib.request.Request(INDEX_URL.format(name=name), headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        data = json.load(resp)
    return list(data.get("files", []))


def select_releases(files: list[dict], since: str, python: str = "3.11", until: str | None = None) -> list[str]:
    """One release per minor version released in ``[since, until)``: its latest final patch there with a usable wheel."""
    first_upload: dict[str, str] = {}
    usable: set[str] = set()
    for f in files:
        m = _WHEEL.match(f.get("filename", ""))
        if not m or f.get("yanked"):
            continue
        v = m["version"]
        if not _FINAL.match(v):
            continue
        t = f.get("upload-time") or ""
        if t and (v not in first_upload or t < first_upload[v]):
            first_upload[v] = t
        if compatible(f["filename"], python) and requires_python_ok(f.get("requires-python"), python):
            usable.add(v)
    by_minor: dict[tuple[int, ...], list[str]] = {}
    for v, t in first_upload.items():
        if v in usable and t >= since and (until is None or t < until):
            by_minor.setdefault(version_key(v)[0][:2], []).append(v)
    return sorted((max(vs, key=version_key) for vs in by_minor.values()), key=version_key)


def spread(releases: list[str], n: int | None) -> list[str]:
    """At most ``n`` of ``releases`` (sorted), evenly spaced, the oldest and the newest always among them."""
    if n is None or len(releases) <= n:
        return list(releases)
    if n <= 1:
        return releases[-1:]
    step = (len(releases) - 1) / (n - 1)
    picked = sorted({round(i * step) for i in range(n)})
    return [releases[i] for i in picked]


def download(dist: str, version: str, dest: Path) -> Path:
    """The cached wheel of ``dist==version``, fetched with ``pip download`` when missing."""
    dest.mkdir(parents=True, exist_ok=True)
    found = _find_wheel(dest, dist, version)
    if found is not None:
        return found
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-q", "-d", str(dest), f"{dist}=={version}"]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    found = _find_wheel(dest, dist, version)
    if found is None:
        raise FileNotFoundError(f"pip download {dist}=={version} left no wheel in {dest}")
    return found


def _find_wheel(dest: Path, dist: str, version: str) -> Path | None:
    norm = re.sub(r"[-_.]+", "_", dist).lower()
    for p in sorted(dest.glob("*.whl")):
        m = _WHEEL.match(p.name)
        if m and re.sub(r"[-_.]+", "_", m["dist"]).lower() == norm and public_version(m["version"]) == public_version(version):
            return p
    return None


def wheel_version(path: Path) -> str:
    m = _WHEEL.match(path.name)
    if not m:
        raise ValueError(f"not a wheel file name: {path.name}")
    return m["version"]


def skipped(path: str) -> bool:
    """Test folders, test modules and packaging metadata."""
    bits = path.split("/")
    if any(b in SKIP_DIRS or b.endswith((".dist-info", ".egg-info")) for b in bits[:-1]):
        return True
    leaf = bits[-1]
    return leaf.startswith("test_") or leaf == "conftest.py"


@dataclass(frozen=True)
class SourceFile:
    """A file of a release: its path as the library lays it out, and its bytes."""

    path: str
    data: bytes

    @property
    def is_python(self) -> bool:
        return self.path.endswith(".py")


def iter_wheel(path: Path, binaries: bool = True) -> Iterator[SourceFile]:
    """The Python sources (and compiled modules, if ``binaries``) of a wheel, sorted by path."""
    with zipfile.ZipFile(path) as z:
        for name in sorted(z.namelist()):
            rel = name
            first, _, rest = name.partition("/")
            if first.endswith(".data") and rest.startswith(("purelib/", "platlib/")):
                rel = rest.split("/", 1)[1]
            if skipped(rel):
                continue
            if rel.endswith(".py") or (binaries and is_binary(rel)):
                yield SourceFile(rel, z.read(name))


def is_binary(path: str) -> bool:
    leaf = path.rsplit("/", 1)[-1]
    return leaf.endswith(BINARY_SUFFIXES) or ".so." in leaf


def pyenv_root() -> Path:
    env = os.environ.get("PYENV_ROOT")
    if env:
        return Path(env)
    try:
        out = subprocess.run(["pyenv", "root"], check=True, capture_output=True, text=True).stdout.strip()
        if out:
            return Path(out)
    except (OSError, subprocess.CalledProcessError):
        pass
    return Path.home() / ".pyenv"


def stdlib_installs(minors: list[str], root: Path | None = None) -> list[tuple[str, Path]]:
    """``(version, prefix)`` of the newest installed interpreter of each minor in ``minors``."""
    base = (root or pyenv_root()) / "versions"
    out = []
    for minor in minors:
        cands = [p for p in base.glob(f"{minor}.*") if re.fullmatch(rf"{re.escape(minor)}\.\d+", p.name) and (p / "lib" / f"python{minor}").is_dir()]
        if cands:
            best = max(cands, key=lambda p: version_key(p.name))
            out.append((best.name, best))
    return out


def iter_stdlib(prefix: Path, version: str, binaries: bool = True) -> Iterator[SourceFile]:
    """The standard library's Python sources (tests left out), then the interpreter's compiled parts."""
    minor = ".".join(version.split(".")[:2])
    lib = prefix / "lib" / f"python{minor}"
    for p in sorted(lib.rglob("*.py")):
        rel = p.relative_to(lib).as_posix()
        if skipped(rel) or rel.startswith(("lib2to3/tests", "tkinter/test", "idlelib/idle_test")):
            continue
        yield SourceFile(rel, p.read_bytes())
    if not binaries:
        return
    shared = sorted((prefix / "lib").glob(f"libpython{minor}*.so*"))
    core = shared[0] if shared else prefix / "bin" / f"python{minor}"
    if core.is_file():
        yield SourceFile(f"<interpreter>/{core.name}", core.read_bytes())
    for p in sorted((lib / "lib-dynload").glob("*.so")):
        yield SourceFile(f"lib-dynload/{p.name}", p.read_bytes())


_DIR_MODULES = r"""
import importlib, json, os, sys
mods = set(sys.builtin_module_names)
dyn = os.path.join(os.path.dirname(os.__file__), "lib-dynload")
if os.path.isdir(dyn):
    mods.update(f.split(".")[0] for f in os.listdir(dyn) if f.endswith(".so"))
out = {}
for m in sorted(mods):
    if m.startswith("_test") or m in ("_tkinter", "readline", "_curses", "_curses_panel"):
        continue
    try:
        mod = importlib.import_module(m)
    except Exception:
        continue
    listed = set(getattr(mod, "__all__", ()) or ())
    out[m] = sorted(n for n in dir(mod) if not n.startswith("_") or n in listed)
print(json.dumps(out))
"""


def interpreter_names(prefix: Path, version: str, timeout: float = 120.0) -> dict[str, list[str]]:
    """Public names of the interpreter's built-in and compiled (lib-dynload) modules, from ``dir()`` in that interpreter.

    These modules have no Python source to read; the interpreter itself is the source.
    {} when the interpreter cannot be run.
    """
    minor = ".".join(version.split(".")[:2])
    exe = prefix / "bin" / f"python{minor}"
    if not exe.is_file():
        return {}
    try:
        proc = subprocess.run([str(exe), "-I", "-S", "-c", _DIR_MODULES], capture_output=True, text=True, timeout=timeout, env={"PATH": "/usr/bin:/bin"}, check=True)
        return dict(json.loads(proc.stdout))
    except (OSError, subprocess.SubprocessError, ValueError):
        return {}
