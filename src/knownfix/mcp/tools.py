"""What the MCP tools and resources answer, without the MCP SDK (so it is plain Python).

Every function takes a :class:`Catalog` (the KB, loaded once, plus memoised figures)
and returns JSON-ready data or text, or raises :class:`ToolInputError` with a message
meant for the agent that called the tool. Responses are kept compact: a lookup
returns the ranked matches with their likely causes and, for the top match only,
the workarounds (ordered so those fixing the most likely cause come first) and
dead ends, each with what the lab saw it do (in words) or "not yet measured".
"""

from __future__ import annotations

import difflib
import json
import re
import threading
from pathlib import Path
from typing import Any

from ..artifact import Artifact, compiled, default_kb, open_kb
from ..figures.model import EntryFigures
from ..kb import Entry
from ..lookup import lookup_detailed
from ..lookup.textin import to_text
from ..render import entry_document, render_entry
from ..render.links import DEFAULT_LINKS
from ..render.view import build_view, verification_text

#: Largest pasted text a lookup accepts (characters). The engine itself copes with more,
#: but an agent pasting megabytes into a tool call is almost always a mistake.
MAX_TEXT_CHARS = 1_000_000
MAX_QUERY_CHARS = 500
MAX_LIMIT = 10
MAX_CODE_CHARS = 1_500
LANGS = ("en", "zh")
RESOURCE_PREFIX = "knownfix://entries/"


class ToolInputError(ValueError):
    """Bad input or an unknown ID: the message is shown to the caller as is."""


def resource_uri(entry_id: str) -> str:
    """``knownfix://entries/<domain>/<slug>``: the Markdown resource of an entry."""
    return RESOURCE_PREFIX + entry_id


class Catalog:
    """The KB behind a server: the compiled artifact (entries, figures), search text built once.

    ``kb``: None (the default knowledge base), an :class:`~knownfix.artifact.Artifact`,
    a KB folder or artifact path, or a loaded :class:`knownfix.kb.KB` (its folder is compiled).
    """

    def __init__(self, kb: Any = None) -> None:
        if kb is None:
            art = default_kb()
        elif isinstance(kb, Artifact):
            art = kb
        elif isinstance(kb, (str, Path)):
            art = open_kb(kb)
        else:
            art = compiled(Path(kb.root))
        self.kb: Artifact = art
        self._lock = threading.Lock()
        #: (entry, its three lower-cased search fields) for every entry, built once (see :func:`search_entries`).
        self.haystacks: list[tuple[Entry, tuple[str, str, str]]] = [(e, _haystacks(e)) for e in self.kb]

    def entry(self, entry_id: str) -> Entry:
        entry = self.kb.get(entry_id) if isinstance(entry_id, str) else None
        if entry is None:
            hint = ""
            close = difflib.get_close_matches(str(entry_id), self.kb.ids, n=3, cutoff=0.6)
            if close:
                hint = " Did you mean " + ", ".join(repr(c) for c in close) + "?"
            raise ToolInputError(
                f"no entry with ID {entry_id!r} (IDs look like 'python/unhashable-type').{hint} "
                "Use search_entries to find IDs, or lookup_error with the error text."
            )
        return entry

    def figures(self, entry: Entry) -> EntryFigures:
        """The entry's figures, computed from the evidence when the artifact was built."""
        return self.kb.figures(entry.id)


def _check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise ToolInputError(f"unknown language {lang!r}: use 'en' or 'zh'")
    return lang


def _check_limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise ToolInputError(f"limit must be an integer from 1 to {MAX_LIMIT}, not {limit!r}")
    return limit


def _clip(text: str | None, limit: int) -> str | None:
    if text is None or len(text) <= limit:
        return text
    return text[:limit] + "\n… (cut; get_entry has the rest)"


def _top_details(catalog: Catalog, entry: Entry, likely: list[Any], lang: str) -> dict[str, Any]:
    figures = catalog.figures(entry)
    view = build_view(entry, figures, lang, DEFAULT_LINKS)
    top_cause = likely[0].id if likely else None
    workarounds = sorted(view["workarounds"], key=lambda w: top_cause not in [c["id"] for c in w.causes])
    return {
        "id": entry.id,
        "root_cause": view["root_cause"],
        # what the lab verified, in words (a deterministic matrix: counts of causes and environments, no rate)
        "lab_result": view["lab_summary"],
        "verification": verification_text(figures, lang),
        "lab_disagrees": view["lab_disagrees"],
        "workarounds": [
            {
                "id": w.id,
                "title": w.title,
                "fixes_causes": [c["id"] for c in w.causes],
                "how": w.body,
                "code": _clip(w.code, MAX_CODE_CHARS),
                "lab_result": w.summary,
            }
            for w in workarounds
        ],
        "dead_ends": [
            {"id": d.id, "title": d.title, "why": d.body, "causes": [c["id"] for c in d.causes], "lab_result": d.summary}
            for d in view["dead_ends"]
        ],
        "docs": [d["url"] for d in view["docs"]],
        "more": {"tool": "get_entry", "id": entry.id, "resource": resource_uri(entry.id)},
    }


