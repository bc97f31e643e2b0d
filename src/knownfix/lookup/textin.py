"""Turning whatever was pasted into bounded, clean lines (the first step of a lookup).

Everything here is linear in the input and capped, so a 10 MB paste costs the
same as a 256 KiB one:

* bytes are decoded as UTF-8 with replacement (invalid bytes become U+FFFD,
  never an error);
* only the first :data:`HEAD_CHARS` and the last :data:`TAIL_CHARS` characters
  are kept (the final exception of a traceback is at the end; a paste that starts
  with the error and continues with logs keeps its head); the cut is recorded;
* ANSI escape sequences (Jupyter/IPython colours, terminal output) are removed,
  ``\\r\\n`` and lone ``\\r`` become line breaks;
* each line is cut at :data:`MAX_LINE_CHARS` characters;
* line prefixes that are not part of the error are removed and remembered:
  pytest's ``E   `` marker, log timestamps and levels, ``ERROR:root:`` of the
  logging module, and the ``|`` gutter of exception groups.

Line numbers refer to the original input (1-based), even after a cut.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

HEAD_CHARS = 32 * 1024
TAIL_CHARS = 224 * 1024
MAX_LINE_CHARS = 2000

_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]")
_PYTEST_E = re.compile(r"^E(?:\s+|$)")
_TIMESTAMP = re.compile(
    r"^\s*\[?\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|\s?[+-]\d{2}:?\d{2}|\s?UTC)?\]?"
    r"(?:\s*[-|:]?\s*\[?(?:DEBUG|INFO|WARN|WARNING|ERROR|CRITICAL|FATAL|stderr|stdout)\]?(?:\s+F(?=\s))?)?"
    r"(?:\s*[-|:]\s*|\s+)?"
)
_LOGGING = re.compile(r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.<>]*:")
_GROUP_GUTTER = re.compile(r"^(?:\s*\|)+ ?")


@dataclass
class Line:
    """One cleaned input line."""

    text: str
    number: int  # 1-based line number in the original input
    prefix: str = ""  # "pytest-E", "log", "group" or ""


@dataclass
class CleanText:
    lines: list[Line] = field(default_factory=list)
    truncated: bool = False  # part of the input was skipped (size cap)
    original_chars: int = 0
    cut_lines: int = 0  # lines cut at MAX_LINE_CHARS

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


def decode(data: bytes | str) -> str:
    """Decode input bytes as UTF-8, replacing invalid bytes (and lone surrogates in a str) with U+FFFD (never raises)."""
    return to_text(data)[0]


def to_text(data: bytes | str) -> tuple[str, bool]:
    """Pasted input as text that encodes to UTF-8, and whether anything had to be replaced.

    The one place the interfaces (``knownfix lookup``, the web app, the MCP tools)
    turn what they received into lookup text: invalid UTF-8 bytes, and lone
    surrogates in a ``str`` (possible via JSON ``"\\ud800"``), become U+FFFD.
    Never raises. :func:`decode` (the engine's first step) is the same without the flag.
    """
    if isinstance(data, bytes):
        try:
            return data.decode("utf-8"), False
        except UnicodeDecodeError:
            return data.decode("utf-8", errors="replace"), True
    try:
        data.encode("utf-8")
    except UnicodeEncodeError:
        return data.encode("utf-16", "surrogatepass").decode("utf-16", "replace"), True
    return data, False


def _split(raw: str, first_number: int, out: CleanText) -> None:
    raw = raw.replace("\r\n", "\n").replace("\r", "\n")
    for i, text in enumerate(raw.split("\n")):
        if "\x1b" in text:
            text = _ANSI.sub("", text)
        if len(text) > MAX_LINE_CHARS:
            text = text[:MAX_LINE_CHARS]
            out.cut_lines += 1
        text = text.rstrip()
        if "\x00" in text:
            text = text.replace("\x00", "")
        prefix = ""
        if text.startswith("E") and _PYTEST_E.match(text):
            text = text[1:].strip()
            prefix = "pytest-E"
        elif text[:1].isdigit() or text[:2] == " [" or text[:1] == "[":
            m = _TIMESTAMP.match(text)
            if m and m.end() > 0:
                text = text[m.end():]
                prefix = "log"
        if text[:1] in "DIWEC" and _LOGGING.match(text):
            text = _LOGGING.sub("", text, count=1)
            prefix = "log"
        elif "|" in text[:12] and _GROUP_GUTTER.match(text):
            text = _GROUP_GUTTER.sub("", text, count=1)
            prefix = "group"
        out.lines.append(Line(text=text, number=first_number + i, prefix=prefix))


def clean(data: bytes | str) -> CleanText:
    """Decode, cap, strip ANSI and line prefixes. Never raises; linear time."""
    text = decode(data)
    out = CleanText(original_chars=len(text))
    if len(text) <= HEAD_CHARS + TAIL_CHARS:
        _split(text, 1, out)
        return out
    out.truncated = True
    head = text[:HEAD_CHARS]
    tail_start = len(text) - TAIL_CHARS
    # Cut on line boundaries: drop the partial last line of the head and the partial first of the tail.
    nl = head.rfind("\n")
    head = head[: max(nl, 0)]
    nl = text.find("\n", tail_start)
    tail_start = nl + 1 if nl >= 0 else tail_start
    _split(head, 1, out)
    tail_first = text.count("\n", 0, tail_start) + 1
    out.lines.append(Line(text="", number=out.lines[-1].number + 1 if out.lines else 1))
    _split(text[tail_start:], tail_first, out)
    return out
