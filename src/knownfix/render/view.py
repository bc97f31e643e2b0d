"""The page view: an entry and its figures turned into display strings for one language.

Both the Markdown and the HTML template render this same view, so the two can
never disagree on a figure. Every figure string is built here from
:class:`~knownfix.figures.model.EntryFigures`; where a figure is absent the view
holds the "not yet measured" label. The lab's figures are a verification matrix,
so they are worded as outcome classes per cause and environment; the only numbers
in them are counts of causes, scenarios and environments, never a percentage.
Prose stays raw (the templates escape it for their format).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..figures.model import DISAGREES, NO_MATCH, EntryFigures, Mismatch, RemedyFigure
from ..kb.model import Entry
from .labels import HTML_LANG, LANG_NAME, label
from .links import LinkScheme
from .text import code_language

#: Display order of outcome classes.
OUTCOME_ORDER = ("fixed", "still_fails", "wrong_result", "other_error", "resource_growth", "timeout", "crashed", "reproduced",
                 "not_reproduced")
_OUTCOME_KEYS = {f"outcome_{o}" for o in OUTCOME_ORDER}
#: Between sentences: a space in English, nothing after a Chinese full stop.
SENTENCE_SEP = {"en": " ", "zh": ""}


def outcome_name(outcome: str, lang: str) -> str:
    """The outcome class in words ('wrong result'); an unknown class as it is."""
    return label(f"outcome_{outcome}", lang) if f"outcome_{outcome}" in _OUTCOME_KEYS else outcome


def _rank(outcome: str) -> int:
    return OUTCOME_ORDER.index(outcome) if outcome in OUTCOME_ORDER else len(OUTCOME_ORDER)


def _target_text(target: str, lang: str) -> str:
    return label("no_match_target", lang) if target == NO_MATCH else target


def names_text(names: list[str], lang: str) -> str:
    """Names joined with the language's enumeration comma."""
    return label("enum_sep", lang).join(names)


def envs_text(envs: list[str], lang: str) -> str:
    """'2 environments (a, b)' / '1 environment (a)'."""
    key = "n_environments_one" if len(envs) == 1 else "n_environments"
    return label(key, lang, n=len(envs), names=names_text(envs, lang))


def causes_count(outcome: str, n: int, lang: str, seen: list[str] | None = None) -> str:
    """'wrong result for 4 causes' / 'fixed for 1 cause (on a, b)' (``seen``: where, if not everywhere)."""
    where = label("seen_on", lang, envs=names_text(seen, lang)) if seen else ""
    return label("outcome_for_cause" if n == 1 else "outcome_for_causes", lang, outcome=outcome_name(outcome, lang), n=n,
                 seen=where)


def _leads_text(leads_to: dict[str, int], lang: str) -> str:
    targets = [t for t, _ in sorted(leads_to.items(), key=lambda kv: (kv[0] == NO_MATCH, -kv[1], kv[0]))]
    return " → " + names_text([_target_text(t, lang) for t in targets], lang)


def remedy_clauses(fig: RemedyFigure, lang: str) -> str:
    """One clause per outcome class, most causes first: 'wrong result for 4 causes, other error for 1 cause → x'.

    An outcome seen on a cause in only some of the environments the remedy was checked in on
    that cause names the environments it was seen in.
    """
    order = sorted(fig.by_outcome, key=lambda o: (-len(fig.by_outcome[o]), _rank(o), o))
    parts = []
    for o in order:
        partial = [cr for cr in fig.by_cause if o in cr.outcomes and cr.outcomes[o] != cr.environments]
        seen = [e for e in fig.environments if any(e in cr.outcomes[o] for cr in partial)]
        phrase = causes_count(o, len(fig.by_outcome[o]), lang, seen)
        if o == "other_error" and fig.leads_to:
            phrase += _leads_text(fig.leads_to, lang)
        parts.append(phrase)
    return label("list_sep", lang).join(parts)


def remedy_summary(fig: RemedyFigure | None, lang: str) -> str:
    """A remedy's row of the matrix in words: its clauses and the environments it was checked in."""
    if fig is None or not fig.cases:
        return label("not_measured", lang)
    return remedy_clauses(fig, lang) + label("clause_sep", lang) + label("checked_in", lang, envs=envs_text(fig.environments, lang))


