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
* anything else: if no block is found, the last non-empty lines form one
  ``plain`` block (a one-line message pasted alone).

Never raises on any text (property-tested); at most :data:`MAX_BLOCKS` blocks and
:data:`MAX_MESSAGE_LINES` message lines per block are kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from .context import LibraryContext, detect_context
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
_EXC_LINE = re.compile(rf"^(?P<type>{_TYPE})(?:: ?(?P<msg>.*))?$")
_IPY_HEADER = re.compile(rf"^(?P<type>{_TYPE})\s{{2,}}Traceback \(most recent call last\)")
_WARNING_LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+): (?P<type>(?:[A-Za-z_]\w*\.)*\w*Warning): ?(?P<msg>.*)$")
_FRAME = re.compile(r'^\s*File "(?P<file>[^"]*)", line (?P<line>\d+)(?:, in (?P<func>.*))?$')
_IPY_FRAME = re.compile(r"^\s*File (?P<file>\S.*?):(?P<line>\d+)(?:, in (?P<func>.*))?$")
_IPY_CELL = re.compile(r"^\s*(?P<file>(?:Cell|Input) In ?\[\d*\]), line (?P<line>\d+)(?:, in (?P<func>.*))?$")
_IPY_OLD_FRAME = re.compile(r"^(?P<file>(?:[A-Za-z]:)?[\\/~<][^:]*?|<ipython-input-[^>]*>) in (?P<func>[\w<>.]+)\(.*\)$")
_PYTEST_FRAME = re.compile(r"^(?P<file>[^\s:][^:]*\.py):(?P<line>\d+): in (?P<func>\S+)$")
_IPY_ARROW = re.compile(r"^-*> ?(?P<line>\d+)\s(?P<src>.*)$")
_IPY_NUMBERED = re.compile(r"^\s+\d+\s")
_CARET = re.compile(r"^\s*[\^~]+\s*$")
_PIP_ERROR = re.compile(r"^(?:ERROR|error): (?P<msg>.*)$")
_TRACEBACK = "Traceback (most recent call last)"
_CAUSE = "The above exception was the direct cause of the following exception"
_CONTEXT = "During handling of the above exception, another exception occurred"
_STOP = re.compile(r"^(?:_{3,}|={3,}|-{10,}|FAILED |PASSED |ERROR |[+]-[+-]|\s*\+-)")


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

    @property
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


def _exc_match(text: str) -> re.Match[str] | None:
    if not text or not (text[0].isalpha() or text[0] == "_"):
        return None
    if " " in text.split(":", 1)[0]:
        return None
    return _EXC_LINE.match(text)


def _frame_match(text: str) -> tuple[str, int | None, str | None] | None:
    stripped = text.lstrip()
    if stripped.startswith("File "):
        m = _FRAME.match(text) or _IPY_FRAME.match(text)
        if m:
            func = m.group("func")
            return m.group("file"), int(m.group("line")), func.strip() if func else None
    elif stripped.startswith(("Cell In", "Input In")):
        m = _IPY_CELL.match(text)
        if m:
            return m.group("file"), int(m.group("line")), m.group("func")
    elif ": in " in text:
        m = _PYTEST_FRAME.match(text)
        if m:
            return m.group("file"), int(m.group("line")), m.group("func")
    if " in " in text and text.endswith(")"):
        m = _IPY_OLD_FRAME.match(text)
        if m:
            return m.group("file"), None, m.group("func")
    return None


def _is_stop(text: str) -> bool:
    s = text.strip()
    return (
        not s
        or s.startswith(_TRACEBACK)
        or s.startswith((_CAUSE, _CONTEXT))
        or bool(_STOP.match(text))
        or _frame_match(text) is not None
        or _exc_match(text) is not None
        or _IPY_HEADER.match(text) is not None
        or _PIP_ERROR.match(text) is not None
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
    i = 0
    while i < n:
        text = texts[i]
        s = text.strip()
        if not s:
            i += 1
            continue
        if s.startswith(_TRACEBACK) or _IPY_HEADER.match(text):
            kinds[i] = "marker"
            if not pending_frames:
                last_frame = None
            i += 1
            continue
        if s.startswith(_CAUSE) or s.startswith(_CONTEXT):
            kinds[i] = "marker"
            pending_link = "cause" if s.startswith(_CAUSE) else "context"
            pending_frames, last_frame = [], None
            i += 1
            continue
        fm = _frame_match(text)
        if fm is not None:
            kinds[i] = "frame"
            last_frame = Frame(file=fm[0], lineno=fm[1], func=fm[2], source=None, line_index=i)
            if len(pending_frames) < MAX_FRAMES:
                pending_frames.append(last_frame)
            i += 1
            continue
        if last_frame is not None and (text[:1].isspace() or text.startswith("-")):
            # source line of a frame, IPython numbered/arrow lines, 3.11 caret lines
            kinds[i] = "source"
            am = _IPY_ARROW.match(text.strip()) if "->" in text[:12] else None
            if am:
                last_frame.source = am.group("src").strip()
                last_frame.source_index = i
                if last_frame.lineno is None:
                    last_frame.lineno = int(am.group("line"))
            elif last_frame.source is None and not _CARET.match(text) and not _IPY_NUMBERED.match(text):
                last_frame.source = s
                last_frame.source_index = i
            i += 1
            continue
        kind: BlockKind | None = None
        etype: str | None = None
        first: str = ""
        wm = _WARNING_LINE.match(text) if "Warning" in text else None
        em = _exc_match(text)
        pm = _PIP_ERROR.match(text) if em is None else None
        if em is not None:
            kind, etype, first = "exception", em.group("type"), em.group("msg") or ""
        elif wm is not None:
            kind, etype, first = "warning", wm.group("type"), wm.group("msg")
        elif pm is not None:
            kind, etype, first = "pip", "ERROR", pm.group("msg")
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
        clean=ct, kinds=kinds, blocks=blocks, primary=primary, context=detect_context(texts, blocks), trailing_frames=pending_frames
    )


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
    return Block(kind="plain", type=None, message_lines=idx, messages=[texts[i].strip() for i in idx])
