"""Mining: for each library of ``inventory/sources.yaml``, each release's wheel (or interpreter) is read once.

Each release's extraction (raise sites, binary strings, module names) is cached as
``<cache>/extract/<library>/<release>.json.gz``, so a refresh after a new release
reads only that release's wheel and merges again. The merged records are written by
:func:`knownfix.inventory.store.write_library`.
"""

from __future__ import annotations

import functools
import glob
import gzip
import json
import subprocess
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import binary as _binary
from .merge import LibrarySpec, merge_names, merge_templates, parts_to_json
from .names import ModuleNames, module_names, resolve_names
from .source import Site, _Walker, module_name, parse
from .store import write_library
from .wheels import (
    SourceFile,
    cache_dir,
    download,
    fetch_index,
    interpreter_names,
    iter_stdlib,
    iter_wheel,
    select_releases,
    spread,
    stdlib_installs,
    version_key,
    wheel_version,
)

#: bump when extraction changes, to invalidate cached extractions
EXTRACT_VERSION = 4
DEFAULT_SINCE = "2023-12-01"


@dataclass
class Source:
    """One library to mine, as ``inventory/sources.yaml`` describes it."""

    name: str
    dist: str | None = None
    kind: str = "wheel"  # "wheel" | "stdlib"
    repo: str | None = None
    tag: str | None = "v{version}"
    path_prefix: str = ""
    releases: list[str] | None = None
    local_wheels: list[str] = field(default_factory=list)
    versions: list[str] = field(default_factory=list)
    python: bool = True
    binary: bool = True
    since: str | None = None
    max_binary: int = 20000
    max_releases: int | None = None

    @property
    def spec(self) -> LibrarySpec:
        return LibrarySpec(name=self.name, repo_url=self.repo, tag=self.tag, path_prefix=self.path_prefix)


@dataclass
class Sources:
    since: str
    python: str
    libraries: list[Source]
    max_releases: int | None = None


def load_sources(path: Path) -> Sources:
    import yaml

    raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    libs = []
    for item in raw.get("libraries", []):
        known = set(Source.__dataclass_fields__)
        extra = set(item) - known
        if extra:
            raise ValueError(f"{path}: unknown keys for {item.get('name')}: {sorted(extra)}")
        libs.append(Source(**item))
    return Sources(since=str(raw.get("since", DEFAULT_SINCE)), python=str(raw.get("python", "3.11")), libraries=libs, max_releases=raw.get("max_releases"))


def site_to_json(s: Site) -> dict:
    return {
        "kind": s.kind,
        "exception": s.exception,
        "parts": parts_to_json(s.parts),
        "module": s.module,
        "path": s.path,
        "function": s.function,
        "line": s.line,
        "condition": s.condition,
        "summary": s.summary,
    }


_ELSEWHERE = r"""
import ast, json, sys
sys.path.insert(0, sys.argv[1])
from kfxinv.source import _Walker, module_name, parse
from kfxinv.names import module_names
from kfxinv.merge_parts import parts_to_json
items = json.load(sys.stdin)
tops = frozenset(items["tops"])
out = []
for path, text in items["files"]:
    tree = parse(text, path)
    if tree is None:
        continue
    mod = module_name(path)
    sites = [dict(kind=s.kind, exception=s.exception, parts=parts_to_json(s.parts), module=s.module, path=s.path,
                  function=s.function, line=s.line, condition=s.condition, summary=s.summary)
             for s in _Walker(tree, mod, path, path.endswith("__init__.py")).run(tree)]
    mn = module_names(tree, mod, path.endswith("__init__.py"), tops)
    out.append(dict(path=path, sites=sites, module=mod, names=sorted(mn.names), all=None if mn.all_ is None else sorted(mn.all_),
                    stars=mn.stars, all_open=mn.all_open))
print(json.dumps(out))
"""


