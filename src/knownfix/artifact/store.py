"""Reading a compiled artifact: one SQLite file, opened read-only, read lazily.

The lookup path touches only what a lookup needs: the ``meta`` rows, the
serialised Hyperscan database, and then the few signature, trigger and entry
records that the scan reported. Nothing is parsed up front, so opening an
artifact of 10,000 entries costs what opening one of 40 does. Rendering paths
(``show``, the web site, MCP) rebuild an entry's pydantic objects from the stored
JSON of that entry only, when it is asked for (no YAML, no ``knownfix check``).

The format is documented in docs/artifact.md; :data:`FORMAT_VERSION` is bumped
whenever a table or a stored JSON shape changes, and an artifact of another
version is refused with a one-line message (rebuild it with ``knownfix build``).
"""

from __future__ import annotations

import json
import platform
import sqlite3
import threading
import zlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

from ..index.records import CauseRecord, EntryRecord, HintRecord, SigRecord

if TYPE_CHECKING:  # pragma: no cover
    from ..figures.model import EntryFigures
    from ..index import CompiledIndex
    from ..kb.model import Entry

#: Version of the artifact's tables and stored JSON shapes.
FORMAT_VERSION = 2
#: File name of the artifact shipped inside the wheel (``knownfix/data/``).
BUNDLED_NAME = "knownfix.kfa"


class ArtifactError(Exception):
    """The artifact is missing, unreadable, of another format version, or holds no entry."""


def hs_platform() -> str:
    """Where a serialised Hyperscan database can be loaded: machine + hyperscan version."""
    try:
        import hyperscan

        version = getattr(hyperscan, "__version__", "?")
    except ImportError:  # pragma: no cover
        return ""
    return f"{platform.machine()}/hyperscan-{version}"


#: Largest preset dictionary zlib uses (the ``zdict`` table holds one per column).
ZDICT_BYTES = 32 * 1024


def _dumps(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


_BASE: dict[bytes, Any] = {}


def pack(obj: Any, zdict: bytes = b"") -> bytes:
    """JSON, compact and zlib-compressed with the column's preset dictionary (how every large field is stored)."""
    base = _BASE.get(zdict)
    if base is None:  # loading a 32 KiB dictionary costs more than compressing a row: do it once, copy it per row
        if len(_BASE) > 32:
            _BASE.clear()
        base = _BASE[zdict] = (
            zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, zdict) if zdict else zlib.compressobj(9)
        )
    c = base.copy()
    return c.compress(_dumps(obj)) + c.flush()


def unpack(blob: bytes, zdict: bytes = b"") -> Any:
    d = zlib.decompressobj(15, zdict) if zdict else zlib.decompressobj()
    return json.loads((d.decompress(blob) + d.flush()).decode("utf-8"))


def make_zdict(samples: list[Any]) -> bytes:
    """A preset dictionary for a column: the JSON of sample values, most representative last (zlib's rule)."""
    out = b""
    for obj in samples:
        out = _dumps(obj) + out
        if len(out) >= ZDICT_BYTES:
            break
    return out[-ZDICT_BYTES:]


def _sig(data: dict[str, Any]) -> SigRecord:
    return SigRecord(**data)


def _entry_record(data: dict[str, Any]) -> EntryRecord:
    causes = tuple(
        CauseRecord(id=c["id"], title=c["title"], hints=tuple(HintRecord(**h) for h in c["hints"])) for c in data["causes"]
    )
    return EntryRecord(id=data["id"], title=data["title"], domain=data["domain"], tags=tuple(data["tags"]), causes=causes)


