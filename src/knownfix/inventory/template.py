"""Message templates: literal parts and holes, and the RE2/Hyperscan-safe pattern each becomes.

A template is a tuple of parts: a ``str`` is literal text, a :class:`Hole` is a value
the message fills in at run time (an f-string field, a ``%s``, a ``{}`` of
``str.format``, a non-literal operand of ``+``). The pattern escapes the literal parts
and turns each hole into ``.*`` (greedy, no lazy quantifier, no lookaround, no
backreference: linear in RE2 and accepted by Hyperscan; ``.`` does not cross a line
break). Holes at either end are dropped, since patterns are searched unanchored.
"""

from __future__ import annotations

import hashlib
import re
import string
from dataclasses import dataclass

#: what a hole becomes in a pattern
HOLE_PATTERN = ".*"
#: longest hole label kept in the human-readable template
MAX_LABEL = 40

_META = set("\\.^$|?*+()[]{}")
_CONTROL = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\f": "\\f", "\v": "\\v"}


@dataclass(frozen=True)
class Hole:
    """A run-time value inside a message; ``label`` is what the source wrote there (for people)."""

    label: str = ""


Part = str | Hole
Template = tuple[Part, ...]


def normalise(parts: list[Part] | tuple[Part, ...]) -> Template:
    """Join adjacent literals, collapse adjacent holes, drop empty literals."""
    out: list[Part] = []
    for p in parts:
        if isinstance(p, str):
            if not p:
                continue
            if out and isinstance(out[-1], str):
                out[-1] = out[-1] + p
            else:
                out.append(p)
        else:
            if out and isinstance(out[-1], Hole):
                continue
            out.append(p)
    return tuple(out)


