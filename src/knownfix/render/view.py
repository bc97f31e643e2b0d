"""The page view: an entry and its figures turned into display strings for one language.

Both the Markdown and the HTML template render this same view, so the two can
never disagree on a figure. Every figure string is built here from
:class:`~knownfix.figures.model.EntryFigures`; where a figure is absent the view
holds the "not yet measured" label, never a number. Prose stays raw (the
templates escape it for their format).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..figures.model import NO_MATCH, EntryFigures, Estimate, RemedyFigure
from ..kb.model import Entry
from .labels import HTML_LANG, LANG_NAME, label
from .links import LinkScheme
from .text import code_language

#: Display order of outcome classes.
OUTCOME_ORDER = ("fixed", "still_fails", "wrong_result", "other_error", "resource_growth", "timeout", "crashed", "reproduced")


def _pct(x: float) -> str:
    return f"{x * 100:.0f}%"


def fix_rate_text(est: Estimate | None, lang: str) -> str:
    """'k of n runs fixed (estimate m%, 95% interval l%–h%)', or 'not yet measured'."""
    if est is None or est.n == 0:
        return label("not_measured", lang)
    return label("fix_rate_value", lang, k=est.k, n=est.n, mean=_pct(est.mean), low=_pct(est.low), high=_pct(est.high))


def _outcome_phrase(outcome: str, k: int, n: int, lang: str) -> str:
    if outcome == "fixed":
        return label("fixed_k_of_n", lang, k=k, n=n)
    name = label(f"outcome_{outcome}", lang) if f"outcome_{outcome}" in _OUTCOME_KEYS else outcome
    return label("outcome_k_of_n", lang, outcome=name, k=k, n=n)


_OUTCOME_KEYS = {f"outcome_{o}" for o in OUTCOME_ORDER}


def _target_text(target: str, lang: str) -> str:
    return label("no_match_target", lang) if target == NO_MATCH else target


def outcome_summary(outcomes: dict[str, int], lang: str, leads_to: dict[str, int] | None = None) -> str:
    """E.g. 'fixed 4 of 5 runs; other error in 1 of 5 runs → python/x (1)'. Empty counts → not measured."""
    n = sum(outcomes.values())
    if n == 0:
        return label("not_measured", lang)
    keys = [o for o in OUTCOME_ORDER if outcomes.get(o)] + sorted(o for o in outcomes if o not in OUTCOME_ORDER and outcomes[o])
    parts = []
    for o in keys:
        phrase = _outcome_phrase(o, outcomes[o], n, lang)
        if o == "other_error" and leads_to:
            targets = label("list_sep", lang).join(
                f"{_target_text(t, lang)} ({c})" for t, c in sorted(leads_to.items(), key=lambda kv: (kv[0] == NO_MATCH, -kv[1], kv[0]))
            )
            phrase += f" → {targets}"
        parts.append(phrase)
    return label("clause_sep", lang).join(parts)


@dataclass
class RemedyView:
    id: str
    kind: str
    title: str
    body: str  # 'how' for a workaround, 'why' for a dead end
    code: str | None
    code_lang: str
    causes: list[dict[str, str]]
    conditions: str | None = None
    tradeoffs: str | None = None
    summary: str = ""
    measured: bool = False
    by_cause: list[tuple[str, str]] = field(default_factory=list)
    by_environment: list[tuple[str, str]] = field(default_factory=list)


def _cause_title(entry: Entry, cause_id: str, lang: str) -> str:
    cause = entry.cause(cause_id)
    return cause.title.get(lang) if cause else cause_id


def _order(declared: list[str], present: dict[str, Any]) -> list[str]:
    """Keys of ``present`` in the entry's declared order, then any others sorted."""
    return [k for k in declared if k in present] + sorted(k for k in present if k not in declared)


