"""The environment matrix: declared in ``lab/environments.yaml``, built as cached venvs.

An :class:`EnvSpec` names an interpreter (a pyenv version prefix or a path) and
pip requirements. :func:`build_env` turns it into a :class:`BuiltEnv`: a venv
under ``<cache>/envs/<name>-<spec hash>/`` whose exact versions (python and every
installed distribution) are read from inside the venv and stored in a stamp file,
so a second build is free. ``kind: current`` is the interpreter running the lab
itself (no venv, nothing installed): for tests and quick runs.

A build that fails raises :class:`EnvUnavailable` with the reason; the lab turns
it into an evidence record (outcome ``env_unavailable``), never a silent skip.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from ..kb.loader import parse_yaml
from .paths import default_cache_dir, default_envs_file  # noqa: F401 - re-exported (lab CLI, figures)

STAMP = "knownfix-env.json"

# Prints {"python": "3.11.7", "packages": {name: version}, "broken": {name: error}} inside an environment:
# "broken" names each distribution given on the command line whose top-level modules do not import there
# (a CUDA build without its libraries, a .pth pointing nowhere): such an environment would make every
# scenario fail before it reaches its error, and a version table would read that as "gone since".
_PROBE = (
    "import json, sys, importlib.metadata as m\n"
    "pk = {}\n"
    "for d in m.distributions():\n"
    "    n = d.metadata['Name']\n"
    "    if n: pk[n.lower()] = d.version\n"
    "broken = {}\n"
    "for name in sys.argv[1:]:\n"
    "    try:\n"
    "        d = m.distribution(name)\n"
    "    except m.PackageNotFoundError:\n"
    "        continue\n"
    "    top = (d.read_text('top_level.txt') or '').split()\n"
    "    if not top:\n"
    "        top = sorted({f.parts[0].removesuffix('.py') for f in (d.files or []) if f.parts\n"
    "                      and not f.parts[0].endswith(('.dist-info', '.data')) and f.parts[0] != '..'})\n"
    "    for mod in [t for t in top if t.isidentifier() and not t.startswith('_')][:1]:\n"
    "        try:\n"
    "            __import__(mod)\n"
    "        except BaseException as e:\n"
    "            broken[name] = f'import {mod}: {type(e).__name__}: {e}'[:300]\n"
    "print(json.dumps({'python': '.'.join(map(str, sys.version_info[:3])), 'packages': dict(sorted(pk.items())),\n"
    "                  'broken': broken}))\n"
)


class EnvUnavailable(Exception):
    """An environment that cannot be built or resolved here (the message says why)."""


@dataclass(frozen=True)
class SharedSpec:
    """A folder of distributions installed once (``pip install --target``) and put on the ``sys.path`` of
    every environment that names it: e.g. the NVIDIA CUDA libraries several PyPI torch builds load at
    import, a few GB that would otherwise be copied into each torch environment."""

    name: str
    requirements: tuple[str, ...] = ()

    @property
    def spec_hash(self) -> str:
        data = {"shared": self.name, "requirements": list(self.requirements)}
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]


@dataclass(frozen=True)
class EnvSpec:
    name: str
    kind: str = "venv"  # "venv" | "current"
    python: str = "3.11"
    requirements: tuple[str, ...] = ()
    no_deps: bool = False  # install exactly the requirements (pip --no-deps): the list pins every dependency
    shared: tuple[SharedSpec, ...] = ()  # shared folders on sys.path, in this order (first wins)
    label: tuple[str, ...] = ()  # distributions whose versions label the environment (default: every requirement)
    #: address space (MB) the environment's libraries map at start without using it (a CUDA build of torch maps
    #: several GB of GPU code), added to each scenario's memory limit there; a run setting, not in the spec hash
    mapped_mb: int = 0

    @property
    def spec_hash(self) -> str:
        """12 hex digits identifying the spec (not the machine): the cache key and the evidence's env_hash."""
        data: dict = {"kind": self.kind} if self.kind == "current" else {
            "kind": self.kind, "python": self.python, "requirements": list(self.requirements)}
        if self.no_deps:  # set only when used: the hashes of existing environments stay as they were
            data["no_deps"] = True
        if self.shared:
            data["shared"] = [[s.name, s.spec_hash] for s in self.shared]
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]

    @property
    def headline(self) -> list[str]:
        """Distribution names whose versions label this environment (``label``, else the requirements; lower-cased)."""
        if self.label:
            return [n.lower() for n in self.label]
        return [re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0].strip().lower() for r in self.requirements]


@dataclass
class Matrix:
    environments: dict[str, EnvSpec] = field(default_factory=dict)
    defaults: dict[str, list[str]] = field(default_factory=dict)

    def for_entry(self, entry) -> list[str]:
        """Environment names an entry runs in: its own list, else its domain's default."""
        return list(entry.lab.environments) or list(self.defaults.get(entry.domain, []))


