"""``knownfix build``: compile a KB folder and its evidence into one artifact file.

Everything expensive happens here, once: YAML parsing and validation, figures from
the evidence records, the lookup records, the search documents and the Hyperscan
database. What comes out is a SQLite file (docs/artifact.md) that every read path
opens instead of the YAML.

:func:`source_hash` is the artifact's identity: a SHA-256 over the format version,
the engine version, knownfix's own source files and the bytes of every file the
build reads (each entry folder, the evidence records, the lab's environment
matrix). :func:`source_fingerprint` is the cheap stand-in used to notice changes
(path, size and modification time of the same files).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..index.records import ENGINE_VERSION, records_from_entries
from .files import replacing
from .search import search_doc
from .store import FORMAT_VERSION, ArtifactError, hs_platform, make_zdict, pack

log = logging.getLogger("knownfix.artifact")

_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE entries(id TEXT PRIMARY KEY, domain TEXT NOT NULL, record BLOB NOT NULL, search BLOB NOT NULL,
                     entry BLOB NOT NULL, figures BLOB NOT NULL);
CREATE TABLE signatures(pid INTEGER PRIMARY KEY, entry_id TEXT NOT NULL, record BLOB NOT NULL);
CREATE TABLE patterns(pid INTEGER PRIMARY KEY, pattern TEXT NOT NULL);
CREATE TABLE triggers(pid INTEGER PRIMARY KEY, sigs TEXT NOT NULL);
CREATE TABLE fragments(pid INTEGER PRIMARY KEY, places TEXT NOT NULL);
CREATE TABLE matchers(name TEXT PRIMARY KEY, blob BLOB NOT NULL);
CREATE TABLE zdict(name TEXT PRIMARY KEY, blob BLOB NOT NULL);
CREATE TABLE reports(entry_id TEXT PRIMARY KEY, counts TEXT NOT NULL);
"""
_PACKAGE = Path(__file__).resolve().parents[1]
_SKIP_DIRS = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"}


@dataclass
class Sources:
    """The files an artifact is compiled from."""

    kb_root: Path
    evidence_root: Path
    envs_file: Path
    #: An outcome-report export (``knownfix reports export``) to fold in; default ``$KNOWNFIX_REPORTS_EXPORT``.
    reports_file: Path | None = None

    @classmethod
    def for_kb(cls, kb_root: Path | str, reports_file: Path | str | None = None) -> Sources:
        from ..lab.paths import default_envs_file, default_evidence_root

        root = Path(kb_root)
        env = os.environ.get("KNOWNFIX_REPORTS_EXPORT")
        reports = Path(reports_file) if reports_file is not None else (Path(env) if env else None)
        return cls(root, default_evidence_root(root), default_envs_file(root), reports)

    @property
    def inventory_dir(self) -> Path | None:
        """The message inventory beside the KB (``inventory/``), or ``$KNOWNFIX_INVENTORY``; None if neither."""
        env = os.environ.get("KNOWNFIX_INVENTORY")
        folder = Path(env) if env else self.kb_root.resolve().parent / "inventory"
        return folder if folder.is_dir() else None

    @property
    def method_file(self) -> Path | None:
        """docs/method.md beside the KB, else in the source checkout (the site's method page)."""
        for p in (self.kb_root.resolve().parent / "docs" / "method.md", _PACKAGE.parents[1] / "docs" / "method.md"):
            if p.is_file():
                return p
        return None

    def files(self) -> Iterator[tuple[str, Path]]:
        """(label, path) of every file the build reads, in a stable order."""
        yield from _walk("kb", self.kb_root, depth=0)
        yield from _walk("evidence", self.evidence_root, depth=0)
        if self.envs_file.is_file():
            yield "lab/environments.yaml", self.envs_file
        method = self.method_file
        if method is not None:
            yield "docs/method.md", method
        inv = self.inventory_dir
        if inv is not None:
            for p in sorted(inv.glob("*.jsonl.gz")):
                yield f"inventory/{p.name}", p
        if self.reports_file is not None:
            yield "reports-export", self.reports_file


def _walk(label: str, root: Path, depth: int) -> Iterator[tuple[str, Path]]:
    try:
        items = sorted(os.scandir(root), key=lambda d: d.name)
    except OSError:
        return
    for d in items:
        if d.name.startswith(".") or d.name in _SKIP_DIRS or d.name.endswith(".pyc"):
            continue
        if d.is_dir(follow_symlinks=False):
            yield from _walk(f"{label}/{d.name}", Path(d.path), depth + 1)
        elif d.is_file() and depth > 0:  # files directly in kb/ or evidence/ (README) are not content
            yield f"{label}/{d.name}", Path(d.path)


