"""What the compiled index stores about each entry: plain, serialisable records.

The lookup path never needs the full :class:`knownfix.kb.Entry`: it needs the
signatures (to match), the title and domain (to answer and rank), and the causes
with their hints (to rank causes). These records are built once from the KB and
stored in the index cache as JSON.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

try:  # CPython's own regex parser, used only to measure literal length
    from re import _constants as _sre_constants  # type: ignore[attr-defined]
    from re import _parser as _sre_parse  # type: ignore[attr-defined]

    _LITERAL, _SUBPATTERN = _sre_constants.LITERAL, _sre_constants.SUBPATTERN
except ImportError:  # pragma: no cover
    _sre_parse = None  # type: ignore[assignment]
    _LITERAL = _SUBPATTERN = None

#: Bumped when matching semantics or the record layout change (invalidates caches).
ENGINE_VERSION = 4
#: A cut-off message is matched against a signature's leading literal only when that
#: literal has at least this many characters (the trigger), and the cut-off text from
#: the trigger to the end of the line has at least :data:`TRUNCATED_MIN_CHARS`.
TRIGGER_MIN_CHARS = 12
TRUNCATED_MIN_CHARS = 40
#: Fragments: a signature whose example has a literal run (text every match contains) of at least
#: :data:`FRAGMENT_RUN_MIN_CHARS` characters gets overlapping word windows of that run as literals
#: (:func:`fragment_chunks`), so a paste holding only part of the message (its tail, its middle, a
#: cut at any point) still finds it. A window is :data:`FRAGMENT_WORDS` words (at least
#: :data:`FRAGMENT_MIN_CHARS` characters), one starting at every :data:`FRAGMENT_STEP`-th word.
FRAGMENT_RUN_MIN_CHARS = 36
FRAGMENT_WORDS = 5
FRAGMENT_STEP = 2
FRAGMENT_MIN_CHARS = 24


@dataclass(frozen=True)
class SigRecord:
    entry_id: str
    sig_id: str
    exception: str
    pattern: str
    example: str
    specificity: int  # literal characters every match must contain
    follow_on: bool = False  # usually printed as a consequence of an earlier error
    trigger: str | None = None  # leading literal (<= TRUNCATED_MIN_CHARS chars) used to find cut-off messages


@dataclass(frozen=True)
class HintRecord:
    frame: str | None
    text: str | None
    reason: str


@dataclass(frozen=True)
class CauseRecord:
    id: str
    title: str
    hints: tuple[HintRecord, ...] = ()


@dataclass(frozen=True)
class EntryRecord:
    id: str
    title: str
    domain: str
    tags: tuple[str, ...] = ()
    causes: tuple[CauseRecord, ...] = ()


@dataclass
class Records:
    signatures: list[SigRecord] = field(default_factory=list)
    entries: dict[str, EntryRecord] = field(default_factory=dict)

    def scan_patterns(self) -> tuple[list[str], dict[int, list[int]]]:
        """Patterns the one-pass matcher compiles, and which signatures each trigger pattern stands for.

        Indexes ``0..len(signatures)-1`` are the signature patterns; after them come
        the distinct truncation triggers (escaped literals), mapped to the indexes
        of the signatures that start with them; after those the fragment literals
        (:meth:`fragments`).
        """
        patterns, triggers, _ = self._plan()
        return patterns, triggers

    def fragments(self) -> dict[int, list[tuple[int, int, int]]]:
        """Fragment pattern index -> (signature index, offset in its example, length) of each place it stands for."""
        return self._plan()[2]

    def _plan(self) -> tuple[list[str], dict[int, list[int]], dict[int, list[tuple[int, int, int]]]]:
        got = self.__dict__.get("_planned")
        if got is not None:
            return got  # type: ignore[no-any-return]
        patterns = [s.pattern for s in self.signatures]
        trigger_ids: dict[str, int] = {}
        triggers: dict[int, list[int]] = {}
        for i, s in enumerate(self.signatures):
            if not s.trigger:
                continue
            pid = trigger_ids.get(s.trigger)
            if pid is None:
                pid = trigger_ids[s.trigger] = len(patterns)
                patterns.append(re.escape(s.trigger))
            triggers.setdefault(pid, []).append(i)
        fragments: dict[int, list[tuple[int, int, int]]] = {}
        fragment_ids: dict[str, int] = {}
        for chunk, places in distinctive_fragments(self.signatures).items():
            pid = fragment_ids[chunk] = len(patterns)
            patterns.append(re.escape(chunk))
            fragments[pid] = places
        self.__dict__["_planned"] = (patterns, triggers, fragments)
        return patterns, triggers, fragments

    def key(self) -> str:
        """Content hash of everything the engine uses (plus the engine version)."""
        h = hashlib.sha256(f"knownfix-index-v{ENGINE_VERSION}".encode())
        h.update(json.dumps(self.to_json(), sort_keys=True, ensure_ascii=False).encode())
        return h.hexdigest()

    def to_json(self) -> dict[str, Any]:
        return {
            "signatures": [asdict(s) for s in self.signatures],
            "entries": [asdict(e) for e in self.entries.values()],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Records:
        sigs = [SigRecord(**s) for s in data["signatures"]]
        entries = {}
        for e in data["entries"]:
            causes = tuple(
                CauseRecord(id=c["id"], title=c["title"], hints=tuple(HintRecord(**h) for h in c["hints"]))
                for c in e["causes"]
            )
            entries[e["id"]] = EntryRecord(id=e["id"], title=e["title"], domain=e["domain"], tags=tuple(e["tags"]), causes=causes)
        return cls(signatures=sigs, entries=entries)


@functools.lru_cache(maxsize=16)
def _parse(pattern: str) -> Any:
    """CPython's parse of ``pattern`` (memoised: a build asks several questions of each pattern in a row)."""
    return _sre_parse.parse(pattern)


