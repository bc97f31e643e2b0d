"""Outcome reports as display strings: per remedy the counts, and the figure from 5 reporters on.

These are real-world figures (docs/method.md, "Outcome reports"), shown in their own section
beside the lab's verification matrix and never blended into it. Notes are user text: they are
passed to the templates as plain strings (autoescaped in HTML, code-spanned in Markdown),
never as markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..kb.model import Entry
from ..reports.tally import MIN_REPORTERS, tally_entry
from .labels import label


def _pct(x: float) -> str:
    return f"{round(100 * x)}"


def reports_view(entry: Entry, counts: Mapping[str, Mapping[str, int]] | None, lang: str,
                 notes: Sequence[Mapping[str, Any]] = (), exported_at: str = "") -> dict[str, Any]:
    """The reports section of an entry page (``counts``: remedy -> outcome -> reporters; None: none known)."""
    remedies = [(w.id, "workaround", w.title.get(lang)) for w in entry.workarounds] + \
               [(d.id, "dead_end", d.title.get(lang)) for d in entry.dead_ends]
    tallies = tally_entry([r for r, _, _ in remedies], counts or {})
    rows = []
    for rid, kind, title in remedies:
        t = tallies[rid]
        if not t.reporters:
            continue
        f = t.figure
        figure = (label("reports_figure", lang, share=_pct(f.share), n=t.reporters, mean=_pct(f.mean), low=_pct(f.low),
                        high=_pct(f.high)) if f is not None else label("reports_too_few", lang, min=MIN_REPORTERS))
        rows.append({"id": rid, "kind": label(f"remedy_kind_{kind}", lang), "title": title,
                     "counts": label("reports_counts", lang, fixed=t.fixed, not_fixed=t.not_fixed, other=t.other_error,
                                     n=t.reporters), "figure": figure, "shown": f is not None})
    total = sum(t.reporters for t in tallies.values())
    summary = (label("reports_none", lang) if not total
               else label("reports_summary", lang, n=total, remedies=len(rows)))
    return {
        "summary": summary,
        "rows": rows,
        "notes": [{"remedy": str(n.get("remedy", "")), "outcome": label(f"report_outcome_{n.get('outcome')}", lang),
                   "text": str(n.get("note") or "")} for n in notes if n.get("note")],
        "how": label("reports_how", lang, id=entry.id),
        "exported_at": label("reports_exported", lang, when=exported_at[:10]) if exported_at else "",
        "min": MIN_REPORTERS,
    }
