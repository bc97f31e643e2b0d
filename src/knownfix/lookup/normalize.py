"""Normalisation of the variable parts of an error message.

Signature patterns are matched against the message *as printed* (see
docs/matching.md); normalisation is used to compare a message with an entry's
``example`` (a ranking signal), in explanations, and by the naive baseline of the
benchmark. Replacements, in order:

========================  ===========
``torch.Size([3, 4])``    ``<shape>``
``[3, 4]`` / ``(3, 4)``   ``<shape>`` (two or more integers)
file paths                ``<path>``
``0x7f3a...``             ``<hex>``
long hex / uuids          ``<hash>``
quoted text ``'abc'``     ``'<q>'``
numbers ``12``, ``2.5``   ``<n>``
========================  ===========

then runs of whitespace become one space.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ._rx import compile_rx

#: (pattern, replacement, what a text must contain for the pattern to match: checked first, since
#: most messages hold no shape, path, hex number or hash; None: always searched)
_RULES: list[tuple[Any, str, Callable[[str], bool] | None]] = [
    (compile_rx(r"torch\.Size\(\[[\d,\s]*\]\)"), "<shape>", lambda t: "torch.Size([" in t),
    (compile_rx(r"[\[(]\s*-?\d+(?:\s*,\s*-?\d+)+\s*,?\s*[\])]"), "<shape>", lambda t: "," in t and ("[" in t or "(" in t)),
    (compile_rx(r"(?:[A-Za-z]:)?(?:[\\/][\pL\pN_.+\-~@]+){2,}[\\/]?"), "<path>", lambda t: "/" in t or "\\" in t),
    (compile_rx(r"\b0x[0-9a-fA-F]+\b"), "<hex>", lambda t: "0x" in t),
    (compile_rx(r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b|\b[0-9a-f]{16,}\b"), "<hash>", None),
    (compile_rx(r"'[^'\n]{1,200}'|\"[^\"\n]{1,200}\""), "'<q>'", lambda t: "'" in t or '"' in t),
]
#: Numbers, without lookaround. First alternative: digits glued to a letter (or ``_``, ``<``)
#: before them, kept; the scan goes on after them (so the ``9`` of ``python3.9`` is still a
#: number, as with a lookbehind). Second: a number, with what is glued after it (``glued``:
#: a run of word characters, or one ``>``; the scan goes on after it, as with a lookahead).
_NUMBER = compile_rx(r"[\pL_<]\d+|(?P<num>-?\d+(?P<frac>\.\d+)?(?:[eE][+-]?\d+)?)(?P<glued>[\pL\pN_]+|>)?")
_GN, _GF, _GG = (_NUMBER.groupindex[k] for k in ("num", "frac", "glued"))
#: Whether :data:`_NUMBER` would replace anything: a digit run not glued to a word before,
#: and not glued after (itself, or with an exponent); a ``.`` after it is not glue.
_HAS_NUMBER = compile_rx(r"(?:^|[^\pL\pN_<])\d+(?:[eE][+-]?\d+)?(?:$|[^\pL\pN_>])")
_WORDS = compile_rx(r"<[\pL\pN_]+>|[A-Za-z_][A-Za-z0-9_]+")
#: ASCII characters that cannot be part of a token become spaces (then ``str.split``).
_NOT_TOKEN = {c: " " for c in range(128) if not (chr(c).isalnum() or chr(c) in "_<>")}
_DIGITS = "0123456789"
MAX_CHARS = 4000


def _number(m: Any) -> str:
    """A number not glued to a word becomes ``<n>`` (as ``(?<![\\w<])-?\\d+...(?![\\w>])`` would)."""
    whole: str = m.group(0)
    num = m.group(_GN)
    if num is None:
        return whole  # digits glued to the word before
    glued = m.group(_GG)
    sign = ""
    if num.startswith("-"):
        start = m.start(0)
        before = m.string[start - 1] if start > 0 else ""
        if before in ("<", "_") or before.isalnum():
            sign, num = "-", num[1:]  # the minus follows a word: only the digits can be a number
    if not glued:
        return sign + "<n>"
    if m.group(_GF) is not None:
        # "1.5x": the fraction is glued, the integer part before the dot is a number of its own
        return sign + "<n>" + num[num.index(".") :] + glued  # type: ignore[no-any-return]
    return whole


def _placeholders(text: str) -> str:
    """``text`` after every rule but the number rule (shapes, paths, hex, hashes, quotes)."""
    for pattern, repl, needed in _RULES:
        if (needed is None or needed(text)) and pattern.search(text) is not None:
            text = pattern.sub(repl, text)
    return text


@functools.lru_cache(maxsize=256)
def _normalize(text: str) -> str:
    return " ".join(_NUMBER.sub(_number, _placeholders(text)).split())


def normalize(message: str) -> str:
    """Return ``message`` with variable parts replaced by placeholders (at most 4000 chars read)."""
    return _normalize(message[:MAX_CHARS])


def tokens(message: str) -> frozenset[str]:
    """Lower-cased words of the normalised message (placeholders kept as tokens)."""
    return _tokens(message[:MAX_CHARS])


@functools.lru_cache(maxsize=256)
def _tokens(text: str) -> frozenset[str]:
    """``tokens`` without building the normalised string (the number rule would cost a call per
    number): a standalone number is never part of a word, so that rule only adds ``<n>`` and
    removes the word an exponent would start (``7E06``); words are found by splitting."""
    text = _placeholders(text)
    out: set[str] = set()
    for chunk in text.translate(_NOT_TOKEN).split():
        if not chunk.isascii() or "<" in chunk or ">" in chunk:
            out.update(_WORDS.findall(chunk))
            continue
        word = chunk.lstrip(_DIGITS)
        if len(word) < 2 or (len(word) < len(chunk) and word[0] in "eE" and word[1:].isdigit()):
            continue  # a number, or a number with an exponent
        out.add(word)
    if _HAS_NUMBER.search(text) is not None:
        out.add("<n>")
    return frozenset(w.lower() for w in out)

def similarity(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard similarity of two token sets (0 when either is empty)."""
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


