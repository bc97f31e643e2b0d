"""Linear-time regular expressions for the input path (RE2, bounded memory).

Every regex that reads pasted text is compiled here: RE2 guarantees time linear
in the input (no backtracking; backreferences and lookaround are rejected at
compile time, so a slip fails at import, not under attack), and ``max_mem``
caps what each compiled pattern may allocate (program plus DFA cache; when the
DFA cache fills it is reset, or RE2 falls back to its NFA, still linear).

RE2's ``\\w``, ``\\d``, ``\\s`` and ``\\b`` are ASCII; where a Unicode word
character matters the patterns say ``[\\pL\\pN_]``.

The Python binding re-encodes the text to UTF-8 on every call and resolves a
group *name* on every access, so callers on hot paths read groups by number
(:func:`group_numbers`).
"""

from __future__ import annotations

from typing import Any

import re2  # type: ignore[import-untyped]

#: Memory budget of one compiled input-path pattern (program + DFA cache).
MAX_MEM = 1 << 20


def compile_rx(pattern: str, *, max_mem: int = MAX_MEM) -> Any:
    """Compile ``pattern`` with RE2 (raises ``re2.error`` when it is not RE2 syntax)."""
    opts = re2.Options()
    opts.log_errors = False
    opts.max_mem = max_mem
    return re2.compile(pattern, opts)


def group_numbers(rx: Any) -> dict[str, int]:
    """Name -> number of the named groups of a compiled pattern (look up once, read by number)."""
    return dict(rx.groupindex)
