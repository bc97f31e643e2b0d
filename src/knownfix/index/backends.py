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
    _hs = None  # type: ignore[assignment]
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


#: Memory budgets of RE2 (program + DFA cache). The DFA cache is reset when full, so memory
#: stays bounded under crafted input; a set keeps matching (RE2 never bails out of a set's
#: DFA), a single pattern falls back to RE2's NFA (linear, slower). A set gets
#: RE2_SET_MAX_MEM plus RE2_SET_MEM_PER_PATTERN for each pattern (its program), at most 1 GiB.
RE2_SET_MAX_MEM = 32 << 20
RE2_SET_MEM_PER_PATTERN = 8 << 10
RE2_VERIFY_MAX_MEM = 1 << 20


class Re2SetMatcher:
    name = "re2"

    def __init__(self, patterns: list[str], ids: list[int] | None = None):
        assert _re2 is not None
        opts = _re2.Options()
        opts.log_errors = False
        opts.max_mem = min(1 << 30, RE2_SET_MAX_MEM + RE2_SET_MEM_PER_PATTERN * len(patterns))
        self._set = _re2.Set.SearchSet(opts)
        self._ids: list[int] = []
        for i, p in zip(ids if ids is not None else range(len(patterns)), patterns):
            try:
                self._set.Add("(?m)" + p)
            except Exception:  # noqa: BLE001, S112 - a pattern RE2 rejects never matches; check reports it
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
    """Hyperscan, in two databases scanned in the same call.

    * Patterns with a required literal of at least :data:`MIN_LITERAL` characters
      (see :func:`knownfix.index.records.required_literal`) are represented in the
      *literal* database by that literal: compiling 100k literals takes seconds,
      where 100k full regexes take many minutes. A literal hit makes its pattern a
      candidate, confirmed by one RE2 search (exact semantics, and the location).
    * The other patterns are compiled whole into the *full* database.
    * Patterns Hyperscan rejects (e.g. ones matching the empty string) go to an
      RE2 set.
    """

    name = "hyperscan"
    FLAGS = 0 if _hs is None else (_hs.HS_FLAG_SINGLEMATCH | _hs.HS_FLAG_UTF8 | _hs.HS_FLAG_MULTILINE)
    MIN_LITERAL = 6

    def __init__(self, patterns: list[str], state: dict | None = None, blobs: tuple[bytes, bytes] | None = None):
        assert _hs is not None
        from .records import required_literal

        self._lock = threading.Lock()
        self._patterns = patterns
        if state is not None and blobs is not None:
            self.literal_ids = list(state["literal_ids"])
            self.full_ids = list(state["full_ids"])
            self.leftover = list(state["leftover"])
            self._lit_db = self._load(blobs[0])
            self._full_db = self._load(blobs[1])
        else:
            self.leftover, self.full_ids, self.literal_ids = [], [], []
            literals: dict[int, str] = {}
            for i, p in enumerate(patterns):
                lit = required_literal(p)
                if lit is not None and len(lit) >= self.MIN_LITERAL:
                    literals[i] = lit
                elif _matches_empty(p):
                    self.leftover.append(i)
                else:
                    self.full_ids.append(i)
            self.literal_ids = sorted(literals)
            self._lit_db = self._build([_hex_literal(literals[i]) for i in self.literal_ids], self.literal_ids, _hs.HS_FLAG_SINGLEMATCH)
            self.full_ids, self._full_db = self._compile_full(patterns, self.full_ids)
        self._extra: Matcher = (
            Re2SetMatcher([patterns[i] for i in self.leftover], self.leftover)
            if _re2 is not None
            else _SubsetRe(patterns, self.leftover)
        )

    def state(self) -> dict:
        return {"literal_ids": self.literal_ids, "full_ids": self.full_ids, "leftover": self.leftover}

    @staticmethod
    def _load(blob: bytes):
        if not blob:
            return None
        db = _hs.loadb(blob, _hs.HS_MODE_BLOCK)
        db.scratch = _hs.Scratch(db)  # loadb does not allocate scratch space
        return db

    @staticmethod
    def _build(expressions: list[bytes], ids: list[int], flags: int):
        if not ids:
            return None
        db = _hs.Database(mode=_hs.HS_MODE_BLOCK)
        db.compile(expressions=expressions, ids=ids, elements=len(ids), flags=[flags] * len(ids))
        return db

    def _compile_full(self, patterns: list[str], ids: list[int]):
        """Compile ``ids``; on failure bisect to move the rejected ones to ``leftover``."""
        if not ids:
            return [], None
        try:
            return ids, self._build([patterns[i].encode("utf-8") for i in ids], ids, self.FLAGS)
        except Exception:  # noqa: BLE001 - hyperscan.error does not say which expression failed
            if len(ids) == 1:
                self.leftover.append(ids[0])
                return [], None
        mid = len(ids) // 2
        a, _ = self._compile_full(patterns, ids[:mid])
        b, _ = self._compile_full(patterns, ids[mid:])
        ok = a + b
        return ok, self._build([patterns[i].encode("utf-8") for i in ok], ok, self.FLAGS) if ok else None

    def scan(self, buf: ScanBuffer) -> dict[int, int | None]:
        out: dict[int, int | None] = {}
        ends: dict[int, int] = {}
        candidates: set[int] = set()

        def on_full(pid: int, _start: int, end: int, _flags: int, _ctx: object) -> None:
            ends.setdefault(pid, end)

        def on_literal(pid: int, _start: int, _end: int, _flags: int, _ctx: object) -> None:
            candidates.add(pid)

        with self._lock:
            if self._lit_db is not None:
                self._lit_db.scan(buf.data, match_event_handler=on_literal)
            if self._full_db is not None:
                self._full_db.scan(buf.data, match_event_handler=on_full)
        for pid, end in ends.items():
            out[pid] = buf.line_of_byte(end)
        for pid in candidates:
            rx = verifier(self._patterns[pid])
            m = rx.search(buf.text) if rx is not None else None
            if m is not None:
                out[pid] = buf.line_of_char(max(m.end() - 1, m.start()))
        if self.leftover:
            out.update(self._extra.scan(buf))
        return out

    def dump(self) -> bytes | None:
        lit = _hs.dumpb(self._lit_db) if self._lit_db is not None else b""
        full = _hs.dumpb(self._full_db) if self._full_db is not None else b""
        return len(lit).to_bytes(8, "big") + lit + full


def split_blob(blob: bytes) -> tuple[bytes, bytes]:
    n = int.from_bytes(blob[:8], "big")
    return blob[8 : 8 + n], blob[8 + n :]


def _hex_literal(lit: str) -> bytes:
    return "".join(f"\\x{b:02x}" for b in lit.encode("utf-8")).encode("ascii")


_VERIFY: dict[str, object] = {}


def verifier(pattern: str):
    """The compiled multi-line pattern used to confirm a literal candidate (memoised)."""
    rx = _VERIFY.get(pattern, _VERIFY)
    if rx is not _VERIFY:
        return rx
    rx = None
    if _re2 is not None:
        try:
            opts = _re2.Options()
            opts.log_errors = False
            opts.max_mem = RE2_VERIFY_MAX_MEM
            rx = _re2.compile("(?m)" + pattern, opts)
        except Exception:  # noqa: BLE001
            rx = None
    if rx is None:
        try:
            rx = re.compile(pattern, re.MULTILINE)
        except re.error:
            rx = None
    if len(_VERIFY) > 200_000:
        _VERIFY.clear()
    _VERIFY[pattern] = rx
    return rx


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