def lookup_error(catalog: Catalog, text: str, limit: int = 3, lang: str = "en") -> dict[str, Any]:
    """Ranked matches for pasted error text; details (workarounds, dead ends, figures) for the top one."""
    _check_lang(lang)
    _check_limit(limit)
    if not isinstance(text, str) or not text.strip():
        raise ToolInputError("text is empty: paste the error message or the whole traceback")
    text, _replaced = to_text(text)
    if len(text) > MAX_TEXT_CHARS:
        raise ToolInputError(
            f"text is too long ({len(text):,} characters; the limit is {MAX_TEXT_CHARS:,}): "
            "send the last part of the output, which holds the final exception"
        )
    detailed = lookup_detailed(text, kb=catalog.kb, limit=limit)
    matches = detailed.matches
    if not matches:
        if detailed.possible:
            return {
                "matches": [],
                "possible": [p.to_json() for p in detailed.possible],
                "source": [a.to_json() for a in detailed.source],
                "message": "no signature matches this error; a possible match (the wording is close to this entry's, "
                           "confidence 'possible'): check that it fits before acting on it",
            }
        if detailed.source:
            return {
                "matches": [],
                "source": [a.to_json() for a in detailed.source],
                "message": "no curated entry matches this error; the message is identified from the library's source "
                           "(facts about where and when it is raised, no advice)",
            }
        return {
            "matches": [],
            "message": "no entry matches this error (knownfix prefers no answer to a wrong one)",
        }
    out: list[dict[str, Any]] = []
    for m in matches:
        entry = catalog.kb.get(m.id)
        title = entry.title.get(lang) if entry is not None else m.title
        causes = []
        for c in m.likely_causes[:3]:
            cause = entry.cause(c.id) if entry is not None else None
            causes.append({
                "id": c.id,
                "title": cause.title.get(lang) if cause is not None else c.title,
                "share": round(c.score, 3),
                "reasons": c.reasons[:2],
            })
        out.append({
            "id": m.id,
            "title": title,
            "score": round(m.score, 3),
            "matched_text": _clip(m.matched_text, 300),
            "likely_causes": causes,
        })
    from ..lookup.answer import answer_for

    answer = answer_for(matches[0], catalog.kb.entry_data(matches[0].id), catalog.kb.figures_data(matches[0].id), lang)
    if answer.get("fix"):
        answer["fix"]["code"] = _clip(answer["fix"].get("code"), MAX_CODE_CHARS)
    # the answer first: the likely cause, the fix for it, what not to try, what may come next
    result: dict[str, Any] = {"answer": answer, "matches": out}
    top_entry = catalog.kb.get(matches[0].id)
    if top_entry is not None:
        result["top"] = _top_details(catalog, top_entry, matches[0].likely_causes, lang)
    return result


def get_entry(catalog: Catalog, entry_id: str, lang: str = "en", format: str = "json") -> str:
    """The whole entry as the JSON document (docs/json-format.md) or Markdown, with computed figures."""
    _check_lang(lang)
    if format not in ("json", "md"):
        raise ToolInputError(f"unknown format {format!r}: use 'json' or 'md'")
    entry = catalog.entry(entry_id)
    if format == "json":  # compact: the same document as ``knownfix show --format json``, without the indentation
        return json.dumps(entry_document(entry, catalog.figures(entry), lang), ensure_ascii=False, separators=(",", ":"))
    return render_entry(entry, catalog.figures(entry), format, lang)


_WORD = re.compile(r"\w+", re.UNICODE)
_STOPWORDS = frozenset(["a", "an", "and", "are", "at", "be", "by", "for", "from", "how", "in", "is", "it", "of", "on", "or", "the", "to", "what", "when", "why", "with"])


def _haystacks(entry: Entry) -> tuple[str, str, str]:
    """(id and titles, tags/domain/category, the rest) in lower case."""
    head = f"{entry.id} {entry.title.en} {entry.title.zh}".lower()
    tags = " ".join([entry.domain, entry.category.replace("_", " "), *entry.tags]).lower()
    rest = " ".join(
        [*(s.example for s in entry.signatures), *(s.exception for s in entry.signatures),
         *(c.title.en + " " + c.title.zh for c in entry.causes), entry.root_cause.en, entry.root_cause.zh]
    ).lower()
    return head, tags, rest


