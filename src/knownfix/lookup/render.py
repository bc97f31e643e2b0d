"""Terminal output of ``knownfix lookup``: results, likely causes, and ``--explain``.

Plain text (no Rich: the lookup path stays cheap to start). Entry text is printed
as it is; control characters from the pasted input are made visible so a paste
cannot move the cursor or recolour the terminal.
"""

from __future__ import annotations

import shutil
import sys
import textwrap
from collections.abc import Callable
from typing import Any, TextIO

from .engine import LookupResult
from .rank import THRESHOLD

_CONTROL = {c: f"\\x{c:02x}" for c in range(32) if c not in (9,)} | {127: "\\x7f"}


def _safe(text: str) -> str:
    """Text with control characters (ESC, CR, BEL ...) shown as escapes."""
    return text.translate(_CONTROL)


def _width() -> int:
    return max(60, min(shutil.get_terminal_size((100, 24)).columns, 120))


def _causes_table(rows: list[tuple[str, str, str]], width: int) -> list[str]:
    """Three columns (#, likely cause, why), wrapped to ``width``."""
    head = ("#", "likely cause", "why")
    num_w = max(len(head[0]), *(len(r[0]) for r in rows))
    rest = width - num_w - 6
    cause_w = max(16, rest * 2 // 5)
    why_w = max(16, rest - cause_w)
    out = [f"   {head[0]:>{num_w}}  {head[1]:<{cause_w}}  {head[2]}"]
    for num, cause, why in rows:
        left = textwrap.wrap(cause, cause_w) or [""]
        right = textwrap.wrap(why, why_w) or [""]
        for i in range(max(len(left), len(right))):
            n = num if i == 0 else ""
            a = left[i] if i < len(left) else ""
            b = right[i] if i < len(right) else ""
            out.append(f"   {n:>{num_w}}  {a:<{cause_w}}  {b}".rstrip())
    return out


_L: dict[str, dict[str, str]] = {
    "cause": {"en": "likely cause", "zh": "最可能的原因"},
    "why": {"en": "why", "zh": "依据"},
    "which": {"en": "which cause? check:", "zh": "是哪个原因？请检查："},
    "fix": {"en": "fix", "zh": "解决方法"},
    "also": {"en": "also fixes it", "zh": "同样有效"},
    "skip": {"en": "don't bother", "zh": "不必尝试"},
    "next": {"en": "may come next", "zh": "之后可能出现"},
    "others": {"en": "other causes", "zh": "其他原因"},
    "more": {"en": "more", "zh": "详情"},
    "lab": {"en": "lab", "zh": "实验室"},
}
BRIEF_CODE_LINES = 12


def _l(key: str, lang: str) -> str:
    return _L[key][lang]


def _wrapped(say: Callable[[str], None], text: str, indent: str, width: int) -> None:
    for line in textwrap.wrap(_safe(text), max(30, width - len(indent))) or [""]:
        say(indent + line)


def _render_answer(a: dict[str, Any], say: Callable[[str], None], width: int, lang: str, brief: bool) -> None:
    """The answer block of one match: cause (or what to check), the fix with its code, what to skip, what may follow."""
    from .answer import first_sentence

    cause = a.get("cause")
    if cause and cause["clear"]:
        say(f"   {_l('cause', lang)}: {_safe(cause['title'])}")
        if cause["why"] and not brief:
            _wrapped(say, f"{_l('why', lang)}: " + "; ".join(cause["why"]), "     ", width)
    elif a.get("tell_apart"):
        say(f"   {_l('which', lang)}")
        for c in a["tell_apart"]:
            fix_for = f" → {_l('fix', lang)}: {c['fix']['title']}" if c.get("fix") else ""
            _wrapped(say, f"- {c['title']}: {first_sentence(c['recognise'])}{fix_for}", "     ", width)
    fix = a.get("fix")
    if fix and cause is not None and not cause["clear"]:
        fix = None  # one fix per cause is listed above; the reader picks the cause first
    if fix:
        say(f"   {_l('fix', lang)}: {_safe(fix['title'])}")
        code = (fix.get("code") or "").rstrip("\n").splitlines()
        if brief and len(code) > BRIEF_CODE_LINES:
            code = code[:BRIEF_CODE_LINES] + ["..."]
        for line in code:
            say(f"       {_safe(line)}")
        if not code and fix.get("how"):
            _wrapped(say, first_sentence(fix["how"]), "       ", width)
        _wrapped(say, fix["lab"], "     ", width)
        if a.get("other_fixes") and not brief:
            say(f"   {_l('also', lang)}: " + ", ".join(x["id"] for x in a["other_fixes"]))
    for d in a.get("skip", [])[: 2 if brief else 5]:
        _wrapped(say, f"{_l('skip', lang)}: {d['title']} — {d['instead']}", "   ", width)
    if not brief:
        for n in a.get("next", [])[:2]:
            _wrapped(say, f"{_l('next', lang)}: {n['id']} ({first_sentence(n['condition'], 160)})", "   ", width)


def render_result(result: LookupResult, *, explain: bool = False, out: TextIO | None = None,
                  answers: list[dict[str, Any]] | None = None, brief: bool = False, lang: str = "en") -> None:
    """Print ``result``; with ``answers`` (:func:`knownfix.lookup.answer.answer_for` per match) answer first:
    the likely cause, the fix with its code, what not to try. ``brief``: the best match only, one screen."""
    stream = out or sys.stdout
    width = _width()

    def say(line: str = "") -> None:
        stream.write(line + "\n")

    if explain:
        _render_parse(result, say)
    if not result.matches and result.possible:
        _render_possible(result, say, width, explain)
        if result.source:
            _render_source(result, say, width)
        return
    if not result.matches and result.source:
        _render_source(result, say, width)
        return
    if not result.matches:
        say("No match. No entry's signature fits this error well enough "
            f"(nothing scored at least {THRESHOLD:.2f}).")
        if explain and result.hits:
            say("Weaker hits (below the threshold):")
            for h in result.hits[:5]:
                say(f"  {h.score:.2f}  {h.entry.id}  ({'; '.join(r for _, r in h.parts)})")
        return
    matches = result.matches[:1] if brief else result.matches
    for rank, m in enumerate(matches, start=1):
        a = answers[rank - 1] if answers else None
        say(f"{rank}. {m.title}")
        say(f"   ID {m.id} · score {m.score:.2f} · signature {m.matched_signature}")
        if not brief:
            say(f"   matched (line {m.matched_line}): {_safe(m.matched_text[:160])}")
        if a is not None and (rank == 1 or brief):
            _render_answer(a, say, width, lang, brief)
            cause = a.get("cause")
            rest = [c for c in m.likely_causes[1:]] if cause and cause["clear"] else []
            if rest and not brief and not explain:
                _wrapped(say, f"{_l('others', lang)}: " + "; ".join(f"{i}. {c.title}" for i, c in enumerate(rest[:4], start=2))
                         + (" ..." if len(rest) > 4 else ""), "   ", width)
        elif a is not None and a.get("cause"):
            say(f"   {_l('cause', lang)}: {_safe(a['cause']['title'])}"
                + (f" → {_l('fix', lang)}: {_safe(a['fix']['title'])}" if a.get("fix") else ""))
        if m.likely_causes and (explain or a is None):
            # The cause ranking is a heuristic weight, not a measured probability: show the
            # order and the evidence behind it, never a percentage.
            rows = [(str(i), c.title, "; ".join(c.reasons)) for i, c in enumerate(m.likely_causes, start=1)]
            for line in _causes_table(rows, width):
                say(line)
        if explain:
            for line in m.explanation:
                say(f"   - {_safe(line)}")
        say(f"   {_l('more', lang)}: knownfix show {m.id}" + (" --lang zh" if lang == "zh" else ""))
    if explain:
        below = [h for h in result.hits if h.score < THRESHOLD]
        for h in below[:5]:
            say(f"   below threshold: {h.score:.2f} {h.entry.id} ({h.parts[0][1]})")


def _render_parse(result: LookupResult, out: Callable[[str], None]) -> None:
    p = result.parsed
    out(f"Parsed ({result.backend} matcher): {len(p.clean.lines)} lines"
        + (f", input cut to head+tail of {p.clean.original_chars} chars" if p.clean.truncated else ""))
    for b in p.blocks[-8:]:
        link = f" ({'direct cause' if b.link == 'cause' else 'during handling'} of the previous)" if b.link else ""
        mark = " [final]" if b in p.primary else ""
        first = b.messages[0][:100] if b.messages else ""
        out(f"   {b.kind} {b.type or '-'}{link}{mark}: {_safe(first)}  ({len(b.frames)} frames)")
    out(f"   context: {p.context.describe()}")
    if result.normalized_message:
        out(f"   normalised final message: {_safe(result.normalized_message[:200])}")


def _render_possible(result: LookupResult, say: Callable[[str], None], width: int, explain: bool) -> None:
    """A possible match: close wording, no signature matched; labelled as such."""
    say("No signature matched. Possible match (the wording is close to this entry's; check it fits):")
    for rank, p in enumerate(result.possible, start=1):
        say(f"{rank}. {_safe(p.title)}")
        say(f"   ID {p.id} · possible · similarity {p.similarity:.2f} · signature {p.matched_signature}")
        for line in textwrap.wrap("its wording: " + _safe(p.example.splitlines()[0] if p.example else ""), width - 6):
            say(f"   {line}")
        if explain:
            for reason in p.reasons:
                say(f"   - {_safe(reason)}")
        say(f"   more: knownfix show {p.id}")


def _render_source(result: LookupResult, say: Callable[[str], None], width: int) -> None:
    """Answers identified from a library's source: facts only, labelled as such."""
    say("No curated entry for this error. Identified from the library's source (no curated entry yet):")
    for rank, a in enumerate(result.source, start=1):
        say(f"{rank}. {a.library}: {_safe(a.template or a.matched_text)}")
        for line in textwrap.wrap(_safe(a.summary), width - 6):
            say(f"   {line}")
        site = a.raise_site or {}
        if site.get("path"):
            where = site["path"] + (f":{site['line']}" if site.get("line") else "")
            say(f"   where: {where}")
        if site.get("url"):
            say(f"   source: {site['url']}")
        if a.condition:
            say(f"   raised when: {_safe(a.condition)}")
        rel = a.releases
        seen = rel.get("seen") or rel.get("mined") or []
        if seen:
            say(f"   releases mined: {', '.join(seen)}")
        say(f"   id: {a.id}")
