"""The answer to a lookup: for the likely cause, the fix to apply, what not to try, what may come next.

:func:`answer_for` turns a :class:`~knownfix.lookup.model.Match` and its entry (the stored
JSON of the artifact: :meth:`Artifact.entry_data` and :meth:`Artifact.figures_data`, plain
dicts, no models) into what a reader needs first, in one language:

- ``cause``: the likely cause (id, title, why it was picked) and ``clear`` — whether the
  paste singled it out (its score beats the next one's);
- ``fix``: the first workaround that claims that cause (else the entry's first): title, how,
  code, and what the lab saw it do *on that cause* in words (``lab``; with ``reaches``, the weaker
  goal a "fixed" was reached for, which ``lab`` then names too); ``other_fixes``: the
  other workarounds for that cause (id, title);
- ``skip``: the dead ends people try for that cause, one line each: what they are, the lab's
  outcome on that cause (``lab``, None where not checked), the entry's own ``why``, and ``instead``
  (what happens instead in one line: the lab's outcome, or the first sentence of ``why`` where the lab
  saw the dead end "work" on that cause or did not check it);
- ``next``: the errors the entry says may come next (id, condition);
- ``tell_apart``: when the cause is not clear, the causes to check with how to recognise
  each (the entry's own explanation) and the workaround for each.

Versioned by :data:`ANSWER_VERSION` (JSON consumers: ``knownfix lookup --json``, the HTTP
API, MCP). Words come from :data:`WORDS` (English and Chinese).
"""

from __future__ import annotations

from typing import Any

from .model import Match

ANSWER_VERSION = 1
MAX_TELL_APART = 4

WORDS: dict[str, dict[str, str]] = {
    "fixed": {"en": "fixed", "zh": "已修复"},
    "wrong_result": {"en": "wrong result", "zh": "结果错误"},
    "still_fails": {"en": "still fails", "zh": "仍然失败"},
    "other_error": {"en": "other error", "zh": "出现其他错误"},
    "resource_growth": {"en": "resource growth", "zh": "资源持续增长"},
    "timeout": {"en": "timeout", "zh": "超时"},
    "crashed": {"en": "crashed", "zh": "崩溃"},
    "on_cause": {"en": "the lab, on this cause: {outcomes}", "zh": "实验室在此原因上的结果：{outcomes}"},
    "reaches": {"en": " (a weaker goal: {goal})", "zh": "（较弱的目标：{goal}）"},
    "not_checked": {"en": "the lab has not checked it on this cause", "zh": "实验室尚未在此原因上检验"},
    "not_measured": {"en": "not yet measured", "zh": "尚未测量"},
    "sep": {"en": "; ", "zh": "；"},
    "enum": {"en": ", ", "zh": "、"},
    "in": {"en": " in {envs}", "zh": "（{envs}）"},
}


def word(key: str, lang: str, **values: object) -> str:
    text = WORDS[key][lang]
    return text.format(**values) if values else text


def _t(text: Any, lang: str) -> str:
    """A stored bilingual text ({"en", "zh"}) in ``lang`` (English where the other is missing)."""
    if isinstance(text, dict):
        return str(text.get(lang) or text.get("en") or "")
    return "" if text is None else str(text)


def lab_on_cause(figures: dict[str, Any] | None, remedy_id: str, cause_id: str | None, lang: str) -> str:
    """What the lab saw ``remedy_id`` do on ``cause_id``, in words (per outcome, the environments)."""
    if not figures or not figures.get("measured"):
        return word("not_measured", lang)
    fig = (figures.get("remedies") or {}).get(remedy_id)
    if not fig or not fig.get("cases"):
        return word("not_measured", lang)
    cr = next((c for c in fig.get("by_cause", []) if c.get("cause") == cause_id), None)
    if cr is None or not cr.get("outcomes"):
        return word("not_checked", lang)
    enum = word("enum", lang)
    parts = [(WORDS[o][lang] if o in WORDS else o) + word("in", lang, envs=enum.join(envs))
             for o, envs in cr["outcomes"].items()]
    return word("on_cause", lang, outcomes=word("sep", lang).join(parts))


