"""Everything the site serves, read from the compiled artifact: entries, figures, matcher, search data.

:class:`SiteData` is built at app start (or by ``build-site``) over one
:class:`~knownfix.artifact.Artifact` and is read-only afterwards, so every
request only reads it. Entries are rebuilt from the artifact when first asked
for; figures, search documents and the matcher come from it ready-made. It also
derives the dashboard statistics and the signature list the static paste box
evaluates. Search ranking: :mod:`knownfix.artifact.search` (the static site's
JavaScript runs the same algorithm on the same documents).
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..artifact import Artifact, default_kb, open_kb
from ..artifact.inventory import coverage_table
from ..artifact.search import MAX_TERMS, search_docs
from ..figures import EntryFigures
from ..kb import Entry
from ..lookup import lookup_detailed
from ..lookup.engine import LookupResult
from ..render import entry_document, render_entry
from .urls import StaticLinks

log = logging.getLogger("knownfix.web")

FRESHNESS = ("fresh", "stale", "missing", "gpu_only", "not_verifiable")
#: ``EntryFigures.verification`` states, best first (the dashboard's and the list's order).
VERIFICATION = ("verified", "stale", "disagrees", "missing", "gpu_only", "not_verifiable")
#: ``CauseVerdict.state`` values, in the dashboard's order.
CAUSE_STATES = ("fixed", "exceptions", "not_fixed", "not_checked")
SEARCH_INDEX_VERSION = 1
SIGNATURES_VERSION = 1


@dataclass
class DomainInfo:
    name: str
    count: int
    entries: list[str] = field(default_factory=list)


__all__ = ["CAUSE_STATES", "FRESHNESS", "MAX_TERMS", "VERIFICATION", "DomainInfo", "SiteData", "lab_row", "re2_to_js",
           "search_docs"]


def lab_row(f: EntryFigures) -> dict[str, Any] | None:
    """An entry's lab result for a list row: counts of causes, never a rate; None = not yet measured.

    ``order`` sorts the rows (smaller first): machine-verified entries, then stale, then those the
    lab disagrees with, then by the number of causes not fixed in every case.
    """
    if f.summary is None:
        return None
    s = f.summary
    fixed = len(s.ids("fixed"))
    state = f.verification if f.verification in VERIFICATION else "missing"
    return {
        "verification": f.verification,
        "causes": s.causes,
        "causes_fixed": fixed,
        "causes_with_exceptions": len(s.ids("exceptions")) + len(s.ids("not_fixed")),
        "causes_not_checked": len(s.ids("not_checked")),
        "environments": len(s.environments),
        "order": VERIFICATION.index(state) * 1000 + (s.causes - fixed),
    }


# --- RE2 pattern -> JavaScript RegExp ------------------------------------------------

_UNSUPPORTED_JS = re.compile(r"\\[AzCQE]|\[\[:|\(\?[a-zA-Z]*-|\\[pP][A-Z]|\(\?U")
_LEADING_FLAGS = re.compile(r"^\(\?([imsU]+)\)")


def re2_to_js(pattern: str) -> tuple[str, str] | None:
    """An RE2 pattern as a JavaScript RegExp ``(source, flags)``, or None where JS cannot express it.

    Converted: ``(?P<name>`` -> ``(?<name>``, leading ``(?i)``/``(?s)`` -> flags
    ``i``/``s``. Refused: ``\\A \\z \\C \\Q..\\E``, POSIX classes ``[[:alpha:]]``,
    one-letter Unicode classes ``\\pL``, inline flag groups elsewhere in the pattern.
    Flags always include ``m`` (``^``/``$`` at line ends, like the server) and
    ``u`` when the pattern uses ``\\p{...}``.
    """
    flags = "m"
    m = _LEADING_FLAGS.match(pattern)
    if m:
        if "U" in m.group(1):
            return None
        flags += "".join(sorted(set(m.group(1)) - {"m"}))
        pattern = pattern[m.end():]
    if _UNSUPPORTED_JS.search(pattern) or re.search(r"\(\?[imsU]", pattern):
        return None
    pattern = pattern.replace("(?P<", "(?<")
    if "\\p{" in pattern or "\\P{" in pattern:
        flags += "u"
    return pattern, flags


class SiteData:
    """The read-only data of one site: KB, figures, compiled matcher, derived indexes."""

    def __init__(self, kb: Artifact | Path | str | None = None) -> None:
        """``kb``: an Artifact, a KB folder or artifact file, or None for the default knowledge base."""
        self.artifact: Artifact = kb if isinstance(kb, Artifact) else (default_kb() if kb is None else open_kb(kb))
        art = self.artifact
        #: The KB folder the artifact was compiled from (None for a shipped artifact).
        self.root: Path | None = art.source
        problems = int(art.meta.get("problem_count", 0))
        if problems:
            log.warning("%d problem(s) in the KB %s (run `knownfix check`)", problems, art.source or art.path)
        self.ids: list[str] = art.ids
        self.figures: dict[str, EntryFigures] = {i: art.figures(i) for i in self.ids}
        self.index = art.index()
        self.search_index: list[dict[str, Any]] = art.search_docs()
        self.search_by_id: dict[str, dict[str, Any]] = {d["id"]: d for d in self.search_index}
        self._rows: dict[str, dict[str, Any]] = {i: self._row(i) for i in self.ids}
        self._domains: list[DomainInfo] = self._group_domains()
        #: Names of the domains, for checking a requested domain without building the list.
        self.domain_names: frozenset[str] = frozenset(d.name for d in self._domains)
        self._stats: dict[str, Any] | None = None
        self._signatures: dict[str, Any] | None = None

    # --- entries ---------------------------------------------------------------------
    def entry(self, entry_id: str) -> Entry:
        """The entry ``entry_id``; KeyError if absent."""
        return self.artifact.entry(entry_id)

    def has(self, entry_id: str) -> bool:
        return entry_id in self.search_by_id

    @property
    def method_markdown(self) -> str | None:
        """docs/method.md as it was when the artifact was built (None if it had none)."""
        text = self.artifact.meta.get("method_md")
        return text if isinstance(text, str) and text else None

    def entries(self) -> list[Entry]:
        return [self.entry(i) for i in self.ids]

    def document(self, entry_id: str, lang: str, static: bool = False) -> dict[str, Any]:
        links = StaticLinks() if static else None
        e, f = self.entry(entry_id), self.figures[entry_id]
        return entry_document(e, f, lang, links) if links else entry_document(e, f, lang)

    def markdown(self, entry_id: str, lang: str, static: bool = False) -> str:
        e, f = self.entry(entry_id), self.figures[entry_id]
        return render_entry(e, f, "md", lang, StaticLinks()) if static else render_entry(e, f, "md", lang)

    def ndjson(self, lang: str, static: bool = False) -> str:
        """Every entry's JSON document, one per line."""
        return "".join(json.dumps(self.document(i, lang, static), ensure_ascii=False) + "\n" for i in self.ids)

    # --- domains, search, lookup -----------------------------------------------------
    def domains(self) -> list[DomainInfo]:
        """The domains, sorted, each with its entry IDs (built once; do not modify)."""
        return self._domains

    def _group_domains(self) -> list[DomainInfo]:
        out: dict[str, DomainInfo] = {}
        for i in self.ids:
            d = self.search_by_id[i]["domain"]
            info = out.setdefault(d, DomainInfo(d, 0))
            info.count += 1
            info.entries.append(i)
        return [out[d] for d in sorted(out)]

    def search(self, query: str, limit: int = 50) -> list[tuple[int, dict[str, Any]]]:
        return search_docs(self.search_index, query, limit)

    def lookup(self, text: str, limit: int = 5) -> LookupResult:
        return lookup_detailed(text, kb=self.artifact, index=self.index, limit=limit)

    # --- figures for lists and the dashboard --------------------------------------------
    def row(self, entry_id: str) -> dict[str, Any]:
        """One line of an entry list: id, titles, domain, category, lab result, evidence, freshness (built once)."""
        return self._rows[entry_id]

    def _row(self, entry_id: str) -> dict[str, Any]:
        e, f = self.entry(entry_id), self.figures[entry_id]
        return {
            "id": e.id,
            "domain": e.domain,
            "category": e.category,
            "title": {"en": e.title.en, "zh": e.title.zh},
            "lab": lab_row(f),
            "evidence": f.evidence_count,
            "freshness": f.freshness,
        }

    def stats(self) -> dict[str, Any]:
        """The dashboard's figures, all counted from the KB and the figures (see docs/web.md); computed once."""
        if self._stats is None:
            self._stats = self._compute_stats()
        return self._stats

    def _compute_stats(self) -> dict[str, Any]:
        domains = {d.name: d.count for d in self.domains()}
        fresh = {k: 0 for k in FRESHNESS}
        by_domain: dict[str, dict[str, int]] = {d: {k: 0 for k in FRESHNESS} for d in domains}
        verification = {k: 0 for k in VERIFICATION}
        causes = {k: 0 for k in CAUSE_STATES}
        measured = 0
        envs: list[str] = []
        rows = []
        for i in self.ids:
            f = self.figures[i]
            state = f.freshness if f.freshness in fresh else "missing"
            fresh[state] += 1
            by_domain[self.search_by_id[i]["domain"]][state] += 1
            verification[f.verification if f.verification in verification else "missing"] += 1
            if f.summary is not None:
                measured += 1
                for verdict in f.summary.by_cause:
                    causes[verdict.state] += 1
            if f.versions:
                cells = {}
                for v in f.versions:
                    if v.environment not in envs:
                        envs.append(v.environment)
                    cells[v.environment] = {"k": v.reproduced.k, "n": v.reproduced.n}
                rows.append({"id": i, "cells": cells})
        return {
            "entries": len(self.ids),
            "domains": domains,
            "freshness": fresh,
            "freshness_by_domain": by_domain,
            "evidence_records": sum(f.evidence_count for f in self.figures.values()),
            "lab": {
                "measured": measured,
                "not_measured": len(self.ids) - measured,
                "verification": verification,
                "causes": causes,
            },
            "versions": {"environments": envs, "rows": rows},
            "kb_problems": int(self.artifact.meta.get("problem_count", 0)),
            "inventory": coverage_table(self.artifact.meta.get("inventory") or {}),
        }

    # --- the static paste box's data -----------------------------------------------------
    def signatures_export(self) -> dict[str, Any]:
        """Signatures and cause hints as JavaScript RegExp sources (``/data/signatures.json``); built once."""
        if self._signatures is None:
            self._signatures = self._build_signatures()
        return self._signatures

    def _build_signatures(self) -> dict[str, Any]:
        sigs: list[dict[str, Any]] = []
        entries: dict[str, Any] = {}
        skipped = 0
        for e in self.entries():
            for s in e.signatures:
                js = re2_to_js(s.pattern)
                if js is None:
                    skipped += 1
                    continue
                sigs.append({"entry": e.id, "id": s.id, "exception": s.exception, "source": js[0], "flags": js[1],
                             "pattern": s.pattern, "example": s.example})
            causes = []
            for c in e.causes:
                hints = []
                for h in c.hints:
                    for kind, pat in (("frame", h.frame), ("text", h.text)):
                        js = re2_to_js(pat) if pat else None
                        if js is not None:
                            hints.append({"kind": kind, "source": js[0], "flags": js[1]})
                w = next((w for w in e.workarounds if c.id in w.causes), None)  # the fix the paste box shows for it
                fix = None if w is None else {"id": w.id, "title": {"en": w.title.en, "zh": w.title.zh}, "code": w.code}
                causes.append({"id": c.id, "title": {"en": c.title.en, "zh": c.title.zh}, "hints": hints, "fix": fix})
            entries[e.id] = {"title": {"en": e.title.en, "zh": e.title.zh}, "causes": causes}
        return {"version": SIGNATURES_VERSION, "skipped": skipped, "signatures": sigs, "entries": entries}

    def search_export(self) -> dict[str, Any]:
        return {"version": SEARCH_INDEX_VERSION, "entries": self.search_index}
