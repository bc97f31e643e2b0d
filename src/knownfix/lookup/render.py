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
from typing import TextIO

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


def render_result(result: LookupResult, *, explain: bool = False, out: TextIO | None = None) -> None:
    stream = out or sys.stdout
    width = _width()

    def say(line: str = "") -> None:
        stream.write(line + "\n")

    if explain:
        _render_parse(result, say)
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
    for rank, m in enumerate(result.matches, start=1):
        say(f"{rank}. {m.title}")
        say(f"   ID {m.id} · score {m.score:.2f} · signature {m.matched_signature}")
        say(f"   matched (line {m.matched_line}): {_safe(m.matched_text[:160])}")
        if m.likely_causes:
            # The cause ranking is a heuristic weight, not a measured probability: show the
            # order and the evidence behind it, never a percentage.
            rows = [(str(i), c.title, "; ".join(c.reasons)) for i, c in enumerate(m.likely_causes, start=1)]
            for line in _causes_table(rows, width):
                say(line)
        if explain:
            for line in m.explanation:
                say(f"   - {_safe(line)}")
        say(f"   more: knownfix show {m.id}")
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
