"""Error-like format strings from compiled modules (``.so``, ``.pyd``), a lower tier with no condition.

Runs of printable ASCII (like ``strings``) are kept when they read as an error message:
a few words with spaces, a word such as "expected", "must", "invalid", "not",
"failed" or "cannot", and not code, a path or a mangled symbol. printf conversions
(``%s``, ``%.200s``, ``%zd``) and fmt/``{}`` fields become holes. PyTorch's
``TORCH_CHECK`` messages are concatenated from several literals at run time; each
literal is a string of its own here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .template import Template, literal_chars, normalise, parse_c_format

#: shortest string considered
MIN_LENGTH = 16
#: longest string considered (longer runs are help texts or embedded sources)
MAX_LENGTH = 400
_RUN = re.compile(rb"[\x20-\x7e\t]{%d,%d}" % (MIN_LENGTH, MAX_LENGTH * 4))
_ERROR_WORDS = re.compile(
    rb"\b(?:expected|expects|expecting|must|invalid|not|failed|fails|cannot|can't|unable|unsupported|unknown|unrecognized|"
    rb"mismatch|out of range|out of bounds|too many|too few|should|only|illegal|incompatible|overflow|exceeds|missing|"
    rb"error|requires|required|unexpected|doesn't|does not|isn't|wrong|undefined|no|unhashable|unbound|takes|got|exactly)\b",
    re.IGNORECASE,
)
_WORD = re.compile(rb"[A-Za-z]{2,}")
_CONVERSION = re.compile(rb"%[-+ #0]*\d*(?:\.\d+)?(?:l|ll|z|h)?[a-zA-Z]")
_RUST_SPLIT = re.compile(rb"(?<=[a-z.!?)\]'`])(?=[A-Z])")
#: how docstrings and help texts compiled into a module begin (not messages)
_DOC_STARTS = (b"Return ", b"Returns ", b"If ", b"This ", b"The ", b"When ", b"Raises ", b"Unlike ", b"Convert ", b"See ", b"Note", b"Usage", b"Example")
_CODE_HINTS = (b"#include", b"#define", b"__global__", b"template<", b"template <", b"return ", b"};", b"){", b") {", b"//", b"/*", b"def ", b"self.", b"import ")


@dataclass(frozen=True)
class BinaryString:
    """One error-like string of a compiled file."""

    parts: Template
    path: str
    uncertain: bool = False


def _looks_like_message(s: bytes) -> bool:
    if len(s) > MAX_LENGTH or b" " not in s:
        return False
    if not (s[:1].isalpha() or s[:1] in b"'\"%{([<"):
        return False
    if any(h in s for h in _CODE_HINTS) or s.startswith(_DOC_STARTS):
        return False
    if s.count(b"::") > 2 or s.count(b";") > 1 or s.count(b"/") > 4 or s.count(b"=") > 2:
        return False
    words = _WORD.findall(s)
    if len(words) < (2 if b"%" in s or b"{" in s else 3):
        return False
    bare = _CONVERSION.sub(b"", s)  # "'%.200s'" counts as the quotes around it
    letters = sum(65 <= c <= 90 or 97 <= c <= 122 or c == 32 for c in bare)
    if letters < 0.7 * len(bare):
        return False
    return _ERROR_WORDS.search(s) is not None


def is_rust(data: bytes) -> bool:
    """Whether a binary was built by Rust, whose string literals are not NUL-terminated (their boundaries are lost)."""
    return b"RUST_BACKTRACE" in data or b"/rustc/" in data


def strings_from_bytes(data: bytes, path: str, min_literal: int = 12) -> Iterator[BinaryString]:
    """Distinct error-like strings of a binary, in the order they occur.

    In a Rust binary adjacent literals run together; runs are split where a lower-case
    letter or closing punctuation meets a capital ("TooSmallThe vocabulary" -> two), and
    every string is marked ``uncertain`` since a boundary may still be missing.
    """
    rust = is_rust(data)
    seen: set[bytes] = set()
    for m in _RUN.finditer(data):
        run = m.group()
        pieces = _RUST_SPLIT.split(run) if rust else [run]
        for piece in pieces:
            s = piece.strip()
            if s in seen or not _looks_like_message(s):
                continue
            seen.add(s)
            parts = normalise(parse_c_format(s))
            if literal_chars(parts) >= min_literal:
                yield BinaryString(parts, path, uncertain=rust)