@dataclass(frozen=True)
class BuiltEnv:
    spec: EnvSpec
    python: Path
    versions: dict[str, str]  # "python" + headline distributions
    packages: dict[str, str]  # every installed distribution


def load_matrix(path: Path) -> Matrix:
    """Read ``environments.yaml``. A missing file is an empty matrix; bad content raises ValueError."""
    if not path.is_file():
        return Matrix()
    # The same YAML reader as entries: a duplicate environment name is an error, not "last wins".
    data, _lines, problems = parse_yaml(path.read_text(encoding="utf-8"), str(path))
    if problems:
        raise ValueError(f"{path}: line {problems[0].line}: {problems[0].message}")
    data = data or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: top level must be a mapping")  # noqa: TRY004 - a bad file, reported like the others
    shared: dict[str, SharedSpec] = {}
    for name, raw in (data.get("shared") or {}).items():
        raw = raw or {}
        unknown = set(raw) - {"requirements"}
        if unknown:
            raise ValueError(f"{path}: shared {name!r}: unknown field(s) {sorted(unknown)}")
        shared[str(name)] = SharedSpec(name=str(name), requirements=tuple(str(r) for r in raw.get("requirements") or ()))
    envs: dict[str, EnvSpec] = {}
    for name, raw in (data.get("environments") or {}).items():
        raw = raw or {}
        unknown = set(raw) - {"kind", "python", "requirements", "no_deps", "shared", "label", "mapped_mb"}
        if unknown:
            raise ValueError(f"{path}: environment {name!r}: unknown field(s) {sorted(unknown)}")
        kind = str(raw.get("kind", "venv"))
        if kind not in ("venv", "current"):
            raise ValueError(f"{path}: environment {name!r}: kind must be 'venv' or 'current'")
        missing = [s for s in raw.get("shared") or () if str(s) not in shared]
        if missing:
            raise ValueError(f"{path}: environment {name!r}: unknown shared folder(s) {missing}")
        envs[str(name)] = EnvSpec(
            name=str(name), kind=kind, python=str(raw.get("python", "3.11")),
            requirements=tuple(str(r) for r in raw.get("requirements") or ()),
            no_deps=bool(raw.get("no_deps", False)), label=tuple(str(x) for x in raw.get("label") or ()),
            mapped_mb=int(raw.get("mapped_mb", 0)),
            shared=tuple(shared[str(s)] for s in raw.get("shared") or ()))
    defaults = {str(k): [str(x) for x in v or []] for k, v in (data.get("defaults") or {}).items()}
    for dom, names in defaults.items():
        for n in names:
            if n not in envs:
                raise ValueError(f"{path}: defaults.{dom}: unknown environment {n!r}")
    return Matrix(environments=envs, defaults=defaults)


def _version_key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", v))