def _literal_len(items: Any) -> int:
    total = 0
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            total += 1
        elif name == "SUBPATTERN":
            total += _literal_len(av[-1])
        elif name == "BRANCH":
            total += min((_literal_len(b) for b in av[1]), default=0)
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            lo, _hi, sub = av
            total += _literal_len(sub) * min(int(lo), 3)
    return total


def specificity(pattern: str) -> int:
    """Number of literal characters any match of ``pattern`` must contain (a specificity measure)."""
    if _sre_parse is not None:
        try:
            return _literal_len(_parse(pattern))
        except Exception:  # noqa: BLE001, S110 - RE2 syntax Python's parser rejects; use the heuristic below
            pass
    stripped = re.sub(r"\\.|\[[^\]]*\]|[.*+?(){}|^$]", "", pattern)
    return len(stripped)


def records_from_entries(entries: Iterable[Any]) -> Records:
    """Build records from :class:`knownfix.kb.Entry` objects (or anything shaped like them)."""
    recs = Records()
    for entry in entries:
        causes = tuple(
            CauseRecord(
                id=c.id,
                title=c.title.en,
                hints=tuple(HintRecord(frame=h.frame, text=h.text, reason=h.reason.en) for h in c.hints),
            )
            for c in entry.causes
        )
        recs.entries[entry.id] = EntryRecord(
            id=entry.id, title=entry.title.en, domain=entry.domain, tags=tuple(entry.tags), causes=causes
        )
        for sig in entry.signatures:
            recs.signatures.append(
                SigRecord(
                    entry_id=entry.id,
                    sig_id=sig.id,
                    exception=sig.exception,
                    pattern=sig.pattern,
                    example=sig.example,
                    specificity=specificity(sig.pattern),
                    follow_on=bool(getattr(sig, "follow_on", False)),
                    trigger=truncation_trigger(sig.pattern),
                )
            )
            literal_runs(sig.pattern)  # while its parse is memoised: the fragments ask for it later
    return recs


def required_literal(pattern: str) -> str | None:
    """The longest run of literal characters every match of ``pattern`` contains (top level), or None.

    Used as a Hyperscan prefilter. None when the pattern cannot be parsed here or
    changes case sensitivity (``(?i)``), so the literal would not be exact.
    """
    if _sre_parse is None or "(?" in pattern.replace("(?:", ""):
        return None
    try:
        parsed = _parse(pattern)
    except Exception:  # noqa: BLE001
        return None
    best, run = "", []
    for op, av in parsed:
        if str(op) == "LITERAL":
            run.append(chr(av))
            continue
        if len(run) > len(best):
            best = "".join(run)
        run = []
    if len(run) > len(best):
        best = "".join(run)
    return best or None


