"""Turning whatever was pasted into bounded, clean lines (the first step of a lookup).

Everything here is linear in the input and capped, so a 10 MB paste costs the
same as a 256 KiB one (regexes are RE2, see :mod:`._rx`; the rest is hand-written
scanning with ``str`` methods):

* bytes-like input (``bytes``, ``bytearray``, ``memoryview``) is decoded as UTF-8
  with replacement (invalid bytes become U+FFFD, never an error); lone surrogates
  in a ``str`` become U+FFFD;
* ``\\r\\n`` and lone ``\\r`` become line breaks (before the cut, so a paste whose
  only breaks are ``\\r`` is cut on lines like any other);
* only the first :data:`HEAD_CHARS` and the last :data:`TAIL_CHARS` characters
  are kept (the final exception of a traceback is at the end; a paste that starts
  with the error and continues with logs keeps its head); the cut is recorded.
  The cut is moved to a line boundary only when that drops less than
  :data:`MAX_LINE_CHARS` characters: a first line longer than the head, or a
  last line longer than the tail, is kept (in part), not dropped;
* ANSI escape sequences (Jupyter/IPython colours, terminal output) are removed;
* a line longer than :data:`MAX_LINE_CHARS` is not simply cut: its *message
  parts* are kept (:func:`long_line_parts`): a JSON object (a structured log
  line) gives its string values split on their newlines; text with escaped
  ``\\n`` is split there; what is still long gives its head, a window from each
  of its last exception-like markers (``SomeError:``, ``Traceback (most recent
  call last)``) and its tail, each at most :data:`MAX_LINE_CHARS` long. Every
  part keeps the line's number;
* a Rich traceback's boxes (``rich.traceback``, Typer and many CLIs) become the frames and
  source lines CPython prints, their locals and blank rows blank lines: a listed source line is
  not read as a message;
* Markdown around a line as GitHub shows it (``> `` quotes, a leading ``**bold**`` span, a
  leading code span's backticks) is taken off;
* line prefixes that are not part of the error are removed and remembered:
  pytest's ``E   `` marker, log timestamps and levels, ``ERROR:root:`` of the
  logging module, and the ``|`` gutter of exception groups.

Line numbers refer to the original input (1-based), even after a cut.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ._rx import compile_rx

HEAD_CHARS = 32 * 1024
TAIL_CHARS = 224 * 1024
MAX_LINE_CHARS = 2000
#: At most this many marker windows are taken from one long line (the last ones).
MAX_LINE_WINDOWS = 16
#: Exact surrogate repair (pairs joined) up to this many characters; beyond, lone and paired
#: surrogates alike become U+FFFD (only reachable through :func:`to_text` on a huge ``str``).
_EXACT_SURROGATES = 1 << 20

_ANSI = compile_rx(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]")
_TIMESTAMP = compile_rx(
    r"^\s*\[?\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|\s?[+-]\d{2}:?\d{2}|\s?UTC)?\]?"
    r"(?:\s*[-|:]?\s*\[?(?:DEBUG|INFO|WARN|WARNING|ERROR|CRITICAL|FATAL|stderr|stdout)\]?(?:\s+F\s)?)?"
    r"(?:\s*[-|:]\s*|\s+)?"
)
_LOGGING = compile_rx(r"^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.<>]*:")
_GROUP_GUTTER = compile_rx(r"^(?:\s*\|)+ ?")
_SURROGATES = {c: 0xFFFD for c in range(0xD800, 0xE000)}
_TYPE_SUFFIXES = ("Error:", "Exception:", "Warning:", "Exit:", "Interrupt:", "Iteration:", "Fault:")
_TRACEBACK = "Traceback (most recent call last)"
#: A traceback indented by more than this many characters is not dedented (it is text inside something else).
MAX_INDENT = 16
_TYPE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")
#: The tail window of a long line starts this many characters before the end of the window before it.
_TAIL_OVERLAP = 200
#: A type name is at most this long (the backward scan from a marker stops there).
_MAX_TYPE_CHARS = 200


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
    cut_lines: int = 0  # lines longer than MAX_LINE_CHARS (reduced to their message parts)

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


def decode(data: bytes | bytearray | memoryview | str) -> str:
    """Decode input bytes as UTF-8, replacing invalid bytes (and lone surrogates in a str) with U+FFFD (never raises)."""
    return to_text(data)[0]


def _bytes_text(data: Any) -> tuple[str, bool]:
    raw = data if isinstance(data, bytes) else memoryview(data).tobytes()  # any buffer: its raw bytes
    try:
        return raw.decode("utf-8"), False
    except UnicodeDecodeError:
        return raw.decode("utf-8", errors="replace"), True


def _fix_surrogates(text: str) -> str:
    """``text`` with surrogate pairs joined and lone surrogates replaced by U+FFFD (linear)."""
    if len(text) <= _EXACT_SURROGATES:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text.translate(_SURROGATES)


def to_text(data: bytes | bytearray | memoryview | str) -> tuple[str, bool]:
    """Pasted input as text that encodes to UTF-8, and whether anything had to be replaced.

    The one place the interfaces (``knownfix lookup``, the web app, the MCP tools)
    turn what they received into lookup text: invalid UTF-8 bytes, and lone
    surrogates in a ``str`` (possible via JSON ``"\\ud800"``), become U+FFFD.
    Any bytes-like object (``bytes``, ``bytearray``, ``memoryview``, ...) is accepted.
    Never raises on text; anything that is neither ``str`` nor bytes-like is a
    ``TypeError``. :func:`decode` is the same without the flag.
    """
    if not isinstance(data, str):
        try:
            return _bytes_text(data)
        except TypeError:
            raise TypeError(f"lookup text must be str or bytes-like, not {type(data).__name__}") from None
    try:
        data.encode("utf-8")
    except UnicodeEncodeError:
        return _fix_surrogates(data), True
    return data, False


def _safe_str(text: str) -> str:
    """A bounded slice of the input, made UTF-8-encodable (lone surrogates -> U+FFFD)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _fix_surrogates(text)
    return text