def parse_elsewhere(exe: Path, files: list[SourceFile], tops: Iterable[str], timeout: float = 300.0) -> list[dict]:
    """Sites and names of files this interpreter cannot parse, read by ``exe`` (the release's own interpreter).

    The miner's source, template and names modules are copied into a temporary package
    and run there (they use the standard library only). [] when that fails.
    """
    import shutil
    import subprocess
    import tempfile

    here = Path(__file__).parent
    with tempfile.TemporaryDirectory() as tmp:
        pkg = Path(tmp) / "kfxinv"
        pkg.mkdir()
        (pkg / "__init__.py").write_text("")
        for name in ("source.py", "template.py", "names.py"):
            shutil.copy(here / name, pkg / name)
        (pkg / "merge_parts.py").write_text(
            "from .template import Hole\ndef parts_to_json(parts):\n    return [p if isinstance(p, str) else [p.label] for p in parts]\n"
        )
        payload = json.dumps({"tops": sorted(tops), "files": [[f.path, f.data.decode("utf-8", "replace")] for f in files]})
        try:
            proc = subprocess.run([str(exe), "-I", "-S", "-c", _ELSEWHERE, tmp], input=payload, capture_output=True, text=True, timeout=timeout, check=True)
            return list(json.loads(proc.stdout))
        except (OSError, subprocess.SubprocessError, ValueError):
            return []


def extract(files: Iterable[SourceFile], python: bool = True, binary: bool = True, max_binary: int = 20000, parser: Path | None = None) -> dict:
    """One release's raise sites, binary strings and module names, as JSON-ready data.

    ``parser``: an interpreter to read the files this one cannot parse (newer syntax).
    """
    sites: list[dict] = []
    unparsed: list[str] = []
    failed: list[SourceFile] = []
    trees = []
    bins: list[dict] = []
    for f in files:
        if f.is_python:
            if not python:
                continue
            tree = parse(f.data, f.path)
            if tree is None:
                unparsed.append(f.path)
                failed.append(f)
                continue
            mod = module_name(f.path)
            trees.append((f.path, mod, tree))
            sites.extend(site_to_json(s) for s in _Walker(tree, mod, f.path, f.path.endswith("__init__.py")).run(tree))
        elif binary and len(bins) < max_binary:
            for b in _binary.strings_from_bytes(f.data, f.path):
                row: dict[str, Any] = {"kind": "binary", "exception": None, "parts": parts_to_json(b.parts), "module": "", "path": b.path, "function": None, "line": None, "condition": None, "summary": None}
                if b.uncertain:
                    row["uncertain"] = True
                bins.append(row)
                if len(bins) >= max_binary:
                    break
    tops = frozenset(p.split("/")[0].removesuffix(".py") for p in [*(t[0] for t in trees), *unparsed])
    mods = {mod: module_names(tree, mod, path.endswith("__init__.py"), tops) for path, mod, tree in trees if mod}
    if failed and parser is not None:
        for item in parse_elsewhere(parser, failed, tops):
            unparsed.remove(item["path"])
            sites.extend(item["sites"])
            if item["module"]:
                mods[item["module"]] = ModuleNames(item["module"], set(item["names"]), None if item["all"] is None else set(item["all"]), list(item["stars"]), bool(item["all_open"]))
    names = resolve_names(mods)
    return {
        "version": EXTRACT_VERSION,
        "sites": sites + bins,
        "names": {m: sorted(n) for m, n in sorted(names.items())},
        "unparsed": unparsed,
    }


def _read_cache(path: Path) -> dict | None:
    if not path.is_file():
        return None
    try:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return None
    return data if data.get("version") == EXTRACT_VERSION else None


def _write_cache(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=3) as f:
        json.dump(data, f)
    tmp.replace(path)


@dataclass
class Plan:
    """The releases of one library to mine, each with how to get its files."""

    source: Source
    releases: list[tuple[str, Callable[[], Iterable[SourceFile]]]]


