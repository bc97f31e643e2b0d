"""One-pass multi-pattern matchers: Hyperscan, an RE2 set, and a pure-Python fallback.

All three answer the same question in the same way: given a scan buffer (lines
joined by ``\\n``), which pattern indexes match somewhere, and — where the backend
knows it — on which buffer line the first match ends. Semantics shared by all
three: search (unanchored), case-sensitive, ``^``/``$`` match at line starts/ends
(multi-line mode), ``.`` does not match a newline.

* :class:`HyperscanMatcher` compiles every pattern into one database
  (``HS_FLAG_SINGLEMATCH | HS_FLAG_UTF8 | HS_FLAG_MULTILINE``), scans the buffer
  once and reports end offsets. Patterns Hyperscan rejects (e.g. ones that can
  match the empty string) go to a small RE2 set scanned alongside. The database
  serialises with ``hyperscan.dumpb`` / ``loadb``.
* :class:`Re2SetMatcher` uses ``re2.Set`` (one pass, ids only).
* :class:`ReMatcher` loops over compiled ``re`` patterns (only when neither
  Hyperscan nor google-re2 can be imported).

Pick with :func:`available_backends` / :func:`make_matcher`; the environment
variable ``KNOWNFIX_MATCHER`` (``hyperscan``, ``re2`` or ``re``) forces one.
"""

from __future__ import annotations

import bisect
import os
import re
import threading
from dataclasses import dataclass, field
from typing import Protocol

try:
    import hyperscan as _hs
except ImportError:  # pragma: no cover - platform without hyperscan wheels
    _hs = None
try:
    import re2 as _re2
except ImportError:  # pragma: no cover
    _re2 = None


@dataclass
class ScanBuffer:
    """Lines joined by newlines, with offsets so a match offset maps back to a line."""

    lines: list[str]
    text: str = ""
    _char_starts: list[int] = field(default_factory=list)
    _data: bytes | None = None
    _byte_starts: list[int] | None = None

    def __post_init__(self) -> None:
        self.text = "\n".join(self.lines)
        pos, starts = 0, []
        for line in self.lines:
            starts.append(pos)
            pos += len(line) + 1
        self._char_starts = starts

    @property
    def data(self) -> bytes:
        if self._data is None:
            self._data = self.text.encode("utf-8", errors="replace")
        return self._data

    def line_of_byte(self, end: int) -> int:
        if self._byte_starts is None:
            pos, starts = 0, []
            for line in self.lines:
                starts.append(pos)
                pos += len(line.encode("utf-8", errors="replace")) + 1
            self._byte_starts = starts
        return max(0, bisect.bisect_right(self._byte_starts, max(end - 1, 0)) - 1)

    def line_of_char(self, pos: int) -> int:
        return max(0, bisect.bisect_right(self._char_starts, pos) - 1)


class Matcher(Protocol):
    name: str

    def scan(self, buf: ScanBuffer) -> dict[int, int | None]:
        """Pattern index -> buffer line of the first match (None when the backend cannot tell)."""
        ...

    def dump(self) -> bytes | None:
        """Serialised compiled form, or None when rebuilding from patterns is cheap."""
        ...


def available_backends() -> list[str]:
    out = []
    if _hs is not None:
        out.append("hyperscan")
    if _re2 is not None:
        out.append("re2")
    out.append("re")
    return out


def default_backend() -> str:
    forced = os.environ.get("KNOWNFIX_MATCHER", "").strip().lower()
    avail = available_backends()
    if forced:
        if forced not in avail:
            raise ValueError(f"KNOWNFIX_MATCHER={forced!r} is not available here (available: {', '.join(avail)})")
        return forced
    return avail[0]


def pattern_problem(pattern: str) -> str | None:
    """Why ``pattern`` cannot be used (RE2 rejects it), or None."""
    if _re2 is not None:
        try:
            _re2.compile(pattern)
        except Exception as e:  # noqa: BLE001 - re2 raises several types
            return f"not accepted by RE2: {e}"
        return None
    try:
        re.compile(pattern)
    except re.error as e:
        return f"invalid pattern: {e}"
    return None


def _matches_empty(pattern: str) -> bool:
    try:
        return re.search(pattern, "") is not None
    except re.error:
        pass
    try:
        return _re2 is not None and _re2.search(pattern, "") is not None
    except Exception:  # noqa: BLE001 - invalid everywhere: let the compiler reject it
        return False