def _unescape(piece: str) -> str:
    """Undo the escapes a JSON string or a ``repr`` leaves around quotes and tabs (``\\"`` ``\\t``)."""
    if "\\" not in piece:
        return piece
    return piece.replace('\\"', '"').replace("\\t", "    ").replace("\\\\", "\\")


def _json_strings(text: str) -> list[str] | None:
    """The string values of a JSON object or array, in document order (None when it is not JSON)."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(doc, (dict, list)):
        return None
    out: list[str] = []
    stack: list[Any] = [doc]
    while stack:  # iterative: depth is bounded by what json.loads accepted, the walk by its size
        node = stack.pop()
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, dict):
            stack.extend(reversed(list(node.values())))
        elif isinstance(node, list):
            stack.extend(reversed(node))
    return out


def _value_lines(value: str) -> list[str]:
    """The lines of a decoded JSON string (encodable, without ANSI codes or NULs)."""
    value = _safe_str(value)
    if "\x1b" in value:
        value = _ANSI.sub("", value)
    return value.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _marker_starts(piece: str, limit: int) -> list[int]:
    """Start offsets (> 0) of the last ``limit`` exception-like markers in ``piece``, ascending.

    A marker is ``SomeError:`` (any suffix in ``_TYPE_SUFFIXES``; the start is the
    beginning of the dotted type name before it) or the ``Traceback`` header.
    Found with ``str.rfind`` from the end: at most ``limit`` hits per marker kind.
    """
    found: set[int] = set()
    for marker in (*_TYPE_SUFFIXES, _TRACEBACK):
        end = len(piece)
        hits = 0
        while hits < limit:
            pos = piece.rfind(marker, 0, end)
            if pos <= 0:
                break
            end = pos
            start = pos
            if marker is not _TRACEBACK:
                floor = max(0, pos - _MAX_TYPE_CHARS)
                while start > floor and piece[start - 1] in _TYPE_CHARS:
                    start -= 1
                while start < pos and not (piece[start].isalpha() or piece[start] == "_"):
                    start += 1  # a type name starts with a letter or an underscore
            if start > 0:
                found.add(start)
                hits += 1
    return sorted(found)[-limit:]


def _windows(piece: str) -> list[str]:
    """A long piece as its head, a window from each of its last markers, and its tail.

    The tail window is added only when the other windows do not reach the end; it
    starts after a space near its cut (not mid-word), so it reads as the
    continuation of the message before it.
    """
    if len(piece) <= MAX_LINE_CHARS:
        return [piece]
    limit = min(MAX_LINE_WINDOWS, 1 + len(piece) // MAX_LINE_CHARS)
    starts = [0, *_marker_starts(piece, limit)]
    out = [piece[s : s + MAX_LINE_CHARS] for s in starts]
    if starts[-1] + MAX_LINE_CHARS < len(piece):
        # the rest after the last window (with a little overlap), at most MAX_LINE_CHARS
        tail = max(len(piece) - MAX_LINE_CHARS, starts[-1] + MAX_LINE_CHARS - _TAIL_OVERLAP)
        space = piece.find(" ", tail, tail + 100)
        out.append(piece[space + 1 if space >= 0 else tail :])
    return out


def long_line_parts(text: str) -> list[str]:
    """The message parts of a line longer than :data:`MAX_LINE_CHARS` (see the module docstring).

    Bounded: the parts of a JSON line or of a line with escaped newlines add up to
    at most the line's length, before windows; the windows of one piece are at most
    ``MAX_LINE_WINDOWS + 2`` of at most :data:`MAX_LINE_CHARS` each, and at most
    four times the piece.
    """
    stripped = text.lstrip()
    if stripped[:1] in ("{", "["):
        values = _json_strings(stripped)
        if values is not None:
            return [w for v in values for sub in _value_lines(v) for w in _windows(sub)]
    if "\\n" in text:
        return [w for piece in text.split("\\n") for w in _windows(_unescape(piece))]
    return _windows(text)


def _strip_markdown(text: str) -> str:
    """A line as GitHub shows it, without its Markdown wrapping: ``> `` quote markers (not a ``>>>``
    prompt), a leading ``**bold**`` span (``**TypeError:** ...``) and the backticks of a leading code span."""
    while text[:1] == ">" and text[:3] != ">>>":
        text = text[2:] if text[1:2] == " " else text[1:]
    if text[:2] == "**":
        close = text.find("**", 2, MAX_BOLD_CHARS)
        if close > 2:
            text = text[2:close] + text[close + 2:]
    if text[:1] == "`" and text[:3] != "```":
        close = text.find("`", 1)
        text = text[1:] if close < 0 else text[1:close] + text[close + 1:]
    return text


#: A leading bold span longer than this is prose, not a class name made bold.
MAX_BOLD_CHARS = 80


def _strip_prefix(text: str) -> tuple[str, str]:
    prefix = ""
    if text[:1] in (">", "*", "`"):
        text = _strip_markdown(text)
    if text[:1] == "E" and (len(text) == 1 or text[1].isspace()):
        text = text[1:].strip()
        prefix = "pytest-E"
    elif text[:1].isdigit() or text[:2] == " [" or text[:1] == "[":
        m = _TIMESTAMP.match(text)
        if m and m.end() > 0:
            text = text[m.end() :]
            prefix = "log"
    if text[:1] in ("D", "I", "W", "E", "C") and ":" in text[:9] and (m := _LOGGING.match(text)):
        return text[m.end() :], "log"
    if "|" in text[:12] and (m := _GROUP_GUTTER.match(text)):
        return text[m.end() :], "group"
    return text, prefix


def _split(raw: str, first_number: int, out: CleanText) -> None:
    """Split ``raw`` (line breaks already ``\\n``, UTF-8-encodable) into cleaned lines."""
    for i, line in enumerate(raw.split("\n")):
        if "\x1b" in line:
            line = _ANSI.sub("", line)
        if "\x00" in line:
            line = line.replace("\x00", "")
        parts = [line]
        if len(line) > MAX_LINE_CHARS:
            parts = long_line_parts(line)
            out.cut_lines += 1
        for part in parts:
            text, prefix = _strip_prefix(part.rstrip())
            out.lines.append(Line(text=text, number=first_number + i, prefix=prefix))


def _captured_output(lines: list[Line], k: int) -> bool:
    """Whether line ``k`` starts output another tool captured and prints indented under its own error (pip's
    ``[N lines of output]`` / ``Complete output (N lines):`` box): that traceback is a detail of the tool's error."""
    for j in range(k - 1, max(-1, k - 4), -1):
        prev = lines[j].text
        if prev.strip():
            return "lines of output]" in prev or ("Complete output (" in prev and "lines)" in prev)
    return False