def plan(
    src: Source,
    sources: Sources,
    cache: Path | None = None,
    limit: int | None = None,
    index: Callable[[str], list[dict]] = fetch_index,
    max_releases: int | None = None,
) -> Plan:
    """Which releases of ``src`` to mine: at most ``max_releases`` evenly spread (the library's
    own ``max_releases``, else the file's), then the newest ``limit`` of those, if given."""
    cache = cache or cache_dir()
    items: list[tuple[str, Callable[[], Iterable[SourceFile]]]] = []
    if src.kind == "stdlib":
        for version, prefix in stdlib_installs(src.versions):
            items.append((version, functools.partial(iter_stdlib, prefix, version, binaries=src.binary)))
    elif src.local_wheels:
        for pattern in src.local_wheels:
            for p in sorted(glob.glob(pattern)):
                path = Path(p)
                items.append((wheel_version(path), functools.partial(iter_wheel, path, binaries=src.binary)))
    else:
        dist = src.dist or src.name
        releases = src.releases if src.releases is not None else select_releases(index(dist), src.since or sources.since, sources.python)
        dest = cache / "wheels" / src.name
        for r in releases:
            items.append((r, functools.partial(_download_and_read, dist, r, dest, src.binary)))
    items.sort(key=lambda x: version_key(x[0]))
    cap = max_releases if max_releases is not None else src.max_releases if src.max_releases is not None else sources.max_releases
    keep = set(spread([r for r, _ in items], cap))
    items = [it for it in items if it[0] in keep]
    if limit is not None:
        items = items[-limit:]
    return Plan(src, items)


def _interpreter_names(src: Source, release: str, cache: Path) -> dict[str, list[str]]:
    """Names of the built-in and compiled modules of one installed interpreter (cached beside the extraction)."""
    cpath = cache / "extract" / src.name / f"{release}.interpreter-names.json.gz"
    data = _read_cache(cpath)
    if data is None:
        prefixes = dict(stdlib_installs(src.versions))
        found = interpreter_names(prefixes[release], release) if release in prefixes else {}
        data = {"version": EXTRACT_VERSION, "names": found}
        if found:
            _write_cache(cpath, data)
    return dict(data["names"])


def _download_and_read(dist: str, release: str, dest: Path, binaries: bool) -> Iterable[SourceFile]:
    return iter_wheel(download(dist, release, dest), binaries=binaries)


def mine_library(
    p: Plan,
    out_dir: Path,
    cache: Path | None = None,
    on_release: Callable[[str, str], None] | None = None,
) -> dict:
    """Mine every planned release (cached extractions reused), merge, write; returns a summary."""
    cache = cache or cache_dir()
    src = p.source
    per_sites: list[tuple[str, list[dict]]] = []
    per_names: list[tuple[str, dict[str, set[str]]]] = []
    unparsed: dict[str, int] = {}
    failed: dict[str, str] = {}
    for release, files in p.releases:
        cpath = cache / "extract" / src.name / f"{release}.json.gz"
        data = _read_cache(cpath)
        status = "cached"
        if data is None:
            try:
                files_iter = list(files())
            except (OSError, subprocess.CalledProcessError, zipfile.BadZipFile) as e:
                failed[release] = f"{type(e).__name__}: {e}"[:300]
                if on_release is not None:
                    on_release(release, "failed")
                continue
            parser = None
            if src.kind == "stdlib":
                prefix = dict(stdlib_installs(src.versions)).get(release)
                minor = ".".join(release.split(".")[:2])
                parser = prefix / "bin" / f"python{minor}" if prefix is not None else None
            data = extract(files_iter, python=src.python, binary=src.binary, max_binary=src.max_binary, parser=parser)
            _write_cache(cpath, data)
            status = "mined"
        mod_names = {m: set(n) for m, n in data["names"].items()}
        if src.kind == "stdlib":
            for m, n in _interpreter_names(src, release, cache).items():
                mod_names.setdefault(m, set(n))  # built-in and compiled modules only: .py modules were read
        per_sites.append((release, data["sites"]))
        per_names.append((release, mod_names))
        unparsed[release] = len(data.get("unparsed", []))
        if on_release is not None:
            on_release(release, status)
    templates = merge_templates(src.spec, per_sites)
    names = merge_names(src.name, per_names)
    t_size, n_size = write_library(out_dir, src.name, templates, names)
    return {
        "library": src.name,
        "releases": [r for r, _ in p.releases if r not in failed],
        "failed": failed,
        "templates": len(templates),
        "names": len(names),
        "templates_bytes": t_size,
        "names_bytes": n_size,
        "unparsed": unparsed,
    }