def _remedy_view(entry: Entry, r: Any, kind: str, fig: RemedyFigure | None, lang: str) -> RemedyView:
    cause_titles = {c.id: c.title.get(lang) for c in entry.causes}
    view = RemedyView(
        id=r.id,
        kind=kind,
        title=r.title.get(lang),
        body=(r.how if kind == "workaround" else r.why).get(lang),
        code=r.code,
        code_lang=code_language(r.code or "", entry.domain),
        causes=[{"id": c, "title": cause_titles.get(c, c)} for c in r.causes],
        conditions=r.conditions.get(lang) if kind == "workaround" and r.conditions else None,
        tradeoffs=r.tradeoffs.get(lang) if kind == "workaround" and r.tradeoffs else None,
        summary=label("not_measured", lang),
    )
    if fig is not None and fig.runs > 0:
        outcomes = dict(fig.outcomes)
        if fig.fixed is not None and kind == "workaround":
            outcomes.setdefault("fixed", fig.fixed.k)
        view.measured = True
        view.summary = outcome_summary(outcomes, lang, fig.leads_to)
        cause_order = _order([c.id for c in entry.causes], fig.by_cause)
        env_order = _order(list(entry.lab.environments), fig.by_environment)
        view.by_cause = [(cause_titles.get(c, c), outcome_summary(fig.by_cause[c], lang)) for c in cause_order]
        view.by_environment = [(env, outcome_summary(fig.by_environment[env], lang)) for env in env_order]
    return view


def _provenance(entry: Entry, figures: EntryFigures, lang: str) -> list[str]:
    p = entry.provenance
    who = label("written_by_ai" if p.author.value == "ai" else "written_by_human", lang)
    parts = [f"{who} ({p.author_name})" if p.author_name else who, label("written_on", lang, date=p.written.isoformat())]
    if p.updated:
        parts.append(label("updated_on", lang, date=p.updated.isoformat()))
    if p.reviewed:
        parts.append(label("reviewed_by", lang, name=p.reviewed_by) if p.reviewed_by else label("reviewed", lang))
        if p.reviewed_on:
            parts.append(label("reviewed_on", lang, date=p.reviewed_on.isoformat()))
    else:
        parts.append(label("not_reviewed", lang))
    key = f"verified_{figures.freshness}"
    parts.append(label(key, lang) if key in _VERIFIED_KEYS else figures.freshness)
    runs = [row.last_run for row in figures.versions if row.last_run]
    if runs:
        parts.append(label("last_lab_run", lang, date=max(runs)))
    return parts


_VERIFIED_KEYS = {f"verified_{s}" for s in ("fresh", "stale", "missing", "gpu_only", "not_verifiable")}


def _evidence(figures: EntryFigures, lang: str) -> str:
    if figures.evidence_count <= 0:
        return label("not_measured", lang)
    total = label("evidence_one", lang) if figures.evidence_count == 1 else label("evidence_value", lang, n=figures.evidence_count)
    if figures.evidence_by_kind:
        colon = label("colon", lang)
        kinds = label("list_sep", lang).join(f"{k}{colon} {v}" for k, v in sorted(figures.evidence_by_kind.items()))
        total += f" ({kinds})"
    return total


def _versions_table(figures: EntryFigures, lang: str) -> list[dict[str, str]] | None:
    if not figures.versions:
        return None
    rows = []
    for row in figures.versions:
        r = row.reproduced
        status = label("reproduced_k_of_n", lang, k=r.k, n=r.n) if r.k > 0 else label("not_reproduced", lang, n=r.n)
        rows.append(
            {
                "environment": row.environment,
                "versions": ", ".join(f"{lib} {v}" for lib, v in sorted(row.versions.items())) or "—",
                "status": status,
                "wording": ", ".join(row.wordings) or "—",
                "last_run": row.last_run or "—",
            }
        )
    return rows


