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

import re

_RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"torch\.Size\(\[[\d,\s]*\]\)"), "<shape>"),
    (re.compile(r"[\[(]\s*-?\d+(?:\s*,\s*-?\d+)+\s*,?\s*[\])]"), "<shape>"),
    (re.compile(r"(?:[A-Za-z]:)?(?:[\\/][\w.+\-~@]+){2,}[\\/]?"), "<path>"),
    (re.compile(r"\b0x[0-9a-fA-F]+\b"), "<hex>"),
    (re.compile(r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b|\b[0-9a-f]{16,}\b"), "<hash>"),
    (re.compile(r"'[^'\n]{1,200}'|\"[^\"\n]{1,200}\""), "'<q>'"),
    (re.compile(r"(?<![\w<])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w>])"), "<n>"),
    (re.compile(r"\s+"), " "),
]
_WORD = re.compile(r"<\w+>|[A-Za-z_][A-Za-z0-9_]+")
MAX_CHARS = 4000


def normalize(message: str) -> str:
    """Return ``message`` with variable parts replaced by placeholders (at most 4000 chars read)."""
    text = message[:MAX_CHARS]
    for pattern, repl in _RULES:
        text = pattern.sub(repl, text)
    return text.strip()


def tokens(message: str) -> frozenset[str]:
    """Lower-cased words of the normalised message (placeholders kept as tokens)."""
    return frozenset(w.lower() for w in _WORD.findall(normalize(message)))


def similarity(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard similarity of two token sets (0 when either is empty)."""
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)