class _Db:
    """One read-only connection shared by threads (queries are serialised by a lock)."""

    def __init__(self, path: Path) -> None:
        uri = f"{path.resolve().as_uri()}?mode=ro&immutable=1"
        try:
            self.conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
            self.conn.execute("SELECT 1 FROM meta LIMIT 1")
        except sqlite3.Error as e:
            raise ArtifactError(f"cannot read the knowledge-base artifact {path}: {e}") from None
        self.lock = threading.Lock()

    def one(self, sql: str, args: tuple[Any, ...] = ()) -> Any:
        with self.lock:
            row = self.conn.execute(sql, args).fetchone()
        return row

    def all(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        with self.lock:
            return self.conn.execute(sql, args).fetchall()


class LazySignatures(Sequence[SigRecord]):
    """The signature records by matcher pattern index, read from the artifact on first use."""

    def __init__(self, db: _Db, count: int, zdict: bytes = b"") -> None:
        self._db, self._count, self._memo, self._zdict = db, count, {}, zdict  # type: ignore[var-annotated]

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, i: int) -> SigRecord: ...
    @overload
    def __getitem__(self, i: slice) -> list[SigRecord]: ...
    def __getitem__(self, i: int | slice) -> SigRecord | list[SigRecord]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self._count))]
        if i < 0:
            i += self._count
        if not 0 <= i < self._count:
            raise IndexError(i)
        rec = self._memo.get(i)
        if rec is None:
            row = self._db.one("SELECT record FROM signatures WHERE pid = ?", (i,))
            rec = self._memo[i] = _sig(unpack(row[0], self._zdict))
        return rec

    def __iter__(self) -> Iterator[SigRecord]:
        for pid, raw in self._db.all("SELECT pid, record FROM signatures ORDER BY pid"):
            if pid not in self._memo:
                self._memo[pid] = _sig(unpack(raw, self._zdict))
            yield self._memo[pid]


class LazyPatterns(Sequence[str]):
    """Every pattern the matcher compiled (signatures, truncation triggers, fragment literals), by index."""

    def __init__(self, db: _Db, count: int) -> None:
        self._db, self._count, self._memo = db, count, {}  # type: ignore[var-annotated]

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> list[str]: ...
    def __getitem__(self, i: int | slice) -> str | list[str]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self._count))]
        got = self._memo.get(i)
        if got is None:
            row = self._db.one("SELECT pattern FROM patterns WHERE pid = ?", (i,))
            if row is None:
                raise IndexError(i)
            got = self._memo[i] = row[0]
        return got

    def __iter__(self) -> Iterator[str]:
        for (p,) in self._db.all("SELECT pattern FROM patterns ORDER BY pid"):
            yield p


class LazyTriggers(Mapping[int, list[int]]):
    """Trigger pattern index -> the signature indexes it stands for."""

    def __init__(self, db: _Db) -> None:
        self._db, self._memo = db, {}  # type: ignore[var-annotated]

    def __getitem__(self, pid: int) -> list[int]:
        got = self._memo.get(pid)
        if got is None:
            row = self._db.one("SELECT sigs FROM triggers WHERE pid = ?", (pid,))
            if row is None:
                raise KeyError(pid)
            got = self._memo[pid] = json.loads(row[0])
        return got

    def __iter__(self) -> Iterator[int]:
        return iter([pid for (pid,) in self._db.all("SELECT pid FROM triggers ORDER BY pid")])

    def __len__(self) -> int:
        return int(self._db.one("SELECT count(*) FROM triggers")[0])


class LazyFragments(Mapping[int, list[tuple[int, int, int]]]):
    """Fragment pattern index -> (signature index, offset in its example, length) of each place it stands for."""

    def __init__(self, db: _Db) -> None:
        self._db, self._memo = db, {}  # type: ignore[var-annotated]

    def __getitem__(self, pid: int) -> list[tuple[int, int, int]]:
        got = self._memo.get(pid)
        if got is None:
            row = self._db.one("SELECT places FROM fragments WHERE pid = ?", (pid,))
            if row is None:
                raise KeyError(pid)
            got = self._memo[pid] = [tuple(p) for p in json.loads(row[0])]
        return got

    def __iter__(self) -> Iterator[int]:
        return iter([pid for (pid,) in self._db.all("SELECT pid FROM fragments ORDER BY pid")])

    def __len__(self) -> int:
        return int(self._db.one("SELECT count(*) FROM fragments")[0])