def _dedent_tracebacks(lines: list[Line]) -> None:
    """A traceback indented as a whole (under a log line, inside another tool's report, a Markdown list):
    its lines lose the indentation of its ``Traceback (most recent call last):`` line, down to the first
    non-blank line indented less, so that frames and the exception line read as CPython prints them."""
    k = 0
    n = len(lines)
    while k < n:
        text = lines[k].text
        if text[:1] in (" ", "\t") and _TRACEBACK in text[:MAX_INDENT + len(_TRACEBACK)]:
            body = text.lstrip(" \t")
            indent = text[: len(text) - len(body)]
            if body.startswith(_TRACEBACK) and len(indent) <= MAX_INDENT and not _captured_output(lines, k):
                lines[k].text = body
                k += 1
                while k < n and (not lines[k].text.strip() or lines[k].text.startswith(indent)):
                    lines[k].text = lines[k].text[len(indent):]
                    k += 1
                continue
        k += 1


# Rich's traceback (``rich.traceback``, Typer and many CLIs): a box per frame ``│ /path/x.py:195 in run │``, the
# frame's code listed with line numbers (``│   192 │ code │``, ``│ ❱ 195 │ code │``) and its locals in a box inside;
# the exception line follows the box.
_RICH_HEADER = "Traceback (most recent call last)"
_RICH_LISTING = compile_rx(r"^(?:❱ *)?(\d+) ?│(.*)$")
_RICH_FRAME = compile_rx(r"^(\S.*?):(\d+) in (\S+)$")
_RICH_GUIDES = compile_rx(r"^(?: *│)+")
_BOX = ("│", "╭", "╰")


