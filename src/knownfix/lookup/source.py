"""The second tier: a message identified from the library's own source (no curated entry yet).

Used only when no curated entry matched. Two kinds of answer, both facts read from the
message inventory (:mod:`knownfix.artifact.inventory`), no advice:

* ``names`` — for ``cannot import name 'X' from 'Y'``, ``module 'Y' has no attribute 'X'``
  and ``No module named 'Y'``: in which mined releases module ``Y`` had ``X`` (or existed),
  and the closest names it has in its newest mined release;
* ``source`` — a raise (or warning, or a compiled module's message) whose template matches
  the message: library, releases, raise site with its URL, the guarding condition and the
  function's docstring summary.

A template answers only when it explains the message, not a part of it: the text
before its match and after it must be what the template's own leading and trailing
holes stand for (nothing, give or take quotes and punctuation, where the template
starts or ends with literal text; at most :data:`MAX_END_HOLE` characters where it
starts or ends with a hole), and it must hold at least :data:`MIN_LITERAL` literal
characters (:data:`MIN_LITERAL_BINARY` for a compiled module's string, which has no
exception class to agree with); an exception class that contradicts the printed one
disqualifies it. Ranked by: exception agrees, library seen in
the traceback, coverage, literal characters, kind (raise, warning, binary). A template
that several libraries raise word for word answers only for the library the paste shows,
or for the standard library; when the paste shows libraries, a template of another
(non-standard) library does not answer; and when it shows none, a library's template needs
:data:`MIN_LITERAL_UNSEEN` literal characters.
"""

from __future__ import annotations

import difflib
from dataclasses import asdict, dataclass, field
from typing import Any

from ..index.backends import ScanBuffer, verifier
from ._rx import compile_rx
from .parse import Block, Parsed

LABEL = "identified from the library's source; no curated entry yet"
MAX_END_HOLE = 300
_SLACK = " \t'\"`.,:;!()[]"
HOLE = "{…}"
MIN_LITERAL = 15
MIN_LITERAL_BINARY = 24
#: Literal characters a library's template needs to answer a paste that shows no library at all.
MIN_LITERAL_UNSEEN = 40
MAX_ANSWERS = 3
MAX_MESSAGE = 2000
KIND_ORDER = {"raise": 0, "warning": 1, "binary": 2}
_NAME_PATTERNS = [
    ("import", compile_rx(r"cannot import name '([A-Za-z_][A-Za-z0-9_]*)' from '([A-Za-z_][A-Za-z0-9_.]*)'")),
    ("attribute", compile_rx(r"module '([A-Za-z_][A-Za-z0-9_.]*)' has no attribute '([A-Za-z_][A-Za-z0-9_]*)'")),
    ("module", compile_rx(r"No module named '([A-Za-z_][A-Za-z0-9_.]*)'")),
]


@dataclass
class SourceAnswer:
    """An answer of the source tier (JSON: :meth:`to_json`)."""

    kind: str  # "source" | "names"
    id: str
    library: str
    releases: dict[str, Any]
    summary: str
    matched_text: str
    raise_site: dict[str, Any] | None = None
    condition: str | None = None
    exception: str | None = None
    template: str | None = None
    names: dict[str, Any] | None = None
    label: str = LABEL
    reasons: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}


def _short(t: str | None) -> str | None:
    return t.rsplit(".", 1)[-1] if t else None


def _range(first: str, last: str) -> str:
    return first if first == last else f"{first}–{last}"


def _messages(parsed: Parsed) -> list[tuple[Block | None, str]]:
    out: list[tuple[Block | None, str]] = []
    for b in parsed.primary or parsed.blocks[-1:]:
        for m in b.messages:
            if m.strip():
                out.append((b, m.strip()[:MAX_MESSAGE]))
    return out


def identify(parsed: Parsed, inventory: Any) -> list[SourceAnswer]:
    """Source-tier answers for a paste that matched no curated entry (best first; [] = none)."""
    if not inventory:
        return []
    messages = _messages(parsed)
    if not messages:
        return []
    names = [a for a in (_names(b, m, inventory) for b, m in messages) if a is not None]
    if names:
        return names[:1]
    return _templates(parsed, messages, inventory)


