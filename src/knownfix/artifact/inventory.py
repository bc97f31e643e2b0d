"""The message inventory inside the artifact: templates, name history, coverage.

Written by :func:`write_inventory` (from :mod:`knownfix.inventory`'s committed data, when
the KB folder has an ``inventory/`` folder beside it, or ``$KNOWNFIX_INVENTORY``) and read
by :class:`InventoryView` — only when a lookup found no curated entry.

Tables:

* ``inv_templates(pid, record)`` — one merged template per matcher pattern index: the
  facts shown to a reader (library, kind, exception, template, releases, raise site with
  its URL, condition, summary) and its RE2-safe pattern (zlib JSON with the column's
  preset dictionary); the ``inventory`` Hyperscan database holds each template's longest
  literal, and a literal hit is confirmed with the pattern;
* ``inv_modules(module, library, record)`` — each module's public names with the first
  and last mined release that had them (name history and "the closest names now");
* meta ``inventory`` — per library: releases mined, templates, how many a curated
  signature covers (the coverage denominator), names.

A template whose text several libraries raise carries ``shared`` (how many): the lookup
answers with it only where the paste shows that library (or it is the standard library's).
Only templates that can answer are kept: not marked weak by the miner (mostly holes, or a
common literal part), with at least :data:`MIN_LITERAL_CHARS` literal characters
(:data:`MIN_LITERAL_CHARS_BINARY` for a compiled module's string, the lookup's own
thresholds) and a literal run of at least :data:`MIN_RUN` characters for the prefilter; of a
library's compiled-module strings, the :data:`MAX_BINARY_PER_LIBRARY` most literal (:data:`MAX_BINARY_OF` for
the libraries that keep more).
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from .files import replacing
from .store import make_zdict, pack

MIN_LITERAL_CHARS = 15
MIN_LITERAL_CHARS_BINARY = 24
MIN_RUN = 8
MAX_SUMMARY = 300
#: Compiled modules' strings kept per library (the most literal first): a lower tier, and the bulk of
#: the inventory (XLA, OpenCV and SciPy ship tens of thousands); the cap keeps the artifact compact.
MAX_BINARY_PER_LIBRARY = 3000  # (not for the standard library's interpreter messages)
#: Libraries that keep more: PyTorch's C++ checks are the compiled messages most pastes carry (their pieces,
#: 24 to 60 characters, are what the lookup reads a check's message with; by length alone they would be cut).
MAX_BINARY_OF = {"torch": 10000}

SCHEMA = """
CREATE TABLE inv_templates(pid INTEGER PRIMARY KEY, record BLOB NOT NULL);
CREATE TABLE inv_modules(module TEXT PRIMARY KEY, library TEXT NOT NULL, record BLOB NOT NULL) WITHOUT ROWID;
"""


_MINED = None


def mined_literal(pattern: str) -> str | None:
    """The longest literal run of a pattern in the miner's syntax (escaped text and ``.*`` holes).

    A fast path for :func:`knownfix.index.records.required_literal`, which parses any regex
    with CPython's parser; patterns outside the miner's syntax go there.
    """
    import re

    global _MINED
    if _MINED is None:
        _MINED = re.compile(r"(?:\\[^A-Za-z0-9]|[^\\.^$*+?{}\[\]()|]|\.\*)*")
    if _MINED.fullmatch(pattern) is None:
        from ..index.records import required_literal

        return required_literal(pattern)
    runs = [re.sub(r"\\(.)", r"\1", part) for part in pattern.split(".*")]
    return max(runs, key=len) if runs else None


#: The stored inventory matcher is zlib-compressed behind this tag (a serialised literal database of tens of
#: thousands of templates compresses about 4:1; decompressing it costs tens of milliseconds, once per process).
_ZBLOB = b"KFZ1"


def _literal_db_blob(literals: list[str]) -> bytes:
    """A serialised matcher blob (the format of HyperscanMatcher.dump) holding only literals, compressed."""
    from ..index.backends import HyperscanMatcher, _hex_literal, _hs

    ids = list(range(len(literals)))
    db = HyperscanMatcher._build([_hex_literal(lit) for lit in literals], ids, _hs.HS_FLAG_SINGLEMATCH)
    lit = _hs.dumpb(db) if db is not None else b""
    return _ZBLOB + zlib.compress(len(lit).to_bytes(8, "big") + lit, 6)


def _unpack_blob(blob: bytes) -> bytes:
    """The serialised matcher of a stored blob (compressed by :func:`_literal_db_blob`, or as it was)."""
    return zlib.decompress(blob[len(_ZBLOB):]) if blob.startswith(_ZBLOB) else blob


def _template_row(t: Any) -> dict[str, Any]:
    summary = t.summary if t.summary is None or len(t.summary) <= MAX_SUMMARY else t.summary[: MAX_SUMMARY - 1] + "…"
    row: dict[str, Any] = {
        "id": t.id,
        "library": t.library,
        "kind": t.kind,
        "exception": t.exception,
        "template": t.template,
        "literal_chars": t.literal_chars,
        "first": t.first,
        "last": t.last,
        "releases": list(t.releases),
        "module": t.module,
        "function": t.function,
        "line": t.line,
        "path": t.path,
        "url": t.url,
        "condition": t.condition,
        "summary": summary,
    }
    if t.wordings:
        row["wordings"] = [{"release": w.release, "template": w.template} for w in t.wordings]
    return row


def _build_inventory_db(path: Path, folder: Path) -> None:
    """Compile the inventory of ``folder`` into its own SQLite file (the expensive part, cached)."""
    from ..index.backends import available_backends
    from ..inventory import iter_names, iter_templates

    with replacing(path, prefix=".inv-") as tmp:
        conn = sqlite3.connect(tmp)
        conn.executescript(
            "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + SCHEMA
            + "CREATE TABLE zdict(name TEXT PRIMARY KEY, blob BLOB NOT NULL);"
            + "CREATE TABLE matchers(name TEXT PRIMARY KEY, blob BLOB NOT NULL);"
            + "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
        )
        templates, literals = [], []
        for t in iter_templates(folder):
            if t.weak or t.literal_chars < (MIN_LITERAL_CHARS_BINARY if t.kind == "binary" else MIN_LITERAL_CHARS):
                continue
            lit = mined_literal(t.pattern)
            if lit is None or len(lit) < MIN_RUN:
                continue
            templates.append(t)
            literals.append(lit)
        binary_rank: dict[str, list[int]] = defaultdict(list)
        for i, t in enumerate(templates):
            if t.kind == "binary":
                binary_rank[t.library].append(i)
        dropped = set()
        for lib, idx in binary_rank.items():
            if lib == "stdlib":  # CPython's own C messages are the ones most pastes carry: all of them stay
                continue
            idx.sort(key=lambda i: (-templates[i].literal_chars, templates[i].id))
            dropped.update(idx[MAX_BINARY_OF.get(lib, MAX_BINARY_PER_LIBRARY):])
        order = sorted((i for i in range(len(templates)) if i not in dropped),
                       key=lambda i: (templates[i].library, templates[i].id))
        templates, literals = [templates[i] for i in order], [literals[i] for i in order]
        libs_of: dict[str, set[str]] = defaultdict(set)
        for t in templates:
            libs_of[t.pattern].add(t.library)
        rows = [_template_row(t) | {"shared": len(libs_of[t.pattern]), "pattern": t.pattern} for t in templates]
        if rows:
            zd = make_zdict(rows[:: max(1, len(rows) // 64)][:64])
            conn.execute("INSERT INTO zdict VALUES (?, ?)", ("inv_template", zd))
            conn.executemany("INSERT INTO inv_templates VALUES (?, ?)", [(i, pack(r, zd)) for i, r in enumerate(rows)])
            if "hyperscan" in available_backends():
                # Every kept template has a literal run of MIN_RUN+ characters: the whole database is
                # literals (compiled in seconds), each hit confirmed with the template's pattern.
                conn.execute("INSERT INTO matchers VALUES (?, ?)", ("inventory", _literal_db_blob(literals)))

        libs: dict[str, dict[str, Any]] = defaultdict(lambda: {"templates": 0, "raise": 0, "warning": 0, "binary": 0,
                                                               "releases": set(), "names": 0})
        for t in templates:
            info = libs[t.library]
            info["templates"] += 1
            info[t.kind] = info.get(t.kind, 0) + 1
            info["releases"].update(t.releases)
        by_module: dict[str, list[list[Any]]] = defaultdict(list)
        module_lib: dict[str, str] = {}
        for n in iter_names(folder):
            by_module[n.module].append([n.name, n.first, n.last])
            module_lib.setdefault(n.module, n.library)
            libs[n.library]["names"] += 1
            libs[n.library]["releases"].update(n.releases)
        if by_module:
            mz = make_zdict([sorted(v) for v in list(by_module.values())[:: max(1, len(by_module) // 16)][:16]])
            conn.execute("INSERT INTO zdict VALUES (?, ?)", ("inv_module", mz))
            conn.executemany(
                "INSERT INTO inv_modules VALUES (?, ?, ?)",
                [(m, module_lib[m], pack(sorted(v), mz)) for m, v in sorted(by_module.items())],
            )
        meta = {
            "templates": len(templates),
            "hs_leftover": [],
            "libraries": {lib: {**{k: v for k, v in info.items() if k != "releases"},
                                "releases": _sorted_releases(info["releases"])} for lib, info in sorted(libs.items())},
            "template_library": [t.library for t in templates],
        }
        conn.execute("INSERT INTO meta VALUES (?, ?)", ("inventory", dumps(meta)))
        conn.commit()
        conn.close()


def inventory_key(folder: Path) -> str:
    """Content hash of an inventory folder and of the code that compiles it."""
    import hashlib

    h = hashlib.sha256(
        f"knownfix-inventory-db-v5-{MIN_LITERAL_CHARS}-{MIN_LITERAL_CHARS_BINARY}-{MIN_RUN}-{MAX_BINARY_PER_LIBRARY}-"
        f"{sorted(MAX_BINARY_OF.items())}\n".encode()
    )
    for code in ("inventory.py", "store.py"):
        h.update(hashlib.sha256((Path(__file__).parent / code).read_bytes()).digest())
    for p in sorted(folder.glob("*.jsonl.gz")):
        h.update(f"{p.name}\n".encode())
        h.update(hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()


def _inventory_db(folder: Path) -> Path:
    """The compiled inventory of ``folder``, from the cache when current (compiled otherwise).

    Cache: ``$KNOWNFIX_INVENTORY_CACHE``, else ``.inventory-cache/compiled/`` beside the
    inventory folder when that can be written (a checkout: shared by every KB compile and
    every test, whatever their ``KNOWNFIX_CACHE_DIR``), else the knownfix cache folder.
    """
    import os

    from ..index import cache_dir

    key = inventory_key(folder)[:32]
    env = os.environ.get("KNOWNFIX_INVENTORY_CACHE")
    candidates = [Path(env)] if env else [folder.resolve().parent / ".inventory-cache" / "compiled"]
    base = cache_dir()
    if base is not None:
        candidates.append(base / "inventory")
    for place in candidates:
        path = place / f"inventory-{key}.db"
        if path.is_file():
            return path
    for place in candidates:
        path = place / f"inventory-{key}.db"
        try:
            _build_inventory_db(path, folder)
            for old in place.glob("inventory-*.db"):
                if old != path:
                    old.unlink(missing_ok=True)
            return path
        except OSError:
            continue
    raise OSError(f"cannot write a compiled inventory anywhere ({', '.join(str(c) for c in candidates)})")


def write_inventory(conn: sqlite3.Connection, folder: Path, curated_examples: Iterable[str]) -> dict[str, Any]:
    """Copy the compiled inventory of ``folder`` into the artifact being written; add the coverage.

    Returns the artifact's ``inventory`` meta: per library the templates, how many a curated
    signature's example matches (``covered``), names and releases; the matcher state.
    """
    from ..index.backends import ScanBuffer

    db = _inventory_db(folder)
    conn.executescript(SCHEMA)
    conn.execute("ATTACH DATABASE ? AS inv", (f"{db.resolve().as_uri()}?mode=ro",))
    try:
        conn.execute("INSERT INTO inv_templates SELECT * FROM inv.inv_templates")
        conn.execute("INSERT INTO inv_modules SELECT * FROM inv.inv_modules")
        conn.execute("INSERT INTO zdict SELECT * FROM inv.zdict")
        conn.execute("INSERT INTO matchers SELECT * FROM inv.matchers")
        meta = json.loads(conn.execute("SELECT value FROM inv.meta WHERE key = 'inventory'").fetchone()[0])
        blob_row = conn.execute("SELECT blob FROM inv.matchers WHERE name = 'inventory'").fetchone()
        conn.commit()
    finally:
        conn.execute("DETACH DATABASE inv")
    template_library: list[str] = meta.pop("template_library", [])
    if not meta.get("templates"):
        return {}
    # Coverage: a template is covered when a curated signature's example is one of its messages.
    from .store import unpack

    zd = conn.execute("SELECT blob FROM zdict WHERE name = 'inv_template'").fetchone()[0]

    def pattern_of(pid: int) -> str:
        row = conn.execute("SELECT record FROM inv_templates WHERE pid = ?", (pid,)).fetchone()
        return str(unpack(row[0], zd)["pattern"])

    matcher = inventory_matcher(bytes(blob_row[0]) if blob_row is not None else None, pattern_of, len(template_library))
    covered: set[int] = set()
    for ex in curated_examples:
        if ex:
            covered.update(pid for pid in matcher.scan(ScanBuffer(ex.splitlines() or [ex])) if pid < len(template_library))
    for lib, info in meta["libraries"].items():
        info["covered"] = sum(1 for pid in covered if template_library[pid] == lib)
    return meta  # type: ignore[no-any-return]


def _sorted_releases(releases: set[str]) -> list[str]:
    from ..figures.compute import version_key

    return sorted(releases, key=lambda v: (version_key(v), v))


class InventoryView:
    """The inventory tables of an open artifact (read on demand, memoised)."""

    def __init__(self, art: Any) -> None:
        self._art = art
        self._db = art._db
        self.meta: dict[str, Any] = art.meta.get("inventory") or {}
        self._memo: dict[int, dict[str, Any]] = {}
        self._index: Any = None

    def __bool__(self) -> bool:
        return bool(self.meta.get("templates"))

    def template(self, pid: int) -> dict[str, Any]:
        got = self._memo.get(pid)
        if got is None:
            from .store import unpack

            row = self._db.one("SELECT record FROM inv_templates WHERE pid = ?", (pid,))
            if row is None:
                raise KeyError(pid)
            got = self._memo[pid] = unpack(row[0], self._art._zdict.get("inv_template", b""))
        return got

    def pattern(self, pid: int) -> str:
        return str(self.template(pid)["pattern"])

    def name(self, module: str, name: str) -> dict[str, Any] | None:
        """{library, first, last} of a module's public name across the mined releases, or None."""
        known = self.module(module)
        if known is None:
            return None
        library, members = known
        for n, first, last in members:
            if n == name:
                return {"library": library, "first": first, "last": last}
        return None

    def module(self, module: str) -> tuple[str, list[list[Any]]] | None:
        """(library, [[name, first, last], ...]) of a module the inventory knows, else None."""
        from .store import unpack

        row = self._db.one("SELECT library, record FROM inv_modules WHERE module = ?", (module,))
        if row is None:
            return None
        return str(row[0]), unpack(row[1], self._art._zdict.get("inv_module", b""))

    def library_releases(self, library: str) -> list[str]:
        return list((self.meta.get("libraries") or {}).get(library, {}).get("releases", []))

    def matcher(self) -> Any:
        """The one-pass matcher over every inventory pattern (loaded once)."""
        if self._index is None:
            blob = self._art.matcher_blob("inventory") if self._art.meta.get("hs_platform") else None
            self._index = inventory_matcher(blob, self.pattern, int(self.meta["templates"]))
        return self._index