def _code_files() -> list[Path]:
    return sorted(p for p in _PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def source_fingerprint(src: Sources) -> str:
    """Hash of (label, size, mtime) of every source file and of knownfix's code: changes when anything is touched."""
    h = hashlib.sha256(f"knownfix-fingerprint-v{FORMAT_VERSION}-{ENGINE_VERSION}\0{src.kb_root.resolve()}".encode())
    for label, path in [*src.files(), *((f"code/{p.name}", p) for p in _code_files())]:
        try:
            st = path.stat()
        except OSError:
            continue
        h.update(f"{label}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def source_hash(src: Sources) -> str:
    """Content hash of everything the artifact is built from (see the module docstring)."""
    h = hashlib.sha256(f"knownfix-artifact-v{FORMAT_VERSION}-engine-v{ENGINE_VERSION}\n".encode())
    for p in _code_files():
        h.update(f"code/{p.relative_to(_PACKAGE).as_posix()}\n".encode())
        h.update(hashlib.sha256(p.read_bytes()).digest())
    for label, path in src.files():
        try:
            data = path.read_bytes()
        except OSError:
            continue
        h.update(f"{label}\n".encode())
        h.update(hashlib.sha256(data).digest())
    return h.hexdigest()


@dataclass
class BuildReport:
    path: Path
    entries: int
    signatures: int
    problems: list[str]
    seconds: float
    size: int
    kb_hash: str
    hyperscan: bool


def build_artifact(kb_root: Path | str, out: Path | str, *, kb_hash: str | None = None,
                   reports: Path | str | None = None) -> BuildReport:
    """Compile the KB at ``kb_root`` (with its evidence) into the artifact file ``out``.

    ``reports``: an outcome-report export to fold in (default ``$KNOWNFIX_REPORTS_EXPORT``); its
    counts are kept per entry, for entries the KB has, and shown beside the lab's figures.
    Raises :class:`ArtifactError` when the folder is missing, no entry loads or the export is malformed.
    """
    from ..figures import compute_figures
    from ..figures.model import EntryFigures
    from ..kb import load_kb

    t0 = time.perf_counter()
    src = Sources.for_kb(kb_root, reports)
    if not src.kb_root.is_dir():
        raise ArtifactError(f"knowledge-base folder not found: {src.kb_root}")
    kb = load_kb(src.kb_root)
    if not len(kb):
        raise ArtifactError(f"no entries loaded from {src.kb_root} (run `knownfix check {src.kb_root}`)")
    problems = [str(p) for p in kb.problems]
    items = []
    for entry_id in sorted(kb.entries):
        le = kb.entries[entry_id]
        try:
            figures = compute_figures(le, kb_root=src.kb_root, evidence_root=src.evidence_root, envs_file=src.envs_file)
        except Exception as err:  # noqa: BLE001 - a broken evidence file must not take the KB down
            problems.append(f"{entry_id}: figures not computed ({type(err).__name__}: {err}); shown as not yet measured")
            figures = EntryFigures.not_measured(entry_id)
        items.append((le.entry, figures))
    method = src.method_file
    report = write_artifact(
        items, out, kb_hash=kb_hash or source_hash(src), problems=problems,
        method_md=method.read_text(encoding="utf-8") if method is not None else "",
        inventory=src.inventory_dir, reports=_read_reports(src.reports_file),
    )
    report.seconds = time.perf_counter() - t0
    return report


def write_artifact(items: list[tuple[Any, Any]], out: Path | str, *, kb_hash: str, problems: list[str] | None = None,
                   method_md: str = "", inventory: Path | None = None,
                   reports: tuple[str, dict[str, Any]] | None = None) -> BuildReport:
    """Write the artifact for ``items`` — (Entry, EntryFigures) pairs, sorted by ID — to ``out``.

    Written to a temporary file beside ``out`` and renamed into place, so a reader
    never sees half an artifact.
    """
    t0 = time.perf_counter()
    problems = list(problems or [])
    if not items:
        raise ArtifactError("no entries to write")
    records = records_from_entries(e for e, _ in items)
    patterns, triggers = records.scan_patterns()

    hs_blob, hs_leftover, plat = None, [], ""
    try:
        from ..index.backends import HyperscanMatcher, available_backends

        if "hyperscan" in available_backends():
            matcher = HyperscanMatcher(list(patterns))
            hs_blob, hs_leftover, plat = matcher.dump(), list(matcher.leftover), hs_platform()
    except Exception as e:  # noqa: BLE001 - the artifact stays usable: the database is compiled at first use
        log.warning("Hyperscan database not compiled into the artifact (%s); it will be compiled at first use", e)

    out = Path(out)
    with replacing(out, prefix=".kfa-") as tmp:
        conn = sqlite3.connect(tmp)
        conn.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        rec_json = records.to_json()
        rec_by_id = {e["id"]: e for e in rec_json["entries"]}
        # Each large column is compressed row by row with a preset dictionary made of a few of its values:
        # the JSON keys and the common phrases then cost next to nothing per row.
        step = max(1, len(items) // 24)
        sample = items[::step][:24]
        zd = {
            "entry": make_zdict([e.model_dump(mode="json") for e, _ in sample]),
            "figures": make_zdict([f.model_dump(mode="json") for _, f in sample]),
            "search": make_zdict([search_doc(e) for e, _ in sample]),
            "record": make_zdict([rec_by_id[e.id] for e, _ in sample]),
            "sig_record": make_zdict(rec_json["signatures"][:: max(1, len(rec_json["signatures"]) // 48)][:48]),
        }
        conn.executemany("INSERT INTO zdict VALUES (?, ?)", list(zd.items()))
        conn.executemany(
            "INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?)",
            (
                (
                    e.id,
                    e.domain,
                    pack(rec_by_id[e.id], zd["record"]),
                    pack(search_doc(e), zd["search"]),
                    pack(e.model_dump(mode="json"), zd["entry"]),
                    pack(figures.model_dump(mode="json"), zd["figures"]),
                )
                for e, figures in items
            ),
        )
        conn.executemany(
            "INSERT INTO signatures VALUES (?, ?, ?)",
            [(i, s["entry_id"], pack(s, zd["sig_record"])) for i, s in enumerate(rec_json["signatures"])],
        )
        conn.executemany("INSERT INTO patterns VALUES (?, ?)", list(enumerate(patterns)))
        conn.executemany("INSERT INTO triggers VALUES (?, ?)", [(pid, json.dumps(sids)) for pid, sids in triggers.items()])
        conn.executemany("INSERT INTO fragments VALUES (?, ?)",
                         [(pid, json.dumps(places)) for pid, places in records.fragments().items()])
        if hs_blob:
            conn.execute("INSERT INTO matchers VALUES (?, ?)", ("hyperscan", hs_blob))
        exported_at = ""
        if reports is not None:
            exported_at, counts = reports
            ids = {e.id for e, _ in items}
            conn.executemany("INSERT INTO reports VALUES (?, ?)",
                             [(eid, json.dumps(c, sort_keys=True)) for eid, c in sorted(counts.items()) if eid in ids])
        inv_meta: dict[str, Any] = {}
        if inventory is not None:
            from .inventory import write_inventory

            inv_meta = write_inventory(conn, inventory, (s.example for s in records.signatures))
        meta: dict[str, Any] = {
            "format_version": FORMAT_VERSION,
            "engine_version": ENGINE_VERSION,
            "knownfix_version": _version(),
            "kb_hash": kb_hash,
            "index_key": records.key(),
            "entries": len(items),
            "signatures": len(records.signatures),
            "patterns": len(patterns),
            "domains": sorted({e.domain for e, _ in items}),
            "problems": problems[:200],
            "problem_count": len(problems),
            "hs_platform": plat,
            "hs_leftover": hs_leftover,
            "method_md": method_md,
            "inventory": inv_meta,
            "reports_exported_at": exported_at,
        }
        conn.executemany("INSERT INTO meta VALUES (?, ?)", [(k, json.dumps(v, ensure_ascii=False)) for k, v in meta.items()])
        conn.commit()
        conn.execute("VACUUM")
        conn.close()
    return BuildReport(
        path=out,
        entries=len(items),
        signatures=len(records.signatures),
        problems=problems,
        seconds=time.perf_counter() - t0,
        size=out.stat().st_size,
        kb_hash=kb_hash,
        hyperscan=bool(hs_blob),
    )


def _read_reports(path: Path | None) -> tuple[str, dict[str, Any]] | None:
    """(exported_at, entry -> remedy -> counts) of a report export, or None without one."""
    if path is None:
        return None
    from ..reports.tally import ExportError, read_export

    try:
        return read_export(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ArtifactError(f"cannot read the report export {path}: {e.strerror or e}") from None
    except (ExportError, UnicodeDecodeError) as e:
        raise ArtifactError(f"{path}: {e}") from None


def _version() -> str:
    from .. import __version__

    return __version__