def cell_text(outcomes: dict[str, list[str]], environments: list[str], all_envs: list[str], lang: str) -> str:
    """One remedy on one cause: 'fixed', or per outcome the environments: 'fixed (py3.12); still fails (py3.8)'."""
    order = sorted(outcomes, key=lambda o: (_rank(o), o))
    if len(order) == 1 and environments == all_envs:
        return outcome_name(order[0], lang)
    return label("clause_sep", lang).join(
        f"{outcome_name(o, lang)}{label('paren', lang, text=names_text(outcomes[o], lang))}" for o in order)


def mismatch_text(m: Mismatch, lang: str) -> str:
    """'scenario / remedy @ env: the entry expects X, the lab saw Y' in words."""
    remedy = m.remedy if m.remedy else label("unmodified_program", lang)
    return label("mismatch", lang, scenario=m.scenario, remedy=remedy, environment=m.environment,
                 expected=outcome_name(m.expected, lang), observed=outcome_name(m.observed, lang))


def lab_summary_text(entry: Entry, figures: EntryFigures, lang: str) -> str:
    """The entry-level result in words (counts of causes and environments only), or 'not yet measured'.

    E.g. 'Workarounds fixed every case checked for 7 of 7 causes, in 2 environments (a, b). Dead
    ends: retain-graph-everywhere — wrong result for 4 causes, ...'.
    """
    s = figures.summary
    if s is None or not figures.measured:
        return label("not_measured", lang)
    sentences = []
    checked = [v for v in s.by_cause if v.state != "not_checked"]
    if checked:
        sentences.append(label("summary_workarounds", lang, k=len(s.ids("fixed")), n=s.causes,
                               envs=envs_text(s.environments, lang)))
        groups: dict[tuple[str, str, str], list[str]] = {}
        for w in entry.workarounds:
            fig = figures.remedies.get(w.id)
            for c in fig.cases if fig else []:
                if c.claimed and c.outcome != "fixed":
                    groups.setdefault((w.id, c.scenario, c.outcome), []).append(c.environment)
        if groups:
            items = [label("summary_exception", lang, remedy=rid, outcome=outcome_name(o, lang), scenario=sc,
                           envs=names_text(envs, lang)) for (rid, sc, o), envs in groups.items()]
            sentences.append(label("summary_exceptions", lang, items=label("clause_sep", lang).join(items)))
    else:
        sentences.append(label("summary_no_workarounds", lang))
    unchecked = s.ids("not_checked")
    if checked and unchecked:
        sentences.append(label("summary_not_checked", lang, causes=names_text(unchecked, lang)))
    dead = [d for d in s.dead_ends if d in figures.remedies and figures.remedies[d].cases]
    if dead:
        items = [label("summary_dead_end", lang, remedy=d, clauses=remedy_clauses(figures.remedies[d], lang)) for d in dead]
        sentences.append(label("summary_dead_ends", lang, items=label("clause_sep", lang).join(items)))
    return SENTENCE_SEP[lang].join(sentences)


def lab_matrix(entry: Entry, figures: EntryFigures, lang: str) -> dict[str, Any] | None:
    """The compact remedies × causes matrix (environments folded into the cells); None without cases."""
    rows = []
    cause_ids = [c.id for c in entry.causes]
    remedies = [(w.id, "workaround") for w in entry.workarounds] + [(d.id, "dead_end") for d in entry.dead_ends]
    for rid, kind in remedies:
        fig = figures.remedies.get(rid)
        if fig is None or not fig.cases:
            continue
        by = {cr.cause: cr for cr in fig.by_cause}
        cells = []
        for cid in cause_ids:
            cr = by.get(cid)
            if cr is None:
                cells.append({"text": "", "claimed": False, "outcome": None})
                continue
            single = next(iter(cr.outcomes)) if len(cr.outcomes) == 1 else "mixed"
            cells.append({"text": cell_text(cr.outcomes, cr.environments, fig.environments, lang),
                          "claimed": cr.claimed and kind == "workaround", "outcome": single})
        rows.append({"id": rid, "kind": label("paren", lang, text=label(kind, lang)), "cells": cells,
                     "envs": envs_text(fig.environments, lang)})
    if not rows:
        return None
    seen = {e for r in figures.remedies.values() for e in r.environments}
    order = [row.environment for row in figures.versions]
    envs = [e for e in order if e in seen] + sorted(seen - set(order))
    return {"causes": [{"id": c.id, "title": c.title.get(lang)} for c in entry.causes], "rows": rows,
            "environments": envs_text(envs, lang)}


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
    reaches: str | None = None
    summary: str = ""
    measured: bool = False
    by_cause: list[tuple[str, str]] = field(default_factory=list)


