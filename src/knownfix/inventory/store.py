"""The committed inventory's format, its deterministic writer and its reader.

Per library, two gzip'd JSON Lines files under ``inventory/`` (gzip header mtime 0 and
no file name; keys sorted; records sorted), so mining the same releases again writes
the same bytes:

* ``<library>.templates.jsonl.gz``: one :class:`TemplateRecord` per merged template;
* ``<library>.names.jsonl.gz``: one :class:`NameRecord` per (module, name).

This module imports only the standard library: the artifact build reads it.
"""

from __future__ import annotations

import gzip
import io
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

TEMPLATES_SUFFIX = ".templates.jsonl.gz"
NAMES_SUFFIX = ".names.jsonl.gz"


@dataclass(frozen=True)
class Wording:
    """The template as worded from ``release`` on (one step of a wording change)."""

    release: str
    template: str


@dataclass(frozen=True)
class TemplateRecord:
    """One message a library raises or warns with, merged across the releases mined.

    ``pattern`` is RE2/Hyperscan-safe and unanchored (search it in one line of a
    message). ``line``, ``path`` and ``tag`` are those of the ``last`` release (the
    representative site); ``sites`` counts the places in that release that raise the
    same template. ``weak`` marks a template demoted for being mostly holes or having
    a common literal part. Binary strings (``kind == "binary"``) have no exception,
    function, line, condition or summary, and ``path`` is the compiled file's path in
    the wheel (or interpreter).
    """

    id: str
    library: str
    kind: str  # "raise" | "warning" | "binary"
    exception: str | None
    template: str
    pattern: str
    literal_chars: int
    first: str
    last: str
    releases: tuple[str, ...]
    module: str
    function: str | None
    line: int | None
    condition: str | None
    summary: str | None
    repo_url: str | None
    path: str
    tag: str | None
    wordings: tuple[Wording, ...] = ()
    sites: int = 1
    weak: bool = False

    @property
    def url(self) -> str | None:
        """The raise site in the library's public repository at the ``last`` release's tag, or None."""
        if not self.repo_url or not self.tag or self.line is None or self.kind == "binary":
            return None
        return f"{self.repo_url.rstrip('/')}/blob/{self.tag}/{self.path}#L{self.line}"

    def to_json(self) -> dict:
        d = asdict(self)
        d["releases"] = list(self.releases)
        if self.wordings:
            d["wordings"] = [asdict(w) for w in self.wordings]
        else:
            del d["wordings"]
        return d

    @classmethod
    def from_json(cls, d: dict) -> TemplateRecord:
        known = {f.name for f in fields(cls)}
        kw = {k: v for k, v in d.items() if k in known}
        kw["releases"] = tuple(d.get("releases", ()))
        kw["wordings"] = tuple(Wording(**w) for w in d.get("wordings", ()) or ())
        return cls(**kw)


@dataclass(frozen=True)
class NameRecord:
    """A public name of a module, and the mined releases in which the module had it."""

    library: str
    module: str
    name: str
    releases: tuple[str, ...] = field(default_factory=tuple)
    first: str = ""
    last: str = ""

    def to_json(self) -> dict:
        d = asdict(self)
        d["releases"] = list(self.releases)
        return d

    @classmethod
    def from_json(cls, d: dict) -> NameRecord:
        return cls(library=d["library"], module=d["module"], name=d["name"], releases=tuple(d.get("releases", ())), first=d.get("first", ""), last=d.get("last", ""))


def inventory_dir() -> Path:
    """``$KNOWNFIX_INVENTORY`` if set, else the repository's ``inventory/`` folder."""
    env = os.environ.get("KNOWNFIX_INVENTORY")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / "inventory"


def write_jsonl_gz(path: Path, rows: Iterable[dict]) -> int:
    """Write rows as gzip'd JSON Lines, byte-for-byte deterministic; returns the file's size."""
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
        for row in rows:
            gz.write(json.dumps(row, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n")
    data = buf.getvalue()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
    return len(data)


def read_jsonl_gz(path: Path) -> Iterator[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def libraries(folder: str | Path | None = None) -> list[str]:
    """The libraries that have a templates or names file in the folder, sorted."""
    base = Path(folder) if folder is not None else inventory_dir()
    if not base.is_dir():
        return []
    out = set()
    for p in base.iterdir():
        for suffix in (TEMPLATES_SUFFIX, NAMES_SUFFIX):
            if p.name.endswith(suffix):
                out.add(p.name[: -len(suffix)])
    return sorted(out)


def iter_templates(folder: str | Path | None = None, only: Iterable[str] | None = None) -> Iterator[TemplateRecord]:
    """Every template record, library by library (sorted); nothing when the folder does not exist."""
    base = Path(folder) if folder is not None else inventory_dir()
    for lib in sorted(only) if only is not None else libraries(base):
        p = base / f"{lib}{TEMPLATES_SUFFIX}"
        if p.is_file():
            for d in read_jsonl_gz(p):
                yield TemplateRecord.from_json(d)


def iter_names(folder: str | Path | None = None, only: Iterable[str] | None = None) -> Iterator[NameRecord]:
    """Every name-history record, library by library (sorted); nothing when the folder does not exist."""
    base = Path(folder) if folder is not None else inventory_dir()
    for lib in sorted(only) if only is not None else libraries(base):
        p = base / f"{lib}{NAMES_SUFFIX}"
        if p.is_file():
            for d in read_jsonl_gz(p):
                yield NameRecord.from_json(d)


def write_library(folder: Path, library: str, templates: list[TemplateRecord], names: list[NameRecord]) -> tuple[int, int]:
    """Write one library's two files, sorted; returns their sizes in bytes."""
    t_rows = [t.to_json() for t in sorted(templates, key=lambda t: (t.kind, t.path, t.line or 0, t.id))]
    n_rows = [n.to_json() for n in sorted(names, key=lambda n: (n.module, n.name))]
    return (
        write_jsonl_gz(folder / f"{library}{TEMPLATES_SUFFIX}", t_rows),
        write_jsonl_gz(folder / f"{library}{NAMES_SUFFIX}", n_rows),
    )