def escape(text: str) -> str:
    """Escape ``text`` as a literal for RE2 and Hyperscan (metacharacters and control characters only)."""
    out = []
    for ch in text:
        if ch in _META:
            out.append("\\" + ch)
        elif ch in _CONTROL:
            out.append(_CONTROL[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(ch)
    return "".join(out)


def _trim(parts: Template) -> Template:
    start, end = 0, len(parts)
    while start < end and isinstance(parts[start], Hole):
        start += 1
    while end > start and isinstance(parts[end - 1], Hole):
        end -= 1
    return parts[start:end]


def to_pattern(parts: Template) -> str:
    """The unanchored search pattern of a template: its best line, escaped literals, ``.*`` for inner holes.

    Messages are matched one line at a time, so a multi-line template is represented by
    the line with the most literal characters (see :func:`best_line`).
    """
    return "".join(HOLE_PATTERN if isinstance(p, Hole) else escape(p) for p in best_line(parts))


def literal_chars(parts: Template) -> int:
    """Literal characters the pattern requires (its best line's, whitespace not counted)."""
    return sum(len("".join(p.split())) for p in best_line(parts) if isinstance(p, str))


def longest_literal(parts: Template) -> str:
    """The longest literal part of the best line (stripped), for prefilters and commonness."""
    best = ""
    for p in best_line(parts):
        if isinstance(p, str) and len(p.strip()) > len(best):
            best = p.strip()
    return best


def hole_count(parts: Template) -> int:
    """Holes inside the best line (those at its ends are not part of the pattern)."""
    return sum(1 for p in best_line(parts) if isinstance(p, Hole))


def best_line(parts: Template) -> Template:
    """The line of the template with the most literal characters, holes at its ends dropped, text stripped."""
    lines: list[list[Part]] = [[]]
    for p in parts:
        if isinstance(p, Hole):
            lines[-1].append(p)
            continue
        pieces = p.split("\n")
        lines[-1].append(pieces[0])
        for piece in pieces[1:]:
            lines.append([piece])
    best: Template = ()
    best_score = -1
    for line in lines:
        t = _trim(normalise(line))
        if t and isinstance(t[0], str):
            t = normalise([t[0].lstrip(), *t[1:]])
        if t and isinstance(t[-1], str):
            t = normalise([*t[:-1], t[-1].rstrip()])
        t = _trim(t)
        score = sum(len("".join(p.split())) for p in t if isinstance(p, str))
        if score > best_score:
            best, best_score = t, score
    return best


def render(parts: Template) -> str:
    """Human-readable template: literals as written, each hole as ``{label}`` (``{…}`` when unnamed)."""
    out = []
    for p in parts:
        if isinstance(p, Hole):
            label = " ".join(p.label.split())
            if not label or len(label) > MAX_LABEL:
                label = "…"
            out.append("{" + label + "}")
        else:
            out.append(p)
    return "".join(out)


def normal_form(parts: Template) -> str:
    """The text a template id is computed from: literals with whitespace collapsed, holes as ``{}``."""
    return "".join("{}" if isinstance(p, Hole) else " ".join(p.split()) if p.strip() else " " for p in parts).strip()


def template_id(library: str, kind: str, exception: str | None, parts: Template) -> str:
    """Stable id: 12 hex digits of SHA-256 over library, kind, the exception's bare name and the normal form."""
    bare = (exception or "").rsplit(".", 1)[-1]
    key = "\x00".join((library, kind, bare, normal_form(parts)))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:12]


# --- format-string parsers ---------------------------------------------------------

_PERCENT = re.compile(r"%(?:\((?P<key>[^)]*)\))?[-+ #0]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?(?P<conv>[diouxXeEfFgGcrsa%])")


def parse_percent(fmt: str, labels: list[str] | None = None) -> list[Part]:
    """Parts of a ``%``-format string; ``%%`` is a literal percent sign."""
    parts: list[Part] = []
    pos, k = 0, 0
    for m in _PERCENT.finditer(fmt):
        parts.append(fmt[pos : m.start()])
        if m.group("conv") == "%":
            parts.append("%")
        else:
            label = m.group("key") or (labels[k] if labels and k < len(labels) else "")
            parts.append(Hole(label))
            k += 1
        pos = m.end()
    parts.append(fmt[pos:])
    return parts


def parse_brace(fmt: str, labels: list[str] | None = None) -> list[Part] | None:
    """Parts of a ``str.format`` string (``{{`` and ``}}`` are literal braces); None when malformed.

    ``labels`` are the sources of the positional arguments, to name ``{}`` and ``{0}`` holes.
    """
    parts: list[Part] = []
    auto = 0
    try:
        for literal, field, _spec, _conv in string.Formatter().parse(fmt):
            parts.append(literal)
            if field is None:
                continue
            label = field
            if field == "" and labels is not None:
                label = labels[auto] if auto < len(labels) else ""
                auto += 1
            elif field.isdigit() and labels is not None:
                label = labels[int(field)] if int(field) < len(labels) else ""
            parts.append(Hole(label))
    except ValueError:
        return None
    return parts


#: printf conversions, and CPython's PyUnicode_FromFormat ones (%S str, %R repr, %U, %V, %A, %T, %N)
_PRINTF = re.compile(rb"%[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|z|j|t|q|I64|I32)?[diouxXeEfFgGaAcspnSRUVTN%]")
_FMT = re.compile(rb"\{[A-Za-z0-9_]*(?::[^{}]{0,20})?\}")


def parse_c_format(fmt: bytes) -> list[Part]:
    """Parts of a C string: printf conversions and ``{}``/``{:...}`` (fmt library) fields are holes."""
    parts: list[Part] = []
    pos = 0
    spans = sorted([(m.start(), m.end(), m.group()) for m in _PRINTF.finditer(fmt)] + [(m.start(), m.end(), m.group()) for m in _FMT.finditer(fmt)])
    for start, end, text in spans:
        if start < pos:
            continue
        parts.append(fmt[pos:start].decode("utf-8", "replace"))
        parts.append("%" if text == b"%%" else Hole(""))
        pos = end
    parts.append(fmt[pos:].decode("utf-8", "replace"))
    return parts