def _rich_box(text: str) -> bool:
    return text[:1] in _BOX and (text[:1] != "│" or text.rstrip().endswith("│"))


def _rich_inner(text: str) -> str | None:
    """What one line of a Rich traceback box says, as CPython would print it (None: nothing of the error)."""
    if text[:1] in ("╭", "╰"):
        return _RICH_HEADER + ":" if _RICH_HEADER in text else None
    inner = text.strip()[1:-1].strip()
    if inner[:1] in _BOX:  # a box inside the frame's box: its locals
        return None
    m = _RICH_LISTING.match(inner)
    if m is not None:
        code = _RICH_GUIDES.sub("", m.group(2)).strip()
        return "    " + code if code else None
    m = _RICH_FRAME.match(inner)
    if m is not None:
        return f'  File "{m.group(1)}", line {m.group(2)}, in {m.group(3)}'
    return None


def _read_rich_tracebacks(lines: list[Line]) -> None:
    """Lines of a Rich traceback box become the frames and source lines CPython prints; the rest of a box
    (locals, wrapped paths, blank rows) becomes blank. Only in a paste with a Rich header or code listing."""
    if not any(ln.text[:1] in ("╭", "│") and (_RICH_HEADER in ln.text or _RICH_LISTING.match(ln.text[1:].strip()))
               for ln in lines if ln.text[:1] in ("╭", "│")):
        return
    wrapped: list[Line] = []  # a long path Rich wrapped over several rows, before its ``:line in function``
    for ln in lines:
        if not _rich_box(ln.text):
            wrapped = []
            continue
        inner = _rich_inner(ln.text)
        if inner is None:
            rest = ln.text.strip()[1:-1].strip() if ln.text[:1] == "│" else ""
            wrapped = [*wrapped, Line(rest, ln.number)] if rest and " " not in rest and rest[:1] not in _BOX else []
            ln.text = ""
            continue
        if inner.startswith('  File "') and wrapped:
            head = "".join(w.text for w in wrapped)
            inner = '  File "' + head + inner[len('  File "'):]
        wrapped = []
        ln.text = inner


def clean(data: bytes | bytearray | memoryview | str) -> CleanText:
    """Decode, cap, strip ANSI and line prefixes. Never raises; linear time, bounded output."""
    if isinstance(data, str):
        text = data
    else:
        text = to_text(data)[0]
    out = CleanText(original_chars=len(text))
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if len(text) <= HEAD_CHARS + TAIL_CHARS:
        _split(_safe_str(text), 1, out)
        _read_rich_tracebacks(out.lines)
        _dedent_tracebacks(out.lines)
        return out
    out.truncated = True
    head = text[:HEAD_CHARS]
    tail_start = len(text) - TAIL_CHARS
    # Cut on line boundaries: drop the partial last line of the head and the partial first line
    # of the tail, but only when short; a long partial line is kept (its message parts are read).
    nl = head.rfind("\n")
    if nl >= 0 and HEAD_CHARS - nl <= MAX_LINE_CHARS:
        head = head[:nl]
    nl = text.find("\n", tail_start, tail_start + MAX_LINE_CHARS)
    if nl >= 0:
        tail_start = nl + 1
    _split(_safe_str(head), 1, out)
    tail_first = text.count("\n", 0, tail_start) + 1
    out.lines.append(Line(text="", number=out.lines[-1].number + 1 if out.lines else 1))
    _split(_safe_str(text[tail_start:]), tail_first, out)
    _read_rich_tracebacks(out.lines)
    _dedent_tracebacks(out.lines)
    return out