class LazyEntryRecords(Mapping[str, EntryRecord]):
    """Entry ID -> the record the engine ranks with (title, domain, causes and hints)."""

    def __init__(self, db: _Db, zdict: bytes = b"") -> None:
        self._db, self._memo, self._zdict = db, {}, zdict  # type: ignore[var-annotated]

    def __getitem__(self, entry_id: str) -> EntryRecord:
        got = self._memo.get(entry_id)
        if got is None:
            row = self._db.one("SELECT record FROM entries WHERE id = ?", (entry_id,))
            if row is None:
                raise KeyError(entry_id)
            got = self._memo[entry_id] = _entry_record(unpack(row[0], self._zdict))
        return got

    def __iter__(self) -> Iterator[str]:
        return iter([i for (i,) in self._db.all("SELECT id FROM entries ORDER BY id")])

    def __len__(self) -> int:
        return int(self._db.one("SELECT count(*) FROM entries")[0])


@dataclass
class LazyRecords:
    """What :class:`knownfix.index.CompiledIndex` calls ``records``, read on demand."""

    signatures: LazySignatures
    entries: LazyEntryRecords
    patterns: LazyPatterns
    triggers: LazyTriggers
    fragment_places: LazyFragments

    def scan_patterns(self) -> tuple[Sequence[str], Mapping[int, list[int]]]:
        return self.patterns, self.triggers

    def fragments(self) -> Mapping[int, list[tuple[int, int, int]]]:
        return self.fragment_places


