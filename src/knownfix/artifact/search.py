"""The search data every entry carries in the artifact, and the ranking over it.

Search: the query is lower-cased and split on whitespace (at most
:data:`MAX_TERMS` terms); every term must occur, as a substring, in one of an
entry's three weighted fields (3: ID, titles, signature examples and exception
types; 2: domain, category, tags, cause titles; 1: root cause, cause
explanations, workaround and dead-end titles). The score is the sum, over
terms, of the highest weight a term was found in. The static site's JavaScript
runs the same algorithm on the same documents.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

MAX_TERMS = 20


def search_doc(e: Any) -> dict[str, Any]:
    """The search document of an entry: id, domain, both titles and the three weighted fields."""

    def join(parts: Iterable[str | None]) -> str:
        return "\n".join(p for p in parts if p).lower()

    w3 = [e.id, e.title.en, e.title.zh] + [s.example for s in e.signatures] + [s.exception for s in e.signatures]
    w2 = [e.domain, e.category, *e.tags] + [t for c in e.causes for t in (c.title.en, c.title.zh)]
    w1 = [e.root_cause.en, e.root_cause.zh]
    w1 += [t for c in e.causes for t in (c.explanation.en, c.explanation.zh)]
    w1 += [t for r in e.remedies for t in (r.title.en, r.title.zh)]
    return {"id": e.id, "domain": e.domain, "title": {"en": e.title.en, "zh": e.title.zh}, "f": [join(w3), join(w2), join(w1)]}


def search_docs(docs: list[dict[str, Any]], query: str, limit: int = 50) -> list[tuple[int, dict[str, Any]]]:
    """Rank ``docs`` (from :func:`search_doc`) for ``query``: [(score, doc)], best first."""
    terms = [t for t in query.lower().split() if t][:MAX_TERMS]
    if not terms:
        return []
    out: list[tuple[int, dict[str, Any]]] = []
    for doc in docs:
        score = 0
        for term in terms:
            weight = next((3 - i for i, text in enumerate(doc["f"]) if term in text), 0)
            if not weight:
                break
            score += weight
        else:
            out.append((score, doc))
    out.sort(key=lambda sd: (-sd[0], sd[1]["id"]))
    return out[:limit]