def outcome_on_cause(figures: dict[str, Any] | None, remedy_id: str, cause_id: str | None) -> str | None:
    """The single outcome class the lab saw on the cause (the worst first when several), or None."""
    fig = ((figures or {}).get("remedies") or {}).get(remedy_id) or {}
    cr = next((c for c in fig.get("by_cause", []) if c.get("cause") == cause_id), None)
    if not cr or not cr.get("outcomes"):
        return None
    order = ["crashed", "timeout", "resource_growth", "other_error", "wrong_result", "still_fails", "fixed"]
    return min(cr["outcomes"], key=lambda o: order.index(o) if o in order else len(order))


def answer_for(match: Match, entry: dict[str, Any], figures: dict[str, Any] | None, lang: str = "en") -> dict[str, Any]:
    """The answer for ``match`` (see the module docstring), from the entry's stored JSON and figures."""
    likely = match.likely_causes
    top = likely[0] if likely else None
    clear = top is not None and (len(likely) == 1 or top.score > likely[1].score)
    causes = {c["id"]: c for c in entry.get("causes", [])}
    cause_id = top.id if top is not None else None
    out: dict[str, Any] = {"version": ANSWER_VERSION, "entry": match.id, "lang": lang}
    if top is not None:
        out["cause"] = {"id": top.id, "title": _t(causes.get(top.id, {}).get("title"), lang) or top.title,
                        "why": list(top.reasons), "clear": clear}
    workarounds = entry.get("workarounds", [])
    for_cause = [w for w in workarounds if cause_id in w.get("causes", [])] or workarounds
    if for_cause:
        w = for_cause[0]
        out["fix"] = {"id": w["id"], "title": _t(w.get("title"), lang), "how": _t(w.get("how"), lang),
                      "code": w.get("code"), "lab": lab_on_cause(figures, w["id"], cause_id, lang),
                      "conditions": _t(w.get("conditions"), lang) or None,
                      "reaches": _t(w.get("reaches"), lang) or None}
        if out["fix"]["reaches"]:  # every face that shows the lab's result shows the goal it was reached for
            out["fix"]["lab"] += word("reaches", lang, goal=out["fix"]["reaches"])
        out["other_fixes"] = [{"id": x["id"], "title": _t(x.get("title"), lang)} for x in for_cause[1:]]
    skip = []
    skip_cause = cause_id if clear else None  # an unclear cause: every dead end, without a per-cause outcome
    for d in entry.get("dead_ends", []):
        if skip_cause is not None and skip_cause not in d.get("causes", []):
            continue
        outcome = outcome_on_cause(figures, d["id"], skip_cause) if skip_cause is not None else None
        lab = None if outcome is None else WORDS.get(outcome, {}).get(lang, outcome)
        why = _t(d.get("why"), lang)
        # what happens instead, in one line: the lab's outcome, or (where the lab saw it "work" on this cause,
        # or did not check) what the dead end hides, from the entry's own why
        instead = lab if lab is not None and outcome != "fixed" else first_sentence(why, 160)
        skip.append({"id": d["id"], "title": _t(d.get("title"), lang), "why": why, "lab": lab, "instead": instead})
    out["skip"] = skip
    out["next"] = [{"id": x["id"], "condition": _t(x.get("condition"), lang)}
                   for x in (entry.get("related") or {}).get("leads_to", [])]
    tell = []
    for c in ([] if clear else likely[:MAX_TELL_APART]):
        w = next((x for x in workarounds if c.id in x.get("causes", [])), None)
        tell.append({"id": c.id, "title": _t(causes.get(c.id, {}).get("title"), lang) or c.title,
                     "recognise": _t(causes.get(c.id, {}).get("explanation"), lang),
                     "fix": None if w is None else {"id": w["id"], "title": _t(w.get("title"), lang)}})
    out["tell_apart"] = tell
    return out


def first_sentence(text: str, limit: int = 220) -> str:
    """The first sentence of ``text`` (cut at ``limit`` characters)."""
    for stop in (". ", "。", "; ", "；"):
        i = text.find(stop)
        if 0 < i < limit:
            return text[: i + 1] if stop in (". ", "。") else text[:i] + "…"
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