def _cause_title(entry: Entry, cause_id: str, lang: str) -> str:
    cause = entry.cause(cause_id)
    return cause.title.get(lang) if cause else cause_id


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
        reaches=r.reaches.get(lang) if kind == "workaround" and r.reaches else None,
        summary=label("not_measured", lang),
    )
    if fig is not None and fig.cases:
        view.measured = True
        view.summary = remedy_summary(fig, lang)
        # every cause with the environments of each outcome ("fixed (a, b)")
        view.by_cause = [(cause_titles.get(cr.cause, cr.cause), cell_text(cr.outcomes, cr.environments, [], lang))
                         for cr in fig.by_cause]
    return view


SUMMARY_CHARS = 450


def first_paragraph(text: str, limit: int = SUMMARY_CHARS) -> str:
    """The summary of a prose field: the opening sentences of its first paragraph, as many as fit in
    ``limit`` columns (a CJK character counts two; at least one sentence)."""
    para = text.strip().split("\n\n", 1)[0].strip()
    width = [0]
    for ch in para:  # a CJK character is as wide as two Latin ones
        width.append(width[-1] + (2 if ord(ch) >= 0x2E80 else 1))
    if width[-1] <= limit:
        return para
    ends = [m.end() for m in re.finditer(r"[。！？]|[.!?](?=\s)", para)]
    cut = max((e for e in ends if width[e] <= limit), default=ends[0] if ends else len(para))
    return para[:cut].strip()


def first_sentence(text: str, limit: int = 240) -> str:
    """The first sentence of a prose field, for the cause checklist (the whole text stays in the details)."""
    from ..lookup.answer import first_sentence as first

    return first(" ".join(text.split()), limit)


def verification_text(figures: EntryFigures, lang: str) -> str:
    """'machine-verified (...)' only when fresh and every expectation agrees; else what stands in the way."""
    if figures.verification == DISAGREES:
        parts = [] if figures.freshness == "fresh" else [_freshness_text(figures.freshness, lang)]
        return label("clause_sep", lang).join([*parts, label("verified_disagrees", lang)])
    return _freshness_text(figures.verification, lang)


def _freshness_text(state: str, lang: str) -> str:
    key = f"verified_{state}"
    return label(key, lang) if key in _VERIFIED_KEYS else state


_VERIFIED_KEYS = {f"verified_{s}" for s in ("verified", "fresh", "stale", "missing", "gpu_only", "not_verifiable")}


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
    parts.append(verification_text(figures, lang))
    runs = [row.last_run for row in figures.versions if row.last_run]
    if runs:
        parts.append(label("last_lab_run", lang, date=max(runs)))
    return parts


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
        if r.k > 0:
            status = label("reproduced_k_of_n", lang, k=r.k, n=r.n)  # scenarios
            if row.instead:
                status += label("list_sep", lang) + label("the_others", lang, instead=_instead_text(row.instead, lang))
        elif row.instead:
            status = label("not_reproduced_instead", lang, n=r.n, instead=_instead_text(row.instead, lang))
        else:
            status = label("not_reproduced", lang, n=r.n)
        if r.k < r.n and row.absent_expected:
            status += f" ({label('absent_as_stated', lang)})"
        rows.append(
            {
                "environment": row.environment,
                "versions": ", ".join(f"{lib} {v}" for lib, v in sorted(row.versions.items())) or "—",
                "status": status,
                "wording": "; ".join(row.printed) or ", ".join(row.wordings) or "—",
                "last_run": row.last_run or "—",
            }
        )
    return rows