# --- Folding: the copy of a message the engine scans besides the message as printed -------------------------

#: Characters a paste gains on the way (editors, chat, web pages): spaces of other widths become a space,
#: zero-width characters and the byte-order mark disappear, full-width ASCII (U+FF01..U+FF5E, as typed with
#: an East Asian input method) becomes ASCII, typographic quotes become straight ones.
_FOLD: dict[int, str | None] = {
    **{c: " " for c in (0x00A0, 0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000, 0x0009)},
    **{c: None for c in (0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD)},
    **{c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)},
    0x2018: "'",
    0x2019: "'",
    0x201C: '"',
    0x201D: '"',
    0x3001: ",",
    0x3002: ".",
}
#: Folded copies longer than this are not made (the copy must stay cheap next to the message itself).
MAX_FOLD_CHARS = 4000


def fold(text: str) -> str:
    """``text`` with Unicode spaces, zero-width characters and full-width punctuation folded to ASCII,
    and runs of spaces collapsed to one (leading/trailing spaces removed). Linear; no regex."""
    text = text[:MAX_FOLD_CHARS]
    if not text.isascii():
        text = text.translate(_FOLD)
    if "  " in text or text[:1] == " " or text[-1:] == " ":
        text = " ".join(text.split())
    return text


def flip_first(text: str) -> str:
    """``text`` with the case of its first letter swapped (``Expected`` <-> ``expected``), or ``""`` when its
    first character is not a cased letter (or the second is upper case too: an acronym such as ``CUDA``)."""
    if not text or not text[0].isalpha() or text[0].lower() == text[0].upper():
        return ""
    if text[0].isupper() and text[1:2].isupper():
        return ""
    return text[0].swapcase() + text[1:]


def join_wrapped(lines: list[str], *, mid_word: bool = True) -> tuple[str, list[int]]:
    """Lines of a hard-wrapped message joined into one: each line folded (:func:`fold`, which also strips its
    indentation), joined with
    one space — or with none where the line was cut mid-word at the wrap width (it is as long as the longest
    line of the message and ends, like the next one begins, with a letter or digit: a terminal's wrap;
    ``mid_word=False`` always joins with a space). Returns the joined text and the offset in it where each line starts."""
    widths = [len(line.rstrip()) for line in lines]
    width = max(widths, default=0)
    out: list[str] = []
    starts: list[int] = []
    pos = 0
    for k, line in enumerate(lines):
        piece = fold(line)
        if not piece:
            starts.append(pos)
            continue
        if out:
            prev = lines[k - 1].rstrip()
            glue = "" if (mid_word and widths[k - 1] == width and width >= 40 and prev[-1:].isalnum() and piece[:1].isalnum() and line[:1] != " ") else " "
            out.append(glue)
            pos += len(glue)
        starts.append(pos)
        out.append(piece)
        pos += len(piece)
    return "".join(out), starts