def _names(block: Block | None, message: str, inv: Any) -> SourceAnswer | None:
    for kind, rx in _NAME_PATTERNS:
        m = rx.search(message)
        if m is None:
            continue
        if kind == "import":
            name, module = m.group(1), m.group(2)
        elif kind == "attribute":
            module, name = m.group(1), m.group(2)
        else:
            module, name = m.group(1), None
        return _name_answer(kind, module, name, m.group(0), inv)
    return None


def _name_answer(kind: str, module: str, name: str | None, text: str, inv: Any) -> SourceAnswer | None:
    if name is None:  # No module named 'a.b.c': is it (or its parent) a module the inventory knows?
        known = inv.module(module)
        if known is None:
            return None
        library, _members = known
        releases = inv.library_releases(library)
        if not releases:
            return None
        first, last = releases[0], releases[-1]
        return SourceAnswer(
            kind="names", id=f"names/{library}/{module}", library=library,
            releases={"first": first, "last": last, "mined": releases},
            summary=f"{module} is a module of {library} (mined releases {_range(releases[0], releases[-1])}); "
                    f"the interpreter that raised this cannot import it: {library} is not installed there, "
                    "or another folder shadows it",
            matched_text=text, names={"module": module, "name": None, "present": True},
        )
    known = inv.module(module)
    if known is None:
        return None
    library, members = known
    releases = inv.library_releases(library)
    newest = releases[-1] if releases else ""
    rec = inv.name(module, name)
    now = sorted({n for n, _f, last in members if last == newest})
    closest = difflib.get_close_matches(name, now, n=3, cutoff=0.6) if now else []
    if rec is not None:
        where = f"{name} is in {module} in {library} {_range(rec['first'], rec['last'])}"
        if rec["last"] != newest:
            later = [r for r in releases if _after(r, rec["last"], releases)]
            where += f" and is gone from {later[0]} on" if later else ""
        elif rec["first"] != releases[0]:
            where += f" (added in {rec['first']})"
        present = {"first": rec["first"], "last": rec["last"]}
    else:
        where = f"{name} is not a public name of {module} in any mined {library} release ({_range(releases[0], newest)})"
        present = None
    if closest:
        where += f"; the closest names in {library} {newest}: " + ", ".join(closest)
    return SourceAnswer(
        kind="names", id=f"names/{library}/{module}.{name}", library=library,
        releases={"first": releases[0] if releases else "", "last": newest, "mined": releases},
        summary=where, matched_text=text,
        names={"module": module, "name": name, "present": present, "closest": closest},
    )


def _after(release: str, last: str, order: list[str]) -> bool:
    try:
        return order.index(release) > order.index(last)
    except ValueError:
        return False


def _templates(parsed: Parsed, messages: list[tuple[Block | None, str]], inv: Any) -> list[SourceAnswer]:
    buf = ScanBuffer([m for _, m in messages])
    found = inv.matcher().scan(buf)
    shown = {lib for lib in parsed.context.libraries if lib != "python"}
    scored = []
    for pid in found:
        rec = inv.template(pid)
        rx = verifier(inv.pattern(pid))
        if rx is None:
            continue
        for block, message in messages:
            m = rx.search(message)
            if m is None:
                continue
            lit = int(rec.get("literal_chars", 0))
            need = MIN_LITERAL_BINARY if rec["kind"] == "binary" else MIN_LITERAL
            if lit < need or not _explains(rec.get("template") or "", message, m.start(), m.end()):
                continue
            cover = (m.end() - m.start()) / max(1, len(message))
            printed, raised = _short(block.type if block else None), _short(rec.get("exception"))
            if printed and raised and printed != raised and not _compatible(printed, raised):
                continue
            agrees = bool(printed and raised and printed == raised)
            seen = parsed.context.has(rec["library"]) or (rec["library"] == "stdlib")
            if int(rec.get("shared", 1)) > 1 and not seen:
                continue  # several libraries raise this text: only the one the paste shows (or Python's own) answers
            if not seen and shown:
                continue  # the paste shows other libraries and not this one: it did not raise it
            if not shown and rec["library"] != "stdlib" and lit < MIN_LITERAL_UNSEEN:
                continue  # a bare message and a short template: too generic to name a library on its own
            key = (agrees, seen, round(cover, 2), lit, -KIND_ORDER.get(rec["kind"], 3))
            scored.append((key, rec, message, cover, agrees, seen))
            break
    scored.sort(key=lambda s: s[0], reverse=True)
    out = []
    seen_ids: set[str] = set()
    for _key, rec, message, cover, agrees, seen in scored:
        if rec["id"] in seen_ids:
            continue
        seen_ids.add(rec["id"])
        out.append(_template_answer(rec, message, cover, agrees, seen))
        if len(out) >= MAX_ANSWERS:
            break
    return out