class _Patterns:
    """Patterns by index, read on demand and memoised (what the matcher confirms literal hits with)."""

    def __init__(self, pattern_of: Callable[[int], str], count: int) -> None:
        self._of, self._count = pattern_of, count
        self._memo: dict[int, str] = {}

    def __getitem__(self, i: int) -> str:
        got = self._memo.get(i)
        if got is None:
            got = self._memo[i] = self._of(i)
        return got

    def __len__(self) -> int:
        return self._count


def inventory_matcher(blob: bytes | None, pattern_of: Callable[[int], str], count: int) -> Any:
    """The inventory's matcher: its literal Hyperscan database where it loads, else the patterns compiled."""
    from ..index.backends import HyperscanMatcher, available_backends, make_matcher, split_blob

    patterns: Any = _Patterns(pattern_of, count)
    if blob and "hyperscan" in available_backends():
        try:
            return HyperscanMatcher(patterns, state={"literal_ids": [], "full_ids": [], "leftover": []},
                                    blobs=split_blob(_unpack_blob(blob)))
        except Exception:  # noqa: BLE001, S110 - another platform or Hyperscan release: compile below
            pass
    return make_matcher([patterns[i] for i in range(count)])


def coverage_table(meta: dict[str, Any]) -> list[dict[str, Any]]:
    """Per library: templates in the inventory and how many a curated entry covers (for the dashboard)."""
    out = []
    for lib, info in sorted((meta.get("libraries") or {}).items()):
        out.append({"library": lib, "templates": info.get("templates", 0), "covered": info.get("covered", 0),
                    "releases": info.get("releases", []), "names": info.get("names", 0)})
    return out


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
