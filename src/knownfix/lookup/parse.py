"""Parsing pasted text into a structured form: exception chain, frames, final exception.

Understands, line by line and in one pass:

* CPython tracebacks (``Traceback (most recent call last):``, ``File "...", line N, in f``
  frames with their source line, 3.11+ ``^^^^`` marker lines) and chains joined by
  "During handling of the above exception, another exception occurred:" (link
  ``context``) or "The above exception was the direct cause of the following
  exception:" (link ``cause``);
* ``SyntaxError`` blocks (a ``File`` line without ``in func`` and a caret line);
* IPython / Jupyter tracebacks (ANSI already stripped by :mod:`.textin`): the
  ``Type      Traceback (most recent call last)`` header, ``Cell In[3], line 5`` and
  ``File /path.py:12, in f()`` frames, old-style ``/path.py in f(x)`` frames and
  the ``----> 12 source`` arrow lines;
* pytest ``E   `` lines (prefix removed by :mod:`.textin`);
* warnings printed as ``path:12: SomeWarning: message``;
* pip / resolver ``ERROR: ...`` (and pip's lowercase ``error: ...``) blocks;
* an IDE's ``Exception has occurred: X`` line (VS Code, PyCharm's debugger), the
  message on the lines after it;
* an exception line glued to a C / Cython frame on the same line
  (``index.pyx in pandas._libs.index.IndexEngine.get_loc()KeyError: 'a'``): the
  frame, then the exception;
* an exception line typed with full-width punctuation or Unicode spaces
  (``ModuleNotFoundError： No module named 'x'``), read after folding them;
* anything else: if no block is found, the last non-empty lines form one
  ``plain`` block (a one-line message pasted alone).

Never raises on any text (property-tested); at most :data:`MAX_BLOCKS` blocks and
:data:`MAX_MESSAGE_LINES` message lines per block are kept.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Literal

from ._rx import compile_rx, group_numbers
from .context import NAME_START, LibraryContext, detect_context
from .normalize import fold
from .textin import CleanText, clean

MAX_BLOCKS = 64
MAX_MESSAGE_LINES = 40
MAX_FRAMES = 400

BlockKind = Literal["exception", "warning", "pip", "plain"]
LineKind = Literal["message", "frame", "source", "marker", "other"]

_TYPE = (
    r"(?:[A-Za-z_]\w*\.)*(?:[A-Za-z_]\w*?(?:Error|Exception|Warning|Exit|Interrupt|Iteration|Fault)"
    r"|Exception|BaseException|Warning)"
    r"|(?:[A-Za-z_]\w*\.)+[A-Z]\w*"
)
_EXC_LINE = compile_rx(rf"^(?P<type>{_TYPE})(?:: ?(?P<msg>.*))?$")
_IPY_HEADER = compile_rx(rf"^(?P<type>{_TYPE})\s{{2,}}Traceback \(most recent call last\)")
_WARNING_LINE = compile_rx(r"^(?P<file>.+?):(?P<line>\d+): (?P<type>(?:[A-Za-z_]\w*\.)*\w*Warning): ?(?P<msg>.*)$")
_FRAME = compile_rx(r'^\s*File "(?P<file>[^"]*)", line (?P<line>\d+)(?:, in (?P<func>.*))?$')
_IPY_FRAME = compile_rx(r"^\s*File (?P<file>\S.*?):(?P<line>\d+)(?:, in (?P<func>.*))?$")
_IPY_CELL = compile_rx(r"^\s*(?P<file>(?:Cell|Input) In ?\[\d*\]), line (?P<line>\d+)(?:, in (?P<func>.*))?$")
_IPY_OLD_FRAME = compile_rx(r"^(?P<file>(?:[A-Za-z]:)?[\\/~<][^:]*?|<ipython-input-[^>]*>) in (?P<func>[\w<>.]+)\(.*\)$")
_PYTEST_FRAME = compile_rx(r"^(?P<file>[^\s:][^:]*\.py):(?P<line>\d+): in (?P<func>\S+)$")
#: ``Exception has occurred: RuntimeError`` (VS Code), optionally followed by its ``(note: ...)`` or the message.
_IDE_LINE = compile_rx(rf"^Exception has occurred: (?P<type>{_TYPE})(?:\s+(?P<rest>.*))?$")
#: A C / Cython / compiled-module frame with an exception line glued after it on the same line.
_GLUED = compile_rx(
    rf"^(?P<frame>.*?\.(?:pyx|pxi|pxd|so|pyd|c|cc|cpp|cu|cuh|h|hpp)\b.*?(?:\)|\s))\s*(?P<type>{_TYPE}): ?(?P<msg>.*)$"
)
_IPY_ARROW = compile_rx(r"^-*> ?(?P<line>\d+)\s(?P<src>.*)$")
_G_EXC = group_numbers(_EXC_LINE)
_G_WARN = group_numbers(_WARNING_LINE)
_G_ARROW = group_numbers(_IPY_ARROW)
_G_IDE = group_numbers(_IDE_LINE)
_G_GLUED = group_numbers(_GLUED)
_COMPILED_EXT = (".pyx", ".pxi", ".pxd", ".so", ".pyd", ".c", ".cc", ".cpp", ".cu", ".cuh", ".h", ".hpp")
#: (pattern, number of its file / line / func groups; 0 = the pattern has no such group)
_FRAME_SHAPES: dict[str, tuple[Any, int, int, int]] = {
    name: (rx, g.get("file", 0), g.get("line", 0), g.get("func", 0))
    for name, rx in (("cpython", _FRAME), ("ipython", _IPY_FRAME), ("cell", _IPY_CELL), ("pytest", _PYTEST_FRAME), ("old", _IPY_OLD_FRAME))
    for g in (group_numbers(rx),)
}
_TRACEBACK = "Traceback (most recent call last)"
_CAUSE = "The above exception was the direct cause of the following exception"
_CONTEXT = "During handling of the above exception, another exception occurred"
_STOP_PREFIXES = ("___", "===", "-" * 10, "FAILED ", "PASSED ", "ERROR ", "+-+", "+--")
_PIP_PREFIXES = ("ERROR: ", "error: ")
_DIGITS = "0123456789"
_RX_SPACE = " \t\n\f\r"  # RE2's \s


class _Exc:
    """An exception line: its type and message (what ``_EXC_LINE`` captured)."""

    __slots__ = ("msg", "type")

    def __init__(self, type_: str, msg: str) -> None:
        self.type, self.msg = type_, msg


@dataclass
class Frame:
    """One traceback frame. ``formatted`` is the frame as CPython prints it (hints match it)."""

    file: str
    lineno: int | None
    func: str | None
    source: str | None
    line_index: int  # index into Parsed.lines
    source_index: int | None = None  # index into Parsed.lines of the source line

    @property
    def formatted(self) -> str:
        head = f'File "{self.file}", line {self.lineno if self.lineno is not None else "?"}'
        if self.func:
            head += f", in {self.func}"
        return head + (f"\n    {self.source}" if self.source else "")


@dataclass
class Block:
    """An exception (or warning / pip error / plain message) with its message and frames."""

    kind: BlockKind
    type: str | None
    message_lines: list[int] = field(default_factory=list)  # indexes into Parsed.lines
    frames: list[Frame] = field(default_factory=list)
    link: Literal["cause", "context"] | None = None  # how it follows the previous exception
    messages: list[str] = field(default_factory=list)

    @property
    def message(self) -> str:
        return "\n".join(self.messages)

    @property
    def short_type(self) -> str | None:
        return self.type.rsplit(".", 1)[-1] if self.type else None


@dataclass
class Parsed:
    """The structured form of a paste (see module docstring)."""

    clean: CleanText
    kinds: list[LineKind]
    blocks: list[Block]
    primary: list[Block]  # the final exception (or every pip ERROR block, or the warnings, or the plain block)
    context: LibraryContext
    #: frames of a traceback that ends without an exception line (the paste was cut there)
    trailing_frames: list[Frame] = field(default_factory=list)
    #: line index -> offset where the exception line starts, for an exception glued to a frame on one line
    glued: dict[int, int] = field(default_factory=dict)

    @functools.cached_property
    def lines(self) -> list[str]:
        return [line.text for line in self.clean.lines]

    @property
    def final(self) -> Block | None:
        return self.primary[-1] if self.primary else None

    @property
    def exceptions(self) -> list[Block]:
        return [b for b in self.blocks if b.kind == "exception"]

    @property
    def frames(self) -> list[Frame]:
        return [f for b in self.blocks for f in b.frames] + self.trailing_frames

    def line_number(self, index: int) -> int:
        return self.clean.lines[index].number


_TYPE_SUFFIXES = ("Error", "Exception", "Warning", "Exit", "Interrupt", "Iteration", "Fault")
_TYPE_ALONE = frozenset({"Exception", "BaseException", "Warning"})
_ASCII_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _exception_type(head: str) -> bool:
    """Whether ``head`` is what ``_TYPE`` matches (dotted ASCII names, the last one a class name),
    checked with string methods: the same answer, without a regex call on every line."""
    if not head.isascii():
        return False
    parts = head.split(".")
    for part in parts:  # [A-Za-z_]\w*
        if not part or part[0] not in NAME_START or not part.replace("_", "a").isalnum():
            return False
    last = parts[-1]
    if last in _TYPE_ALONE or any(len(last) > len(sfx) and last.endswith(sfx) for sfx in _TYPE_SUFFIXES):
        return True
    return len(parts) > 1 and last[0] in _ASCII_UPPER


def _exc_match(text: str) -> _Exc | None:
    """``text`` read as an exception line (``_EXC_LINE``: ``Type`` or ``Type: message``), else None."""
    if not text or not (text[0].isalpha() or text[0] == "_") or "\n" in text:
        return None
    colon = text.find(":")
    head = text if colon < 0 else text[:colon]
    if " " in head or not _exception_type(head):
        return None
    if colon < 0:
        return _Exc(head, "")
    msg = text[colon + 1:]
    return _Exc(head, msg.removeprefix(" "))


def _exc_or_variant(text: str) -> tuple[_Exc, str | None] | None:
    """An exception line in one of the other shapes: an IDE's ``Exception has occurred: X``, a
    full-width or Unicode-spaced exception line, or an exception glued to a compiled frame
    (then also the frame's text). None for anything else."""
    if text.startswith("Exception has occurred: "):
        m = _IDE_LINE.match(text.rstrip())
        if m is not None:
            rest = (m.group(_G_IDE["rest"]) or "").strip()
            return _Exc(m.group(_G_IDE["type"]), "" if rest.startswith("(note:") else rest), None
    if not text.isascii():
        em = _exc_match(fold(text))
        if em is not None:
            return em, None
    if ": " in text and any(ext in text for ext in _COMPILED_EXT):
        m = _GLUED.match(text)
        if m is not None:
            return _Exc(m.group(_G_GLUED["type"]), m.group(_G_GLUED["msg"]) or ""), m.group(_G_GLUED["frame"])
    return None


def _frame_shape(name: str, text: str) -> tuple[str, int | None, str | None] | None:
    rx, gf, gl, gfunc = _FRAME_SHAPES[name]
    m = rx.match(text)
    if m is None:
        return None
    func = m.group(gfunc) if gfunc else None
    return m.group(gf), int(m.group(gl)) if gl else None, func


def _cpython_frame(stripped: str) -> tuple[str, int | None, str | None] | None:
    """``File "x.py", line 3, in f`` (``_FRAME`` after its leading spaces) read with string methods;
    None where it is not that simple shape (the caller then asks the patterns)."""
    if not stripped.startswith('File "') or "\n" in stripped:
        return None
    close = stripped.find('"', 6)
    if close < 0 or not stripped.startswith('", line ', close):
        return None
    start = close + 8
    end = start
    while end < len(stripped) and stripped[end] in _DIGITS:
        end += 1
    if end == start:
        return None
    rest = stripped[end:]
    if rest and not rest.startswith(", in "):
        return None
    return stripped[6:close], int(stripped[start:end]), rest[5:] if rest else None


def _frame_match(text: str) -> tuple[str, int | None, str | None] | None:
    stripped = text.lstrip()
    if stripped.startswith("File "):
        fm = _cpython_frame(text.lstrip(_RX_SPACE)) or _frame_shape("cpython", text) or _frame_shape("ipython", text)
        if fm:
            return fm[0], fm[1], fm[2].strip() if fm[2] else None
    elif stripped.startswith(("Cell In", "Input In")):
        fm = _frame_shape("cell", text)
        if fm:
            return fm
    elif ": in " in text:
        fm = _frame_shape("pytest", text)
        if fm:
            return fm
    if " in " in text and text.endswith(")"):
        fm = _frame_shape("old", text)
        if fm:
            return fm
    return None


def _ipy_header(text: str) -> bool:
    return _TRACEBACK in text and _IPY_HEADER.match(text) is not None


def _pip_error(text: str) -> str | None:
    """The message of a pip ``ERROR: ...`` / ``error: ...`` line (None for other lines)."""
    return text[7:] if text.startswith(_PIP_PREFIXES) else None


def _stop_line(text: str) -> bool:
    """A separator line of pytest / exception-group output."""
    return text.startswith(_STOP_PREFIXES) or text.lstrip().startswith("+-")


def _caret(text: str) -> bool:
    s = text.strip()
    return bool(s) and not s.strip("^~")


def _ipy_numbered(text: str) -> bool:
    """``   12 source`` (IPython's numbered context lines): indent, digits, whitespace."""
    rest = text.lstrip()
    if len(rest) == len(text):
        return False
    after = rest.lstrip(_DIGITS)
    return len(after) < len(rest) and after[:1].isspace()


def _is_stop(text: str) -> bool:
    s = text.strip()
    return (
        not s
        or s.startswith((_TRACEBACK, _CAUSE, _CONTEXT))
        or _stop_line(text)
        or _frame_match(text) is not None
        or _exc_match(text) is not None
        or _ipy_header(text)
        or _pip_error(text) is not None
    )


def parse(data: bytes | str | CleanText) -> Parsed:
    """Parse pasted text (str, or bytes decoded with replacement). Never raises."""
    ct = data if isinstance(data, CleanText) else clean(data)
    texts = [line.text for line in ct.lines]
    n = len(texts)
    kinds: list[LineKind] = ["other"] * n
    blocks: list[Block] = []
    pending_frames: list[Frame] = []
    pending_link: Literal["cause", "context"] | None = None
    last_frame: Frame | None = None
    glued_at: dict[int, int] = {}
    i = 0
    while i < n:
        text = texts[i]
        s = text.strip()
        if not s:
            i += 1
            continue
        if s.startswith(_TRACEBACK) or _ipy_header(text):
            kinds[i] = "marker"
            if not pending_frames:
                last_frame = None
            i += 1
            continue
        if s.startswith((_CAUSE, _CONTEXT)):
            kinds[i] = "marker"
            pending_link = "cause" if s.startswith(_CAUSE) else "context"
            pending_frames, last_frame = [], None
            i += 1
            continue
        variant = _exc_or_variant(text) if _exc_match(text) is None else None
        fm = _frame_match(text) if variant is None else None
        if fm is not None:
            kinds[i] = "frame"
            last_frame = Frame(file=fm[0], lineno=fm[1], func=fm[2], source=None, line_index=i)
            if len(pending_frames) < MAX_FRAMES:
                pending_frames.append(last_frame)
            i += 1
            continue
        if last_frame is not None and text[:1].isspace() and _in_user_code_error(blocks, s):
            # TensorFlow's "X: in user code:" report: frames indented under it, then the real error, indented
            inner = _exc_match(s)
            assert inner is not None
            owner = blocks[-1]
            owner.type = inner.type
            owner.message_lines.append(i)
            owner.messages.append(inner.msg)
            owner.frames.extend(pending_frames[: max(0, MAX_FRAMES - len(owner.frames))])
            kinds[i] = "message"
            pending_frames, last_frame = [], None
            i += 1
            continue
        if last_frame is not None and (text[:1].isspace() or text.startswith("-")):
            # source line of a frame, IPython numbered/arrow lines, 3.11 caret lines
            kinds[i] = "source"
            am = _IPY_ARROW.match(s) if "->" in text[:12] else None
            if am:
                last_frame.source = am.group(_G_ARROW["src"]).strip()
                last_frame.source_index = i
                if last_frame.lineno is None:
                    last_frame.lineno = int(am.group(_G_ARROW["line"]))
            elif last_frame.source is None and not _caret(text) and not _ipy_numbered(text):
                last_frame.source = s
                last_frame.source_index = i
            i += 1
            continue
        kind: BlockKind | None = None
        etype: str | None = None
        first: str = ""
        em = _exc_match(text) if variant is None else variant[0]
        if variant is not None and variant[1] is not None:
            glued_at[i] = len(variant[1])
            glued = _frame_match(variant[1].strip())
            frame = Frame(
                file=glued[0] if glued else variant[1], lineno=glued[1] if glued else None, func=glued[2] if glued else None,
                source=None, line_index=i,
            )
            if len(pending_frames) < MAX_FRAMES:
                pending_frames.append(frame)
        wm = _WARNING_LINE.match(text) if em is None and "Warning:" in text else None
        pm = _pip_error(text) if em is None else None
        if em is not None:
            kind, etype, first = "exception", em.type, em.msg
        elif wm is not None:
            kind, etype, first = "warning", wm.group(_G_WARN["type"]), wm.group(_G_WARN["msg"])
        elif pm is not None:
            kind, etype, first = "pip", "ERROR", pm
        if kind is None:
            last_frame = None
            i += 1
            continue
        block = Block(kind=kind, type=etype, message_lines=[i], messages=[first])
        kinds[i] = "message"
        if kind == "exception":
            block.frames, block.link = pending_frames, pending_link
            pending_frames, pending_link, last_frame = [], None, None
        j = i + 1
        while j < n and len(block.messages) < MAX_MESSAGE_LINES:
            nxt = texts[j]
            if _is_stop(nxt):
                # pip keeps going across single blank lines inside its own block
                if kind == "pip" and not nxt.strip() and j + 1 < n and texts[j + 1][:1].isspace():
                    j += 1
                    continue
                break
            if kind == "warning" and not nxt[:1].isspace():
                break
            kinds[j] = "message"
            block.message_lines.append(j)
            block.messages.append(nxt.strip() if kind != "exception" else nxt.rstrip())
            j += 1
        blocks.append(block)
        if len(blocks) > MAX_BLOCKS:
            del blocks[0]
        i = j
    primary = _primary(blocks)
    if not blocks:
        plain = _plain_block(texts, kinds)
        if plain is not None:
            blocks.append(plain)
            primary = [plain]
    return Parsed(
        clean=ct,
        kinds=kinds,
        blocks=blocks,
        primary=primary,
        context=detect_context(texts, blocks),
        trailing_frames=pending_frames,
        glued=glued_at,
    )


def _in_user_code_error(blocks: list[Block], stripped: str) -> bool:
    """Whether ``stripped`` (an indented line) is the real error of TensorFlow's autograph report
    ``ValueError: in user code:`` (the last block), which prints the traced frames indented and then the
    error, indented too."""
    if not blocks or blocks[-1].kind != "exception" or not blocks[-1].messages:
        return False
    if blocks[-1].messages[0].strip() != "in user code:" or len(blocks[-1].messages) > 1:
        return False
    return _exc_match(stripped) is not None


def _primary(blocks: list[Block]) -> list[Block]:
    for kind in ("exception",):
        found = [b for b in blocks if b.kind == kind]
        if found:
            return [found[-1]]
    pips = [b for b in blocks if b.kind == "pip"]
    if pips:
        return pips
    warns = [b for b in blocks if b.kind == "warning"]
    return warns[-1:] if warns else []


def _plain_block(texts: list[str], kinds: list[LineKind]) -> Block | None:
    idx = [i for i, t in enumerate(texts) if t.strip() and kinds[i] == "other"]
    if not idx:
        return None
    idx = idx[-MAX_MESSAGE_LINES:]
    for i in idx:
        kinds[i] = "message"
    if len(idx) == 1:
        em = _exc_match(texts[idx[0]].strip())  # one exception line pasted with indentation
        if em is not None:
            return Block(kind="exception", type=em.type, message_lines=idx, messages=[em.msg])
    return Block(kind="plain", type=None, message_lines=idx, messages=[texts[i].strip() for i in idx])