def truncation_trigger(pattern: str) -> str | None:
    """The literal a cut-off message must contain to be tried against ``pattern`` as a prefix, or None.

    The pattern's leading run of literal characters (after an optional ``^``), cut
    to :data:`TRUNCATED_MIN_CHARS`; None when that run is shorter than
    :data:`TRIGGER_MIN_CHARS`, when the pattern sets flags, or cannot be parsed here.
    """
    if _sre_parse is None or "(?" in pattern.replace("(?:", ""):
        return None
    try:
        parsed = list(_parse(pattern))
    except Exception:  # noqa: BLE001
        return None
    run: list[str] = []
    for k, (op, av) in enumerate(parsed):
        name = str(op)
        if k == 0 and name == "AT" and str(av) == "AT_BEGINNING":
            continue
        if name != "LITERAL":
            break
        run.append(chr(av))
        if len(run) >= TRUNCATED_MIN_CHARS:
            break
    lead = "".join(run)
    if len(lead) < TRIGGER_MIN_CHARS:
        return None
    return lead


@functools.lru_cache(maxsize=1 << 14)
def has_open_wildcard(pattern: str) -> bool:
    """Whether ``pattern`` skips an unbounded run of any characters (``.*``, ``.+``); True when it cannot
    be parsed here. A cut-off message of such a pattern must end inside its literal text (the engine's
    completion check), since what tells wordings apart comes after the wildcard."""
    if _sre_parse is None:
        return True
    try:
        return _has_open_wildcard(_parse(pattern))
    except Exception:  # noqa: BLE001
        return True


def _has_open_wildcard(items: Any) -> bool:
    """Whether the parsed pattern skips an unbounded run of any characters (``.*``, ``.+``)."""
    for op, av in items:
        name = str(op)
        if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            _lo, hi, sub = av
            if hi == _sre_parse.MAXREPEAT and any(str(o) == "ANY" for o, _ in sub):
                return True
            if _has_open_wildcard(sub):
                return True
        elif name == "SUBPATTERN" and _has_open_wildcard(av[-1]) or name == "BRANCH" and any(_has_open_wildcard(b) for b in av[1]):
            return True
    return False


@functools.lru_cache(maxsize=1 << 17)
def literal_runs(pattern: str) -> tuple[str, ...]:
    """The runs of literal characters every match of ``pattern`` contains, in order (groups entered,
    anything else — a class, a repeat, an alternation, an anchor — ends a run). Empty when the pattern
    cannot be parsed here or sets flags."""
    if _sre_parse is None or "(?" in pattern.replace("(?:", ""):
        return ()
    try:
        parsed = _parse(pattern)
    except Exception:  # noqa: BLE001
        return ()
    runs: list[str] = []
    run: list[str] = []

    def walk(items: Any) -> None:
        for op, av in items:
            if op is _LITERAL:
                run.append(chr(av))
            elif op is _SUBPATTERN:
                walk(av[-1])
            elif run:
                runs.append("".join(run))
                run.clear()

    walk(parsed)
    if run:
        runs.append("".join(run))
    return tuple(runs)


@functools.lru_cache(maxsize=1 << 14)
def runs_before_open_wildcard(pattern: str) -> int:
    """How many of :func:`literal_runs` come before the pattern's last open wildcard (``.*``, ``.+``, or a
    group or alternation holding one); 0 when it has none. The runs after it hold what tells a wordings'
    family apart (``Weights only load failed. .*Unsupported global``)."""
    if _sre_parse is None or "(?" in pattern.replace("(?:", ""):
        return 0
    try:
        parsed = _parse(pattern)
    except Exception:  # noqa: BLE001
        return 0
    count = 0
    before = 0
    in_run = False

    def walk(items: Any) -> None:
        nonlocal count, before, in_run
        for op, av in items:
            if op is _LITERAL:
                in_run = True
                continue
            if op is _SUBPATTERN:
                walk(av[-1])
                continue
            if in_run:
                count += 1
                in_run = False
            if _has_open_wildcard([(op, av)]):
                before = count

    walk(parsed)
    return before


def runs_in_example(pattern: str, example: str, first: int = 0) -> tuple[tuple[int, int], ...]:
    """Where each literal run of ``pattern`` (text every match contains) lies in ``example``, in order;
    with ``first``, only the runs from that index of :func:`literal_runs` on (located the same way)."""
    out: list[tuple[int, int]] = []
    pos = 0
    for i, run in enumerate(literal_runs(pattern)):
        at = example.find(run, pos)
        if at < 0:
            continue
        if i >= first:
            out.append((at, at + len(run)))
        pos = at + len(run)
    return tuple(out)