def resolve_python(spec: str) -> Path:
    """An interpreter for a version prefix ("3.11" -> newest pyenv 3.11.x) or a path."""
    if "/" in spec:
        p = Path(spec)
        if p.exists():
            return p
        raise EnvUnavailable(f"python {spec!r} not found")
    roots: list[Path] = []
    try:
        out = subprocess.run(["pyenv", "root"], check=False, capture_output=True, text=True, timeout=30)
        if out.returncode == 0 and out.stdout.strip():
            roots.append(Path(out.stdout.strip()))
    except (OSError, subprocess.SubprocessError):
        pass
    roots.append(Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")))
    for root in roots:
        versions = root / "versions"
        if not versions.is_dir():
            continue
        cands = [d for d in versions.iterdir() if re.fullmatch(re.escape(spec) + r"(\.\d+)*", d.name)]
        for d in sorted(cands, key=lambda d: _version_key(d.name), reverse=True):
            exe = d / "bin" / "python3"
            if exe.exists():
                return exe
    raise EnvUnavailable(f"no Python {spec} found under pyenv ({', '.join(map(str, roots)) or 'no pyenv'})")


def probe(python: Path, spec: EnvSpec) -> tuple[dict[str, str], dict[str, str]]:
    """(versions, packages) read from inside the interpreter."""
    wanted = spec.headline if spec.kind == "venv" else []
    out = subprocess.run([str(python), "-s", "-c", _PROBE, *wanted], check=False, capture_output=True, text=True,
                         timeout=600, env={"PATH": "/usr/bin:/bin", "PYTHONNOUSERSITE": "1"})
    if out.returncode != 0:
        raise EnvUnavailable(f"cannot start {python}: {out.stderr.strip()[-500:]}")
    data = json.loads(out.stdout.strip().splitlines()[-1])  # the last line: an import may print its own
    if data.get("broken"):
        raise EnvUnavailable("; ".join(f"{name} does not import: {why}" for name, why in sorted(data["broken"].items())))
    packages: dict[str, str] = data["packages"] if spec.kind == "venv" else {}
    return headline_versions(spec, data["python"], packages, python), packages


def headline_versions(spec: EnvSpec, python_version: str, packages: dict[str, str], where: object = "") -> dict[str, str]:
    """``{"python": ..., <headline distribution>: version, ...}`` from an environment's installed packages."""
    versions = {"python": python_version}
    # distribution names compared as PEP 503 normalises them (tensorflow-cpu 2.21 calls itself tensorflow_cpu)
    normalised = {re.sub(r"[-_.]+", "-", k).lower(): v for k, v in packages.items()}
    for name in spec.headline:
        found = normalised.get(re.sub(r"[-_.]+", "-", name).lower())
        if found is None:
            raise EnvUnavailable(f"{name} is not installed in {where or spec.name}")
        versions[name] = found
    return versions


def build_env(spec: EnvSpec, cache_dir: Path, log=None) -> BuiltEnv:
    """Build (or reuse) the environment. Raises :class:`EnvUnavailable` with the reason."""
    if spec.kind == "current":
        versions, _ = probe(Path(sys.executable), spec)
        return BuiltEnv(spec, Path(sys.executable), versions, {})
    target = cache_dir / "envs" / f"{spec.name}-{spec.spec_hash}"
    stamp = target / STAMP
    py = target / "bin" / "python"
    if stamp.is_file() and py.exists():
        data = json.loads(stamp.read_text(encoding="utf-8"))
        if spec.kind == "venv" and data["packages"]:  # the label may have changed since the build
            return BuiltEnv(spec, py, headline_versions(spec, data["versions"]["python"], data["packages"], py),
                            data["packages"])
        return BuiltEnv(spec, py, data["versions"], data["packages"])
    base = resolve_python(spec.python)
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    # Every venv gets the pip bundled with its Python: pip is part of what the lab measures (pip entries).
    steps = [[str(base), "-m", "venv", str(target)]]
    if spec.requirements:
        # --no-cache-dir: a multi-GB wheel is not kept a second time in pip's cache
        steps.append([str(py), "-m", "pip", "install", "--quiet", "--no-input", "--no-cache-dir",
                      *(["--no-deps"] if spec.no_deps else []), *spec.requirements])
    for cmd in steps:
        _run_step(spec.name, cmd, log)
    if spec.shared:
        folders = [build_shared(s, cache_dir, py, log).resolve() for s in spec.shared]  # .pth lines: absolute
        site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                              check=False, capture_output=True, text=True, timeout=120)
        if site.returncode != 0:
            raise EnvUnavailable(f"{spec.name}: cannot find site-packages: {site.stderr.strip()[-500:]}")
        # a .pth file: its lines are appended to sys.path at start-up, in order
        (Path(site.stdout.strip()) / "_knownfix_shared.pth").write_text(
            "".join(f"{f}\n" for f in folders), encoding="utf-8")
    versions, packages = probe(py, spec)
    stamp.write_text(json.dumps({"name": spec.name, "spec_hash": spec.spec_hash, "versions": versions,
                                 "packages": packages}, indent=1, sort_keys=True), encoding="utf-8")
    return BuiltEnv(spec, py, versions, packages)


def _step_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k.startswith(("PIP_", "HTTP", "HTTPS", "NO_PROXY"))}
    env.update(PATH=os.environ.get("PATH", "/usr/bin:/bin"), HOME=os.environ.get("HOME", "/tmp"), PYTHONNOUSERSITE="1")
    return env


def _run_step(name: str, cmd: list[str], log) -> None:
    if log:
        log(f"{name}: {' '.join(cmd[-3:])}")
    try:
        r = subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=1800, env=_step_env())
    except (OSError, subprocess.TimeoutExpired) as e:
        raise EnvUnavailable(f"{' '.join(cmd)}: {e}") from e
    if r.returncode != 0:
        raise EnvUnavailable(f"{' '.join(cmd)} exited {r.returncode}: {(r.stderr or r.stdout).strip()[-1500:]}")


def build_shared(spec: SharedSpec, cache_dir: Path, python: Path, log=None) -> Path:
    """Install (or reuse) a shared folder with ``python``'s pip; one build at a time per folder (a lock file),
    since several environments that name it may be built in parallel."""
    import fcntl

    target = cache_dir / "shared" / f"{spec.name}-{spec.spec_hash}"
    done = target / STAMP
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.parent / f".{target.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if done.is_file():
            return target
        if target.exists():
            shutil.rmtree(target)
        _run_step(f"shared {spec.name}", [str(python), "-m", "pip", "install", "--quiet", "--no-input", "--no-cache-dir",
                                          "--no-deps", "--target", str(target), *spec.requirements], log)
        done.write_text(json.dumps({"name": spec.name, "spec_hash": spec.spec_hash,
                                    "requirements": list(spec.requirements)}, indent=1), encoding="utf-8")
    return target