def build_view(entry: Entry, figures: EntryFigures, lang: str, links: LinkScheme) -> dict[str, Any]:
    """Everything a page template needs, as display strings in ``lang``."""
    other = "en" if lang == "zh" else "zh"
    conf = figures.confidence
    first_seen = entry.first_seen.version + (f" ({entry.first_seen.date.isoformat()})" if entry.first_seen.date else "")
    first_seen_measured = (
        label("first_seen_measured", lang, version=figures.first_seen_measured)
        if figures.first_seen_measured
        else None
    )
    observed = []
    for edge in figures.observed_leads_to:
        text_key = "observed_edge_one" if edge.count == 1 else "observed_edge"
        observed.append(
            {
                "target": _target_text(edge.target, lang),
                "url": None if edge.target == NO_MATCH else links.entry(edge.target, "html", lang),
                "text": label(text_key, lang, remedy=edge.via_remedy, count=edge.count)
                + (f" ({label('declared_too', lang)})" if edge.declared else ""),
            }
        )
    return {
        "lang": lang,
        "html_lang": HTML_LANG[lang],
        "other_lang": other,
        "other_html_lang": HTML_LANG[other],
        "other_lang_name": LANG_NAME[other],
        "id": entry.id,
        "title": entry.title.get(lang),
        "domain": entry.domain,
        "category": entry.category,
        "tags": list(entry.tags),
        "provenance": _provenance(entry, figures, lang),
        "fix_rate": fix_rate_text(figures.fix_rate, lang),
        "confidence": label(f"confidence_{conf}", lang) if conf in ("low", "medium", "high") else label("not_measured", lang),
        "evidence": _evidence(figures, lang),
        "first_seen": first_seen,
        "first_seen_note": entry.first_seen.note.get(lang) if entry.first_seen.note else None,
        "first_seen_measured": first_seen_measured,
        "versions": _versions_table(figures, lang),
        "root_cause": entry.root_cause.get(lang),
        "causes": [
            {
                "id": c.id,
                "title": c.title.get(lang),
                "explanation": c.explanation.get(lang),
                "hints": [
                    {
                        "kind": label("hint_frame" if h.frame else "hint_text", lang),
                        "pattern": h.frame or h.text or "",
                        "reason": h.reason.get(lang),
                    }
                    for h in c.hints
                ],
            }
            for c in entry.causes
        ],
        "docs": [{"title": d.title.get(lang), "url": d.url} for d in entry.docs],
        "workarounds": [
            _remedy_view(entry, w, "workaround", figures.remedies.get(w.id), lang) for w in entry.workarounds
        ],
        "dead_ends": [_remedy_view(entry, d, "dead_end", figures.remedies.get(d.id), lang) for d in entry.dead_ends],
        "leads_to": [
            {"id": r.id, "url": links.entry(r.id, "html", lang), "condition": r.condition.get(lang)}
            for r in entry.related.leads_to
        ],
        "confused_with": [
            {"id": r.id, "url": links.entry(r.id, "html", lang), "difference": r.difference.get(lang)}
            for r in entry.related.confused_with
        ],
        "observed_leads_to": observed,
        "signatures": [
            {
                "id": s.id,
                "exception": s.exception,
                "pattern": s.pattern,
                "example": s.example,
                "versions": label("list_sep", lang).join(
                    f"{v.library} {v.spec}" if v.spec else f"{v.library} ({label('all_versions', lang)})"
                    for v in s.versions
                )
                or label("all_versions", lang),
            }
            for s in entry.signatures
        ],
        "verification": {
            "verifiable": label(f"verifiable_{entry.lab.verifiable}", lang),
            "reason": entry.lab.reason.get(lang) if entry.lab.reason else None,
            "environments": list(entry.lab.environments),
            "scenarios": [
                {"id": s.id, "text": label("scenario_for", lang, cause=_cause_title(entry, s.cause, lang))}
                for s in entry.lab.scenarios
            ],
            "mismatches": list(figures.expectation_mismatches),
            "unavailable": list(figures.unavailable_environments),
            "notes": [
                label(key, lang, n=n)
                for key, n in (("excluded_runs", figures.excluded_runs), ("stale_records", figures.stale_records))
                if n > 0
            ],
        },
        "links": {
            "self": links.entry(entry.id, "html", lang),
            "json": links.entry(entry.id, "json", lang),
            "md": links.entry(entry.id, "md", lang),
            "other_lang": links.entry(entry.id, "html", other),
            "other_lang_md": links.entry(entry.id, "md", other),
            "html_en": links.entry(entry.id, "html", "en"),
            "html_zh": links.entry(entry.id, "html", "zh"),
            "css": links.css(),
            "home": links.home(lang),
        },
    }