class ReMatcher:
    name = "re"

    def __init__(self, patterns: list[str]):
        self._compiled: list[tuple[int, re.Pattern[str]]] = []
        for i, p in enumerate(patterns):
            try:
                self._compiled.append((i, re.compile(p, re.MULTILINE)))
            except re.error:
                continue

    def scan(self, buf: ScanBuffer) -> dict[int, int | None]:
        out: dict[int, int | None] = {}
        for i, rx in self._compiled:
            m = rx.search(buf.text)
            if m:
                out[i] = buf.line_of_char(max(m.end() - 1, m.start()))
        return out

    def dump(self) -> bytes | None:
        return None


class Re2SetMatcher:
    name = "re2"

    def __init__(self, patterns: list[str], ids: list[int] | None = None):
        assert _re2 is not None
        opts = _re2.Options()
        opts.log_errors = False
        opts.max_mem = 1 << 30
        self._set = _re2.Set.SearchSet(opts)
        self._ids: list[int] = []
        for i, p in zip(ids if ids is not None else range(len(patterns)), patterns):
            try:
                self._set.Add("(?m)" + p)
            except Exception:  # noqa: BLE001 - rejected pattern: never matches
                continue
            self._ids.append(i)
        self._set.Compile()

    def scan(self, buf: ScanBuffer) -> dict[int, int | None]:
        if not self._ids:
            return {}
        return {self._ids[k]: None for k in (self._set.Match(buf.text) or ())}

    def dump(self) -> bytes | None:
        return None


class HyperscanMatcher:
    name = "hyperscan"
    FLAGS = 0 if _hs is None else (_hs.HS_FLAG_SINGLEMATCH | _hs.HS_FLAG_UTF8 | _hs.HS_FLAG_MULTILINE)

    def __init__(self, patterns: list[str], serialized: bytes | None = None, leftover: list[int] | None = None):
        assert _hs is not None
        self._lock = threading.Lock()
        self.leftover: list[int] = []
        if serialized is not None and leftover is not None:
            self._db = _hs.loadb(serialized, _hs.HS_MODE_BLOCK)
            self._db.scratch = _hs.Scratch(self._db)  # loadb does not allocate scratch space
            self.leftover = leftover
        else:
            ok: list[int] = []
            for i, p in enumerate(patterns):
                (self.leftover if _matches_empty(p) else ok).append(i)
            ok = self._compile(patterns, ok)
            self._db = self._build(patterns, ok) if ok else None
        self._extra: Matcher = (
            Re2SetMatcher([patterns[i] for i in self.leftover], self.leftover)
            if _re2 is not None
            else _SubsetRe(patterns, self.leftover)
        )

    def _build(self, patterns: list[str], ids: list[int]):  # noqa: ANN202 - hyperscan.Database
        db = _hs.Database(mode=_hs.HS_MODE_BLOCK)
        db.compile(
            expressions=[patterns[i].encode("utf-8") for i in ids],
            ids=ids,
            elements=len(ids),
            flags=[self.FLAGS] * len(ids),
        )
        return db

    def _compile(self, patterns: list[str], ids: list[int]) -> list[int]:
        """Return the ids Hyperscan accepts; rejected ones go to ``leftover`` (found by bisection)."""
        if not ids:
            return []
        try:
            self._build(patterns, ids)
            return ids
        except Exception:  # noqa: BLE001 - hyperscan.error does not say which expression failed
            if len(ids) == 1:
                self.leftover.append(ids[0])
                return []
        mid = len(ids) // 2
        return self._compile(patterns, ids[:mid]) + self._compile(patterns, ids[mid:])

    def scan(self, buf: ScanBuffer) -> dict[int, int | None]:
        out: dict[int, int | None] = {}
        if self._db is not None:
            ends: dict[int, int] = {}

            def on_match(pid: int, _start: int, end: int, _flags: int, _ctx: object) -> None:
                ends.setdefault(pid, end)

            with self._lock:
                self._db.scan(buf.data, match_event_handler=on_match)
            for pid, end in ends.items():
                out[pid] = buf.line_of_byte(end)
        if self.leftover:
            out.update(self._extra.scan(buf))
        return out

    def dump(self) -> bytes | None:
        return _hs.dumpb(self._db) if self._db is not None else None


class _SubsetRe(ReMatcher):
    def __init__(self, patterns: list[str], ids: list[int]):
        super().__init__([])
        for i in ids:
            try:
                self._compiled.append((i, re.compile(patterns[i], re.MULTILINE)))
            except re.error:
                continue


def make_matcher(patterns: list[str], backend: str | None = None) -> Matcher:
    """Compile ``patterns`` with the chosen (or best available) backend."""
    backend = backend or default_backend()
    if backend == "hyperscan":
        return HyperscanMatcher(patterns)
    if backend == "re2":
        return Re2SetMatcher(patterns)
    return ReMatcher(patterns)