_CLASS_SUFFIXES = ("Error", "Exception", "Warning")


def _explains(template: str, message: str, start: int, end: int) -> bool:
    """Whether the text around a match is what the template's end holes stand for."""
    first_line = next((ln for ln in template.splitlines() if ln.strip()), template)
    last_line = next((ln for ln in reversed(template.splitlines()) if ln.strip()), template)
    before, after = message[:start], message[end:]
    ok_before = len(before) <= MAX_END_HOLE if first_line.lstrip().startswith(HOLE) else len(before.strip(_SLACK)) == 0
    ok_after = len(after) <= MAX_END_HOLE if last_line.rstrip().endswith(HOLE) else len(after.strip(_SLACK)) <= 2
    return ok_before and ok_after


def _compatible(printed: str, raised: str) -> bool:
    """Whether the printed class may be what a raise of ``raised`` prints.

    Without the class hierarchy: one name ending the other (``LinAlgError`` / ``Error``)
    passes, and so does a pair where either is not an ordinary exception name (a raise of
    a variable, ``raise exc``); two different ``...Error`` names do not.
    """
    if printed.endswith(raised) or raised.endswith(printed):
        return True
    return not (printed.endswith(_CLASS_SUFFIXES) and raised.endswith(_CLASS_SUFFIXES))


def _template_answer(rec: dict[str, Any], message: str, cover: float, agrees: bool, seen: bool) -> SourceAnswer:
    site = None
    if rec["kind"] != "binary":
        site = {"module": rec.get("module"), "function": rec.get("function"), "line": rec.get("line"),
                "path": rec.get("path"), "url": rec.get("url")}
    else:
        site = {"module": None, "function": None, "line": None, "path": rec.get("path"), "url": None}
    lib, span = rec["library"], _range(rec["first"], rec["last"])
    if rec["kind"] == "binary":
        summary = f"a message compiled into {lib} ({rec.get('path')}), in releases {span}"
    else:
        where = f"{rec.get('module')}.{rec['function']}()" if rec.get("function") else (rec.get("module") or rec.get("path"))
        verb = "raised" if rec["kind"] == "raise" else "warned"
        summary = f"{rec.get('exception') or 'an exception'} {verb} by {where} in {lib} {span}"
        if rec.get("summary"):
            summary += f": {rec['summary']}"
    reasons = ["the template spans the whole message" if cover >= 0.95 else "the template spans most of the message"]
    if agrees:
        reasons.append("the printed exception class is the one raised there")
    if seen and rec["library"] != "stdlib":
        reasons.append(f"the traceback shows {rec['library']}")
    return SourceAnswer(
        kind="source", id=f"source/{rec['library']}/{rec['id']}", library=rec["library"],
        releases={"first": rec["first"], "last": rec["last"], "seen": rec["releases"]},
        summary=summary, matched_text=message[:300], raise_site=site, condition=rec.get("condition"),
        exception=rec.get("exception"), template=rec.get("template"), reasons=reasons,
    )