def _instead_text(instead: list[str], lang: str) -> str:
    """What programs did instead of the error; the lab's fixed phrase translated, error lines as printed."""
    def one(x: str) -> str:
        if x == "ran without error":
            return label("ran_without_error", lang)
        prefix = "ran without error, but its correctness check failed: "
        if x.startswith(prefix):
            return label("ran_but_check_failed", lang, detail=x[len(prefix):])
        return x

    return "; ".join(one(x) for x in instead)


def history_view(figures: EntryFigures, lang: str) -> dict[str, Any] | None:
    """Where the error starts and stops across the releases the lab ran: sentences, and a banner when it is gone."""
    h = figures.history
    if h is None or not h.releases:
        return None
    lib = h.library
    lines: list[str] = []
    if h.introduced is None:
        lines.append(label("history_never", lang, lib=lib, releases=", ".join(h.releases)))
        return {"lines": lines, "gone": None}
    if h.introduced_after:
        lines.append(label("history_introduced_exact", lang, lib=lib, release=h.introduced, prev=h.introduced_after))
    else:
        lines.append(label("history_introduced_bound", lang, lib=lib, release=h.introduced))
    gone = None
    if h.gone_since:
        instead = _instead_text(h.instead, lang) or "—"
        lines.append(label("history_gone", lang, lib=lib, release=h.gone_since, last=h.last_reproduced, instead=instead))
        gone = {"title": label("gone_banner", lang, lib=lib, release=h.gone_since), "instead": instead}
    else:
        lines.append(label("history_still", lang, lib=lib, release=h.last_reproduced))
    if len(h.wording_changes) > 1:
        lines.extend(label("history_wording", lang, lib=lib, release=c.release, wordings=", ".join(c.wordings))
                     for c in h.wording_changes)
    return {"lines": lines, "gone": gone}


def build_view(entry: Entry, figures: EntryFigures, lang: str, links: LinkScheme,
               reports: dict[str, Any] | None = None) -> dict[str, Any]:
    """Everything a page template needs, as display strings in ``lang``.

    ``reports``: the outcome-report section (:func:`knownfix.render.reports.reports_view`), shown
    beside the lab's figures; None leaves it out (a standalone rendering that knows no reports)."""
    other = "en" if lang == "zh" else "zh"
    first_seen = entry.first_seen.version + (f" ({entry.first_seen.date.isoformat()})" if entry.first_seen.date else "")
    first_seen_measured = (
        label("first_seen_measured", lang, version=figures.first_seen_measured)
        if figures.first_seen_measured
        else None
    )
    observed = []
    for edge in figures.observed_leads_to:
        observed.append(
            {
                "target": _target_text(edge.target, lang),
                "url": None if edge.target == NO_MATCH else links.entry(edge.target, "html", lang),
                "text": label("observed_edge", lang, remedy=edge.via_remedy, causes=names_text(edge.causes, lang),
                              envs=envs_text(edge.environments, lang))
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
        "lab_summary": lab_summary_text(entry, figures, lang),
        "lab_measured": figures.measured and figures.summary is not None,
        "lab_disagrees": [mismatch_text(m, lang) for m in figures.expectation_mismatches],
        "verification_state": figures.verification,
        "matrix": lab_matrix(entry, figures, lang),
        "evidence": _evidence(figures, lang),
        "first_seen": first_seen,
        "first_seen_note": entry.first_seen.note.get(lang) if entry.first_seen.note else None,
        "first_seen_measured": first_seen_measured,
        "versions": _versions_table(figures, lang),
        "history": history_view(figures, lang),
        "root_cause": entry.root_cause.get(lang),
        "summary": first_paragraph(entry.root_cause.get(lang)),
        "causes": [
            {
                "id": c.id,
                "title": c.title.get(lang),
                "explanation": c.explanation.get(lang),
                "short": first_sentence(c.explanation.get(lang)),
                "fixed_by": [{"id": w.id, "title": w.title.get(lang)} for w in entry.workarounds if c.id in w.causes],
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
        "reports": reports,
    }
