"""The message inventory inside the artifact: templates, name history, coverage.

Written by :func:`write_inventory` (from :mod:`knownfix.inventory`'s committed data, when
the KB folder has an ``inventory/`` folder beside it, or ``$KNOWNFIX_INVENTORY``) and read
by :class:`InventoryView` — only when a lookup found no curated entry.

Tables:

* ``inv_templates(pid, record)`` — one merged template per matcher pattern index: the
  facts shown to a reader (library, kind, exception, template, releases, raise site with
  its URL, condition, summary; zlib JSON with the column's preset dictionary);
* ``inv_patterns(pid, pattern)`` — the RE2-safe patterns the ``inventory`` Hyperscan
  database was compiled from (to confirm a literal hit and find the span);
* ``inv_names(module, name, record)`` and ``inv_modules(module, library, record)`` — the
  releases in which a module had a public name, and each module's names with their
  ranges (for "the closest names now");
* meta ``inventory`` — per library: releases mined, templates, how many a curated
  signature covers (the coverage denominator), names.

A template whose text several libraries raise carries ``shared`` (how many): the lookup
answers with it only where the paste shows that library (or it is the standard library's).
Templates the miner marked weak (mostly holes, or a common literal part) and those with
fewer than :data:`MIN_LITERAL_CHARS` literal characters are left out: they would answer
too many unrelated messages.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .store import make_zdict, pack

MIN_LITERAL_CHARS = 12
MAX_SUMMARY = 300

SCHEMA = """
CREATE TABLE inv_templates(pid INTEGER PRIMARY KEY, record BLOB NOT NULL);
CREATE TABLE inv_patterns(pid INTEGER PRIMARY KEY, pattern TEXT NOT NULL);
CREATE TABLE inv_names(module TEXT NOT NULL, name TEXT NOT NULL, record BLOB NOT NULL, PRIMARY KEY(module, name));
CREATE TABLE inv_modules(module TEXT PRIMARY KEY, library TEXT NOT NULL, record BLOB NOT NULL);
"""


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


def write_inventory(conn: sqlite3.Connection, folder: Path, curated_examples: Iterable[str]) -> dict[str, Any]:
    """Write the inventory tables from ``folder``; return the meta (coverage per library, matcher state)."""
    from ..index.backends import HyperscanMatcher, ScanBuffer, available_backends, make_matcher
    from ..inventory import iter_names, iter_templates

    conn.executescript(SCHEMA)
    templates = [t for t in iter_templates(folder) if not t.weak and t.literal_chars >= MIN_LITERAL_CHARS]
    if not templates:
        return {}
    templates.sort(key=lambda t: (t.library, t.id))
    libs_of: dict[str, set[str]] = defaultdict(set)
    for t in templates:
        libs_of[t.pattern].add(t.library)
    rows = [_template_row(t) | {"shared": len(libs_of[t.pattern])} for t in templates]
    zd = make_zdict(rows[:: max(1, len(rows) // 64)][:64])
    conn.execute("INSERT INTO zdict VALUES (?, ?)", ("inv_template", zd))
    conn.executemany("INSERT INTO inv_templates VALUES (?, ?)", [(i, pack(r, zd)) for i, r in enumerate(rows)])
    patterns = [t.pattern for t in templates]
    conn.executemany("INSERT INTO inv_patterns VALUES (?, ?)", list(enumerate(patterns)))

    meta: dict[str, Any] = {"templates": len(templates)}
    if "hyperscan" in available_backends():
        matcher: Any = HyperscanMatcher(patterns)
        conn.execute("INSERT INTO matchers VALUES (?, ?)", ("inventory", matcher.dump()))
        meta["hs_leftover"] = list(matcher.leftover)
    else:  # pragma: no cover - platforms without Hyperscan
        matcher = make_matcher(patterns)

    # Coverage: a template is covered when a curated signature's example is one of its messages.
    covered: set[int] = set()
    examples = [e for e in curated_examples if e]
    for ex in examples:
        covered.update(pid for pid in matcher.scan(ScanBuffer(ex.splitlines() or [ex])) if pid < len(patterns))

    libs: dict[str, dict[str, Any]] = defaultdict(lambda: {"templates": 0, "covered": 0, "raise": 0, "warning": 0,
                                                           "binary": 0, "releases": set(), "names": 0})
    for pid, t in enumerate(templates):
        info = libs[t.library]
        info["templates"] += 1
        info[t.kind] = info.get(t.kind, 0) + 1
        info["covered"] += pid in covered
        info["releases"].update(t.releases)

    by_module: dict[str, list[list[Any]]] = defaultdict(list)
    module_lib: dict[str, str] = {}
    name_rows = []
    for n in iter_names(folder):
        rec = {"library": n.library, "first": n.first, "last": n.last, "releases": list(n.releases)}
        name_rows.append((n.module, n.name, rec))
        by_module[n.module].append([n.name, n.first, n.last])
        module_lib.setdefault(n.module, n.library)
        libs[n.library]["names"] += 1
        libs[n.library]["releases"].update(n.releases)
    if name_rows:
        nz = make_zdict([r for _, _, r in name_rows[:: max(1, len(name_rows) // 64)][:64]])
        conn.execute("INSERT INTO zdict VALUES (?, ?)", ("inv_name", nz))
        conn.executemany("INSERT INTO inv_names VALUES (?, ?, ?)", [(m, n, pack(r, nz)) for m, n, r in name_rows])
        mz = make_zdict([sorted(v) for v in list(by_module.values())[:: max(1, len(by_module) // 16)][:16]])
        conn.execute("INSERT INTO zdict VALUES (?, ?)", ("inv_module", mz))
        conn.executemany(
            "INSERT INTO inv_modules VALUES (?, ?, ?)",
            [(m, module_lib[m], pack(sorted(v), mz)) for m, v in sorted(by_module.items())],
        )
    meta["libraries"] = {
        lib: {**{k: v for k, v in info.items() if k != "releases"}, "releases": _sorted_releases(info["releases"])}
        for lib, info in sorted(libs.items())
    }
    return meta


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
        row = self._db.one("SELECT pattern FROM inv_patterns WHERE pid = ?", (pid,))
        if row is None:
            raise KeyError(pid)
        return str(row[0])

    def name(self, module: str, name: str) -> dict[str, Any] | None:
        from .store import unpack

        row = self._db.one("SELECT record FROM inv_names WHERE module = ? AND name = ?", (module, name))
        return unpack(row[0], self._art._zdict.get("inv_name", b"")) if row is not None else None

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
            from ..index.backends import HyperscanMatcher, available_backends, make_matcher, split_blob

            patterns: Any = _Patterns(self)
            blob = self._art.matcher_blob("inventory")
            state = {"literal_ids": [], "full_ids": [], "leftover": list(self.meta.get("hs_leftover", []))}
            matcher: Any = None
            if blob and "hyperscan" in available_backends() and self._art.meta.get("hs_platform"):
                try:
                    matcher = HyperscanMatcher(patterns, state=state, blobs=split_blob(blob))
                except Exception:  # noqa: BLE001 - another platform: compile below
                    matcher = None
            if matcher is None:
                matcher = make_matcher([patterns[i] for i in range(int(self.meta["templates"]))])
            self._index = matcher
        return self._index


class _Patterns:
    """Inventory patterns by index, read on demand (what the matcher confirms literal hits with)."""

    def __init__(self, view: InventoryView) -> None:
        self._view = view
        self._memo: dict[int, str] = {}

    def __getitem__(self, i: int) -> str:
        got = self._memo.get(i)
        if got is None:
            got = self._memo[i] = self._view.pattern(i)
        return got

    def __len__(self) -> int:
        return int(self._view.meta.get("templates", 0))


def coverage_table(meta: dict[str, Any]) -> list[dict[str, Any]]:
    """Per library: templates in the inventory and how many a curated entry covers (for the dashboard)."""
    out = []
    for lib, info in sorted((meta.get("libraries") or {}).items()):
        out.append({"library": lib, "templates": info.get("templates", 0), "covered": info.get("covered", 0),
                    "releases": info.get("releases", []), "names": info.get("names", 0)})
    return out


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