def search_entries(catalog: Catalog, query: str, limit: int = 10, lang: str = "en") -> dict[str, Any]:
    """Entries whose ID, title, tags, messages or causes contain the query's words, best first."""
    _check_lang(lang)
    _check_limit(limit)
    if not isinstance(query, str) or not query.strip():
        raise ToolInputError("query is empty: give a few words, e.g. 'dict iteration' or 'state_dict'")
    if len(query) > MAX_QUERY_CHARS:
        raise ToolInputError(
            f"query is too long ({len(query):,} characters; the limit is {MAX_QUERY_CHARS}): "
            "to identify an error from its text, use lookup_error"
        )
    words = sorted({w for w in _WORD.findall(query.lower()) if (len(w) > 1 or not w.isascii()) and w not in _STOPWORDS})
    if not words:
        raise ToolInputError("query has no words to search for")
    scored: list[tuple[int, float, str, Entry, list[str]]] = []
    for entry, (head, tags, rest) in catalog.haystacks:
        matched: list[str] = []
        score = 0.0
        for w in words:
            weight = 3.0 if w in head else 2.0 if w in tags else 1.0 if w in rest else 0.0
            if weight:
                matched.append(w)
                score += weight
        if matched:
            # more of the words first; then where they were found (ID/title > tags > the rest)
            scored.append((-len(matched), -score, entry.id, entry, matched))
    scored.sort(key=lambda t: t[:3])
    results = [
        {"id": e.id, "title": e.title.get(lang), "domain": e.domain, "matched_words": matched}
        for _, _, _, e, matched in scored[:limit]
    ]
    return {"query": query, "results": results, "total": len(scored)}


def entry_markdown(catalog: Catalog, domain: str, slug: str, lang: str = "en") -> str:
    """The Markdown page of ``<domain>/<slug>`` (the resource ``knownfix://entries/{domain}/{slug}``)."""
    entry = catalog.entry(f"{domain}/{slug}")
    return render_entry(entry, catalog.figures(entry), "md", lang)


def entries_index(catalog: Catalog, lang: str = "en") -> str:
    """One Markdown line per entry: resource URI and title (the resource ``knownfix://entries``)."""
    lines = [f"# knownfix entries ({len(catalog.kb)})", ""]
    lines += [f"- [{e.id}]({resource_uri(e.id)}) — {e.title.get(lang)}" for e in sorted(catalog.kb, key=lambda e: e.id)]
    return "\n".join(lines) + "\n"


class ReportSink:
    """Where ``report_outcome`` stores: a knownfix server (``server`` URL), else the local report store."""

    def __init__(self, catalog: Catalog, server: str | None = None, database_url: str | None = None) -> None:
        self.catalog = catalog
        self.server = server
        self.database_url = database_url
        self._service: Any = None
        self._lock = threading.Lock()

    def _local(self) -> Any:
        from ..reports.service import ReportService, remedies_from_artifact
        from ..reports.store import StoreError, open_store

        with self._lock:
            if self._service is None:
                try:
                    store = open_store(self.database_url)
                except StoreError as e:
                    raise ToolInputError(f"the report store cannot be opened: {e}") from None
                self._service = ReportService(store, remedies_from_artifact(self.catalog.kb), client_rate=0)
            return self._service

    def close(self) -> None:
        if self._service is not None:
            self._service.close()


def report_outcome(sink: ReportSink, entry_id: str, remedy: str, outcome: str, other_entry: str | None = None,
                   versions: dict[str, str] | None = None, note: str | None = None) -> dict[str, Any]:
    """Store one outcome report under this user's reporter token; what was stored, or ToolInputError."""
    from pydantic import ValidationError

    from ..reports.client import SendError, reporter_token, send_report
    from ..reports.model import ReportIn, first_problem
    from ..reports.service import Refused

    sink.catalog.entry(entry_id)  # an unknown ID says "did you mean"
    try:
        report = ReportIn(entry=entry_id, remedy=remedy, outcome=outcome, other_entry=other_entry,  # type: ignore[arg-type]
                          versions=versions, note=note, reporter=reporter_token())
    except ValidationError as e:
        raise ToolInputError(first_problem(e)) from None
    except OSError as e:
        raise ToolInputError(f"the reporter token cannot be kept: {e}") from None
    try:
        if sink.server:
            rid, where = send_report(sink.server, report), sink.server
        else:
            rid, where = sink._local().submit_sync(report), "local store"
    except (SendError, Refused) as e:
        raise ToolInputError(str(e) if isinstance(e, SendError) else e.detail) from None
    return {"id": rid, "entry": entry_id, "remedy": remedy, "outcome": outcome, "stored_at": where,
            "counts": "one report per reporter, entry and remedy counts: the latest"}