class Artifact:
    """A compiled knowledge base: entries ready to render, figures, search data and the matcher.

    Open with :func:`open_artifact`. Every accessor reads only what it returns; results
    are memoised, so an open artifact serves many lookups or requests.
    """

    def __init__(self, path: Path, *, source: Path | None = None, rebuilt: bool = False) -> None:
        self.path = Path(path)
        #: The KB folder this artifact was compiled from, when it was (``--kb``, a checkout), else None.
        self.source = source
        #: True when this call recompiled the artifact because the KB folder changed since its last build.
        self.rebuilt = rebuilt
        if not self.path.is_file():
            raise ArtifactError(f"knowledge-base artifact not found: {self.path}")
        self._db = _Db(self.path)
        self.meta: dict[str, Any] = {k: json.loads(v) for k, v in self._db.all("SELECT key, value FROM meta")}
        version = self.meta.get("format_version")
        if version != FORMAT_VERSION:
            raise ArtifactError(
                f"knowledge-base artifact {self.path} has format version {version!r}; this knownfix reads "
                f"version {FORMAT_VERSION} (rebuild it with `knownfix build`)"
            )
        if not self.meta.get("entries"):
            raise ArtifactError(f"knowledge-base artifact {self.path} holds no entries")
        self._lock = threading.Lock()
        self._index: dict[str, CompiledIndex] = {}
        self._entries: dict[str, Entry] = {}
        self._figures: dict[str, EntryFigures] = {}
        self._ids: list[str] | None = None
        self._zdict: dict[str, bytes] = {name: bytes(blob) for name, blob in self._db.all("SELECT name, blob FROM zdict")}

    # --- identity -----------------------------------------------------------------------
    @property
    def kb_hash(self) -> str:
        """Content hash of the sources the artifact was compiled from (entries, scenarios, evidence, matrix)."""
        return str(self.meta["kb_hash"])

    @property
    def ids(self) -> list[str]:
        """Every entry ID, sorted."""
        if self._ids is None:
            self._ids = [i for (i,) in self._db.all("SELECT id FROM entries ORDER BY id")]
        return self._ids

    def __len__(self) -> int:
        return int(self.meta["entries"])

    def __contains__(self, entry_id: object) -> bool:
        return isinstance(entry_id, str) and self._db.one("SELECT 1 FROM entries WHERE id = ?", (entry_id,)) is not None

    def __repr__(self) -> str:
        return f"<Artifact {self.path} entries={len(self)} kb_hash={self.kb_hash[:12]}>"

    # --- entries, figures, search -------------------------------------------------------
    def _row(self, column: str, entry_id: str) -> Any:
        row = self._db.one(f"SELECT {column} FROM entries WHERE id = ?", (entry_id,))
        if row is None:
            raise KeyError(entry_id)
        return row[0]

    def entry_data(self, entry_id: str) -> dict[str, Any]:
        """The entry as stored (the model's JSON form); KeyError if absent."""
        return unpack(self._row("entry", entry_id), self._zdict.get("entry", b""))  # type: ignore[no-any-return]

    def entry(self, entry_id: str) -> Entry:
        """The entry's model object (rebuilt from its stored JSON on first use); KeyError if absent."""
        with self._lock:
            got = self._entries.get(entry_id)
        if got is None:
            from ..kb.model import Entry

            got = Entry.model_validate(self.entry_data(entry_id))
            with self._lock:
                self._entries[entry_id] = got
        return got

    def get(self, entry_id: str) -> Entry | None:
        try:
            return self.entry(entry_id)
        except KeyError:
            return None

    def entries(self) -> Iterator[Entry]:
        for i in self.ids:
            yield self.entry(i)

    __iter__ = entries

    def reports(self, entry_id: str) -> dict[str, dict[str, int]] | None:
        """The outcome-report counts folded in at build time (remedy -> outcome -> reporters); None when the
        artifact was built without an export (an entry nobody reported on, in one with an export: ``{}``)."""
        if not self.meta.get("reports_exported_at"):
            return None
        try:
            row = self._db.one("SELECT counts FROM reports WHERE entry_id = ?", (entry_id,))
        except sqlite3.OperationalError:  # an artifact written before the table existed
            return None
        return {} if row is None else json.loads(row[0])  # type: ignore[no-any-return]

    def figures_data(self, entry_id: str) -> dict[str, Any]:
        return unpack(self._row("figures", entry_id), self._zdict.get("figures", b""))  # type: ignore[no-any-return]

    def figures(self, entry_id: str) -> EntryFigures:
        """The entry's figures, computed from its evidence when the artifact was built; KeyError if absent."""
        with self._lock:
            got = self._figures.get(entry_id)
        if got is None:
            from ..figures.model import EntryFigures

            got = EntryFigures.model_validate(self.figures_data(entry_id))
            with self._lock:
                self._figures[entry_id] = got
        return got

    def search_docs(self) -> list[dict[str, Any]]:
        """Every entry's search document (see :mod:`knownfix.artifact.search`), sorted by ID."""
        zd = self._zdict.get("search", b"")
        return [unpack(raw, zd) for (raw,) in self._db.all("SELECT search FROM entries ORDER BY id")]

    def records(self) -> LazyRecords:
        sigs = int(self.meta["signatures"])
        return LazyRecords(
            signatures=LazySignatures(self._db, sigs, self._zdict.get("sig_record", b"")),
            entries=LazyEntryRecords(self._db, self._zdict.get("record", b"")),
            patterns=LazyPatterns(self._db, int(self.meta["patterns"])),
            triggers=LazyTriggers(self._db),
            fragment_places=LazyFragments(self._db),
        )

    def inventory(self) -> Any:
        """The message inventory carried by the artifact (:class:`~knownfix.artifact.inventory.InventoryView`;
        false when there is none)."""
        with self._lock:
            got = self.__dict__.get("_inventory")
        if got is None:
            from .inventory import InventoryView

            got = InventoryView(self)
            with self._lock:
                self.__dict__["_inventory"] = got
        return got

    def matcher_blob(self, name: str) -> bytes | None:
        row = self._db.one("SELECT blob FROM matchers WHERE name = ?", (name,))
        return bytes(row[0]) if row is not None else None

    # --- the compiled matcher -----------------------------------------------------------
    def index(self, backend: str | None = None) -> CompiledIndex:
        """The one-pass matcher over every signature, ready to scan (memoised per backend)."""
        from ..index.backends import default_backend

        backend = backend or default_backend()
        with self._lock:
            got = self._index.get(backend)
        if got is None:
            from .matcher import index_from_artifact

            got = index_from_artifact(self, backend)
            with self._lock:
                self._index[backend] = got
        return got


def open_artifact(path: Path | str, *, source: Path | None = None, rebuilt: bool = False) -> Artifact:
    """Open a compiled artifact (``knownfix build`` writes them). Raises :class:`ArtifactError`."""
    return Artifact(Path(path), source=source, rebuilt=rebuilt)