def _fixed_segments(pattern: str, example: str) -> list[tuple[int, int]]:
    """The stretches of ``example`` a fragment may be cut from: the pattern's literal runs of at least
    :data:`FRAGMENT_RUN_MIN_CHARS` characters, and the example's text after its last literal run (the
    rest of the message as printed, which the pattern leaves out or leaves open); split at line ends."""
    runs = runs_in_example(pattern, example)
    spans = [(a, b) for a, b in runs if b - a >= FRAGMENT_RUN_MIN_CHARS]
    if runs and len(example) - runs[-1][1] >= FRAGMENT_RUN_MIN_CHARS:
        spans.append((runs[-1][1], len(example)))
    out: list[tuple[int, int]] = []
    for a, b in spans:
        for line in re.finditer(r"[^\n]+", example[a:b]):
            if line.end() - line.start() >= FRAGMENT_MIN_CHARS:
                out.append((a + line.start(), a + line.end()))
    return out


def fragment_chunks(pattern: str, example: str) -> list[tuple[str, int]]:
    """Word windows of the fixed text of a signature's example, with their offset in ``example``.

    The fixed text is the pattern's long literal runs and what the example prints after its last
    literal run (:func:`_fixed_segments`). Each stretch is split at spaces; a window of
    :data:`FRAGMENT_WORDS` words starts at every :data:`FRAGMENT_STEP`-th word (the last window ends
    where the stretch ends), kept when it has at least :data:`FRAGMENT_MIN_CHARS` characters. Any
    part of a stretch at least ``FRAGMENT_WORDS + FRAGMENT_STEP - 1`` words long then contains a
    whole window.
    """
    out: list[tuple[str, int]] = []
    seen: set[tuple[str, int]] = set()
    for base, stop in _fixed_segments(pattern, example):
        run = example[base:stop]
        words = list(re.finditer(r"\S+", run))
        starts, ends = [w.start() for w in words], [w.end() for w in words]
        if len(starts) < FRAGMENT_WORDS:
            windows = [(starts[0], ends[-1])] if starts else []
        else:
            firsts = list(range(0, len(starts) - FRAGMENT_WORDS + 1, FRAGMENT_STEP))
            if firsts[-1] != len(starts) - FRAGMENT_WORDS:
                firsts.append(len(starts) - FRAGMENT_WORDS)
            windows = [(starts[k], ends[k + FRAGMENT_WORDS - 1]) for k in firsts]
        for a, b in windows:
            chunk = run[a:b]
            if len(chunk) >= FRAGMENT_MIN_CHARS and (chunk, base + a) not in seen:
                seen.add((chunk, base + a))
                out.append((chunk, base + a))
    return out


_TOKEN = re.compile(r"[^\W_]+|_+")


def _tokens(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(text.casefold()))


def distinctive_fragments(signatures: list[SigRecord]) -> dict[str, list[tuple[int, int, int]]]:
    """Fragment literal -> (signature index, offset, length) for the windows that tell one entry apart.

    A window is dropped when another entry's example holds the same words (compared as runs of
    letters and digits, case-insensitively, punctuation ignored: ``"such file or directory: '"`` is in
    ``"No such file or directory: 'data.csv'"``), and windows of fewer than three words are not used:
    a phrase two entries share names neither of them. Linear in the size of the examples (word
    n-grams in a dictionary).
    """
    by_chunk: dict[str, list[tuple[int, int, int]]] = {}
    for i, s in enumerate(signatures):
        for chunk, off in fragment_chunks(s.pattern, s.example):
            if len(chunk.split()) >= 3:
                by_chunk.setdefault(chunk, []).append((i, off, len(chunk)))
    if not by_chunk:
        return {}
    keys = {chunk: _tokens(chunk) for chunk in by_chunk}
    sizes = {len(k) for k in keys.values() if k}
    owner: dict[tuple[str, ...], str | None] = {}  # n-gram -> the one entry whose examples hold it, None for several
    for s in signatures:
        words = _tokens(s.example)
        for n in sizes:
            for k in range(len(words) - n + 1):
                gram = words[k : k + n]
                had = owner.get(gram, s.entry_id)
                owner[gram] = s.entry_id if had == s.entry_id else None
    out: dict[str, list[tuple[int, int, int]]] = {}
    for chunk, places in by_chunk.items():
        mine = {signatures[i].entry_id for i, _, _ in places}
        key = keys[chunk]
        if len(mine) == 1 and key and owner.get(key, next(iter(mine))) in mine:
            out[chunk] = places
    return out
