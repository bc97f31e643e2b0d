"""The lookup engine: parse, build one priority-ordered scan buffer, match once, rank.

The scan buffer puts the most telling text first, so that with
``HS_FLAG_SINGLEMATCH`` the one match reported per pattern is its best location:

1. the message of the final exception (or of every pip ``ERROR:`` block, or of
   the warning, or of the plain pasted message), without its ``Type:`` prefix;
2. the messages of the other exceptions, latest first;
3. every cleaned input line, in order (so patterns that include the ``Type:``
   prefix, and errors in log lines outside any traceback, are still found).

Between 1 and 2 come *normalised copies* of the primary message (see
:func:`_copies`): each line folded (Unicode spaces, zero-width characters,
full-width punctuation, doubled spaces: :func:`.normalize.fold`), the same with
the case of its first letter swapped, with double quotes and backticks read as
single quotes, and the lines of a wrapped message joined into one
(:func:`.normalize.join_wrapped`). The signature patterns are not
rewritten: the same one-pass scan finds them in the copies, and a hit there is
credited to the original line it ends on (with a small penalty and the
normalisation named in the explanation), after any hit on the message as printed.

A hit on a line of region 3 that belongs to an exception message is credited to
that exception. Each matched signature is scored (:mod:`.rank`); per entry the
best signature wins; entries under the threshold are dropped.

Three refinements, each shown in the explanation:

* **cut-off messages**: the same scan also looks for each signature's leading
  literal (its *trigger*, :func:`knownfix.index.records.truncation_trigger`). When
  the last line of a primary message contains a trigger and, from the trigger to the
  end of the line, is at least 40 characters ending in a letter or digit, or in a
  closing quote, bracket or sentence mark (an ending ``...``/``…`` dropped), that
  complete to a match of the signature (:func:`_completes`: the rest of the example
  appended where the example has the same ending), the signature matches as *cut
  off* (a small penalty);
* **raise statements**: a signature found in the source line ``raise X("...")`` of a
  block's last frame, when that block's printed message is missing or is a prefix
  of the raised text, is scored like an earlier exception with type ``X``;
* **follow-on wordings**: a hit of a ``follow_on`` signature is penalised when an
  earlier line of the paste matched another entry above the threshold;
* **notices**: a hit on a glog/absl line logged at info level (``I tensorflow/...cc:169] ``)
  is penalised when another entry matched a line that is not logged at info level.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from ..index import CompiledIndex, ScanBuffer
from ..index.backends import verifier
from ..index.records import (
    TRUNCATED_MIN_CHARS,
    SigRecord,
    has_open_wildcard,
    runs_before_open_wildcard,
    runs_in_example,
)
from ._rx import compile_rx, group_numbers
from .model import Match
from .normalize import flip_first, fold, join_wrapped, normalize, tokens
from .parse import Block, Frame, Parsed, parse
from .rank import FOLLOW_ON_PART, NOTICE_PART, THRESHOLD, Hit, compiled, describe_parts, rank_causes, score_hit

MAX_MATCHED_TEXT = 300
#: Examples longer than this are not used to complete a cut-off message.
MAX_EXAMPLE_FOR_COMPLETION = 2000
#: A cut-off message must end with this many characters that the example has at the cut point.
CUT_ALIGN_CHARS = 6
#: At most this many places of the example are tried to complete a cut-off message.
MAX_COMPLETIONS = 16
#: A cut after ``:`` is no cut-off when the completion supplies literal text this long after it.
COLON_DETAIL_CHARS = 8
#: Besides a letter or digit, a cut-off message may end with one of these (a name's closing quote or a
#: sentence's end where the paste stops).
_CUT_AFTER = "'\")].,:;!?"
_RAISE = compile_rx(r"^raise\s+(?P<type>[A-Za-z_][\w.]*)\(\s*[rRbBuUfF]{0,2}(?P<q>[\"'])(?P<text>.*)$")
_G_RAISE = group_numbers(_RAISE)
#: An exception type inside a line of a plain paste (``报错：ModuleNotFoundError: ...``, ``it raises  KeyError: ...``).
_INLINE_EXC = compile_rx(r"(?:^|[^\w.])(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning): (?P<msg>\S.*)$")
_G_INLINE = group_numbers(_INLINE_EXC)
#: The lines of a wrapped message joined into one copy: at most this many (the first, or a plain paste's last).
MAX_JOINED_LINES = 12
#: A fragment hit needs this many characters of the signature's example in one line of the paste.
FRAGMENT_ACCEPT_CHARS = 32
#: Text a line may hold before a fragment that starts after the example's start (a cut word, a list marker).
FRAGMENT_PREFIX_CHARS = 24


#: Double quotes and backticks, as single quotes (the quotes Python's messages print around names).
_QUOTES = str.maketrans({'"': "'", "`": "'"})


def _drop_ellipsis(text: str) -> str:
    """``text`` without a final ``...`` or ``\u2026`` and the whitespace before it."""
    if text.endswith("..."):
        return text[:-3].rstrip()
    if text.endswith("\u2026"):
        return text[:-1].rstrip()
    return text


@dataclass
class LineRef:
    tier: int
    line_index: int
    block: Block | None
    #: For a normalised copy: what was normalised (shown in the explanation), and for a joined copy the offset
    #: where each joined line starts with its index into ``Parsed.lines``.
    note: str | None = None
    spans: list[tuple[int, int]] | None = None

    def original_line(self, copy: str, pattern: str) -> int:
        """The input line a match of ``pattern`` in the joined ``copy`` ends on (``line_index`` if unknown)."""
        if not self.spans:
            return self.line_index
        rx = compiled(pattern)
        m = rx.search(copy) if rx is not None else None
        if m is None:
            return self.line_index
        end = max(m.end() - 1, m.start())
        found = self.spans[0][1]
        for start, index in self.spans:
            if start > end:
                break
            found = index
        return found

    def line_at(self, pos: int) -> int:
        """The input line the character at ``pos`` of a (joined) copy comes from."""
        if not self.spans:
            return self.line_index
        found = self.spans[0][1]
        for start, index in self.spans:
            if start > pos:
                break
            found = index
        return found


@dataclass
class LookupResult:
    """Everything ``--explain`` shows: the parse, every scored hit, the returned matches."""

    parsed: Parsed
    matches: list[Match]
    hits: list[Hit] = field(default_factory=list)  # best hit per entry, ranked, including those below threshold
    backend: str = ""
    #: Source-tier answers (:mod:`.source`), computed only when no curated entry matched.
    source: list = field(default_factory=list)
    #: A possible match (:mod:`.possible`: close wording, no signature matched), only when no curated entry matched.
    possible: list = field(default_factory=list)

    @property
    def normalized_message(self) -> str:
        """The final message with its variable parts as placeholders (computed when asked: ``--explain``)."""
        final = self.parsed.final if self.parsed is not None else None
        return normalize(final.message) if final is not None else ""


def _copies(block: Block) -> list[tuple[str, int, str, list[tuple[int, int]] | None]]:
    """Normalised copies of a primary message: (text, input line, what was normalised, spans of a joined copy).

    Only copies that differ from the message as printed (and from each other) are made.
    """
    out: list[tuple[str, int, str, list[tuple[int, int]] | None]] = []
    seen = set(block.messages)

    def add(text: str, index: int, note: str, spans: list[tuple[int, int]] | None = None) -> None:
        if text and text not in seen:
            seen.add(text)
            out.append((text, index, note, spans))

    for k, (msg, i) in enumerate(zip(block.messages, block.message_lines)):
        folded = fold(msg)
        add(folded, i, "Unicode spaces, punctuation and doubled spaces folded")
        add(flip_first(folded), i, "case of the first letter ignored")
        if ('"' in folded or "`" in folded) and folded[:1] not in "\"`":  # a message retyped with other quotes
            # (`No module named "Torch"`, Markdown backticks); not a line that is one quoted text (a code span)
            quoted = folded.translate(_QUOTES)
            add(quoted, i, "double quotes and backticks read as single quotes")
            add(flip_first(quoted), i, "double quotes and backticks read as single quotes, case of the first letter ignored")
        if "`" in folded:  # Markdown code spans inside the message (``Can't call `numpy()` on Tensor``)
            add(folded.replace("`", ""), i, "Markdown backticks dropped")
        if k == 0 or block.kind == "plain":
            add(folded[:1] + folded[1:].lower(), i, "case ignored after the first letter")
        if block.kind == "plain" and ": " in folded:
            m = _INLINE_EXC.search(folded)
            if m is not None:
                inner = m.group(_G_INLINE["msg"])
                add(inner, i, "the message after an exception type inside the line")
                add(flip_first(inner), i, "the message after an exception type inside the line, case of the first letter ignored")
    if len(block.messages) >= 2:
        pick = slice(-MAX_JOINED_LINES, None) if block.kind == "plain" else slice(0, MAX_JOINED_LINES)
        msgs, idx = block.messages[pick], block.message_lines[pick]
        for mid_word in (False, True):  # at word boundaries; and cut mid-word where a terminal wraps
            joined, starts = join_wrapped(msgs, mid_word=mid_word)
            spans = list(zip(starts, idx))
            note = f"{len(msgs)} wrapped lines joined" + (" (a word cut at the wrap width rejoined)" if mid_word else "")
            add(joined, idx[-1], note, spans)
            add(flip_first(joined), idx[-1], note + ", case of the first letter ignored", spans)
    return out


def _buffer(parsed: Parsed) -> tuple[ScanBuffer, list[LineRef], list[int]]:
    """The scan buffer, a reference to the input for each of its lines, and the buffer lines where a
    cut-off message is looked for (the last line of each primary message and its copies)."""
    lines: list[str] = []
    refs: list[LineRef] = []
    cut_lines: list[int] = []
    primary_ids = {id(b) for b in parsed.primary}
    owner: dict[int, Block] = {}
    for b in parsed.blocks:
        for i in b.message_lines:
            owner[i] = b
    for b in parsed.primary:
        for msg, i in zip(b.messages, b.message_lines):
            lines.append(msg)
            refs.append(LineRef(0, i, b))
        if b.messages:
            cut_lines.append(len(lines) - 1)
    for b in parsed.primary:
        last = b.message_lines[-1] if b.message_lines else -1
        for text, i, note, spans in _copies(b):
            if i == last or spans is not None:
                cut_lines.append(len(lines))
            lines.append(text)
            refs.append(LineRef(0, i, b, note=note, spans=spans))
    for b in reversed(parsed.blocks):
        if id(b) in primary_ids:
            continue
        for msg, i in zip(b.messages, b.message_lines):
            lines.append(msg)
            refs.append(LineRef(1, i, b))
    for i, text in enumerate(parsed.lines):
        kind = parsed.kinds[i]
        cut = parsed.glued.get(i)
        if cut is not None:  # a frame and an exception on one line: the frame's text as a line of its own first
            lines.append(text[:cut].rstrip())
            refs.append(LineRef(3, i, None))
            text = text[cut:].lstrip()
        if i in owner:
            b = owner[i]
            refs.append(LineRef(0 if id(b) in primary_ids else 1, i, b))
        else:
            refs.append(LineRef(3 if kind in ("frame", "source") else 2, i, None))
        lines.append(text)
    return ScanBuffer(lines), refs, cut_lines


def _locate(pattern: str, buf: ScanBuffer) -> int | None:
    rx = compiled(pattern)
    m = rx.search(buf.text) if rx is not None else None
    return buf.line_of_char(max(m.end() - 1, m.start())) if m is not None else None


def run(text: str | bytes, index: CompiledIndex, *, limit: int = 5, threshold: float = THRESHOLD) -> LookupResult:
    """Look ``text`` up in ``index``; return matches plus everything needed to explain them."""
    parsed = parse(text)
    result = LookupResult(parsed=parsed, matches=[], backend=index.backend)
    final = parsed.final
    if not parsed.lines or not any(line.strip() for line in parsed.lines):
        return result
    buf, refs, cut_lines = _buffer(parsed)
    found = index.matcher.scan(buf)
    if not found:
        return result
    msg_tokens = tokens(final.message) if final is not None else None
    sigs = index.records.signatures
    nsig = len(sigs)
    hits: list[Hit] = []
    full: set[int] = {pid for pid in found if pid < nsig}
    raise_frames = _last_frames(parsed)
    fragment_places: dict[int, list[tuple[int, int, int]]] = {}  # signature -> (buffer line, offset, length)
    for pid, line in found.items():
        if pid >= nsig:
            sids = index.triggers.get(pid)
            if sids is None:
                places = index.fragments.get(pid)
                if places:
                    if line is None:
                        line = _locate(index.records.scan_patterns()[0][pid], buf)
                    if line is not None:
                        for sid, off, length in places:
                            fragment_places.setdefault(sid, []).append((line, off, length))
                continue
            for sid in sids:
                if sid not in full:
                    hit = _truncated_hit(sigs[sid], index, buf, refs, cut_lines, parsed)
                    if hit is not None:
                        hits.append(hit)
            continue
        sig = sigs[pid]
        if line is None:
            line = _locate(sig.pattern, buf)
            if line is None:
                continue
        ref = refs[line]
        entry = index.records.entries.get(sig.entry_id)
        if entry is None:
            continue
        line_index = ref.original_line(buf.lines[line], sig.pattern) if ref.spans else ref.line_index
        hit = Hit(sig=sig, entry=entry, tier=ref.tier, line_index=line_index, block=ref.block, normalised=ref.note)
        if ref.tier == 3:
            _promote_raise(hit, sig, raise_frames.get(ref.line_index))
        hits.append(hit)
    if fragment_places:
        whole = {sigs[pid].entry_id for pid in full} | {h.sig.entry_id for h in hits}
        for sid, places in fragment_places.items():
            if sigs[sid].entry_id not in whole:
                hit = _fragment_hit(sigs[sid], index, places, buf, refs)
                if hit is not None:
                    hits.append(hit)
    for hit in hits:
        block_tokens: frozenset[str] | None
        if hit.tier == 4:
            block_tokens = tokens(parsed.lines[hit.line_index])
        else:
            block_tokens = tokens(hit.block.message) if hit.block is not None and hit.block is not final else msg_tokens
        score_hit(hit, parsed, block_tokens)
    _penalise_follow_on(hits, parsed)
    _penalise_notices(hits, parsed)
    best: dict[str, Hit] = {}
    for hit in hits:
        cur = best.get(hit.entry.id)
        if cur is None or (hit.score, hit.raw, hit.sig.specificity) > (cur.score, cur.raw, cur.sig.specificity):
            best[hit.entry.id] = hit
    # equal clamped scores (both at 1.0) go to the larger sum of parts (e.g. the library seen), then the place
    ranked = sorted(best.values(), key=lambda h: (-h.score, -h.raw, h.tier, -h.sig.specificity, h.entry.id))
    result.hits = ranked
    accepted = [h for h in ranked if h.score >= threshold]
    text_for_hints = parsed.clean.text
    for pos, hit in enumerate(accepted[: max(limit, 0)]):
        result.matches.append(_to_match(hit, pos, accepted, ranked, parsed, text_for_hints))
    return result


def _last_frames(parsed: Parsed) -> dict[int, tuple[Frame, Block | None]]:
    """Source-line index -> (frame, its block) for the last frame of each traceback."""
    out: dict[int, tuple[Frame, Block | None]] = {}
    for b in parsed.blocks:
        if b.kind == "exception" and b.frames and b.frames[-1].source_index is not None:
            out[b.frames[-1].source_index] = (b.frames[-1], b)  # type: ignore[index]
    if parsed.trailing_frames and parsed.trailing_frames[-1].source_index is not None:
        out[parsed.trailing_frames[-1].source_index] = (parsed.trailing_frames[-1], None)  # type: ignore[index]
    return out


def _promote_raise(hit: Hit, sig: SigRecord, found: tuple[Frame, Block | None] | None) -> None:
    """Score a hit in the ``raise X("...")`` line of a last frame like an exception line.

    Only when the printed message of that traceback is missing (no exception line,
    or an empty message) or is a prefix of the raised text (cut off), and the
    signature matches inside the string literal.
    """
    if found is None:
        return
    frame, block = found
    source = frame.source or ""
    m = _RAISE.match(source) if source.startswith("raise") else None
    if m is None:
        return
    raised = m.group(_G_RAISE["text"])
    rx = compiled(sig.pattern)
    if rx is None or rx.search(raised) is None:
        return
    printed = block.message.strip() if block is not None else ""
    if printed and not raised.startswith(printed):
        return
    hit.tier = 4
    hit.raised_type = m.group(_G_RAISE["type"])
    hit.block = block


def _text_follows(parsed: Parsed, line_index: int) -> bool:
    """Whether the paste has a non-blank line after ``line_index`` that is not a frame or source line."""
    return any(parsed.lines[i].strip() and parsed.kinds[i] not in ("frame", "source") for i in range(line_index + 1, len(parsed.lines)))


def _truncated_hit(sig: SigRecord, index: CompiledIndex, buf: ScanBuffer, refs: list[LineRef], cut_lines: list[int],
                   parsed: Parsed) -> Hit | None:
    """A hit of ``sig`` on a primary message line (or its normalised copy) cut off inside the signature (or None)."""
    entry = index.records.entries.get(sig.entry_id)
    if entry is None or not sig.trigger or len(sig.example) > MAX_EXAMPLE_FOR_COMPLETION:
        return None
    rx = verifier(sig.pattern)
    if rx is None:
        return None
    for k in cut_lines:  # the last line of each primary message, then the copies of it
        ref, line = refs[k], buf.lines[k]
        pos = line.find(sig.trigger)
        if pos < 0:
            continue
        cut = _drop_ellipsis(line[pos:].rstrip())
        if len(cut) < TRUNCATED_MIN_CHARS or not (cut[-1].isalnum() or cut[-1] in _CUT_AFTER):
            continue
        if cut[-1] == ":" and _text_follows(parsed, ref.line_index):
            continue  # "...: " announces details, and the paste goes on: they are there, not cut away
        if not _completes(rx, cut, sig.example, *_completion_runs(sig.pattern, sig.example)):
            continue
        return Hit(
            sig=sig, entry=entry, tier=0, line_index=ref.line_index, block=ref.block, truncated_chars=len(cut), normalised=ref.note
        )
    return None


def _fragment_hit(sig: SigRecord, index: CompiledIndex, places: list[tuple[int, int, int]], buf: ScanBuffer,
                  refs: list[LineRef]) -> Hit | None:
    """A hit of ``sig`` on the buffer line holding the most of its example, from the fragment literals found.

    Each literal found on a line is extended left and right as far as the line and the example
    agree character by character; the union of those stretches of the example is what the line holds
    of it. Lines of frames and source code do not count; under :data:`FRAGMENT_ACCEPT_CHARS` is no hit.
    """
    entry = index.records.entries.get(sig.entry_id)
    if entry is None:
        return None
    example = sig.example
    by_line: dict[int, list[tuple[int, int]]] = {}
    for line, off, length in places:
        by_line.setdefault(line, []).append((off, length))
    best: tuple[int, int, int] | None = None  # (characters, buffer line, end of the last stretch in that line)
    for line, found in by_line.items():
        if refs[line].tier == 3:
            continue
        text = buf.lines[line]
        stretches: list[tuple[int, int, int, int]] = []  # (example start, example end, line start, line end)
        for off, length in found:
            at = text.find(example[off : off + length])
            if at < 0:
                continue
            a, b, ea, eb = at, at + length, off, off + length
            while a > 0 and ea > 0 and text[a - 1] == example[ea - 1]:
                a, ea = a - 1, ea - 1
            while b < len(text) and eb < len(example) and text[b] == example[eb]:
                b, eb = b + 1, eb + 1
            stretches.append((ea, eb, a, b))
        if not stretches or _contradicts(sig, text, stretches):
            continue
        last = max(b for _, _, _, b in stretches) - 1
        covered, end = 0, -1
        for a, b, _, _ in sorted(stretches):
            if b > end:
                covered += b - max(a, end)
                end = b
        if covered >= FRAGMENT_ACCEPT_CHARS and (best is None or covered > best[0]):
            best = (covered, line, last)
    if best is None:
        return None
    covered, line, last = best
    ref = refs[line]
    return Hit(sig=sig, entry=entry, tier=ref.tier, line_index=ref.line_at(last), block=ref.block, normalised=ref.note,
               fragment_chars=covered, fragment_share=min(1.0, covered / max(1, len(example))))


@functools.lru_cache(maxsize=4096)
def _runs_in_example(pattern: str, example: str) -> tuple[tuple[int, int], ...]:
    return runs_in_example(pattern, example)


#: What a line may end with after a cut-off message: an ellipsis, or the punctuation that closes a sentence,
#: a quotation or a bracket (``...being used.``, ``"...the base model"``, ``(...) error.``).
_CUT_END_CHARS = " .,;:!?'\"`)]}\u2026"


def _is_cut_end(rest: str) -> bool:
    """Whether ``rest``, the text of a line after a stretch of a message, only ends a cut-off message there."""
    if rest.startswith(("...", "\u2026")):
        return True
    return len(rest) <= 3 and not rest.strip(_CUT_END_CHARS)


def _contradicts(sig: SigRecord, text: str, stretches: list[tuple[int, int, int, int]]) -> bool:
    """Whether the line says something else than the signature where its fragments stop.

    A stretch may stop where the line stops (a cut, or ``...``), where the example stops, or
    outside the pattern's literal text (a name, a number or a shape follows, which differs from
    paste to paste, or text the pattern leaves out). Stopping inside literal text means the line
    goes on with other words: another message that shares a phrase. Before the first stretch the
    line may hold nothing, a word cut where the paste starts, or up to :data:`FRAGMENT_PREFIX_CHARS`
    characters of anything; more text there must hold the end of the literal run that comes before
    the stretch in the example (else the paste's headline is another one).
    """
    example = sig.example
    runs = _runs_in_example(sig.pattern, example)

    def inside(pos: int) -> bool:
        return any(ra < pos < rb for ra, rb in runs)

    for _ea, eb, _a, b in stretches:
        if b < len(text) and eb < len(example) and inside(eb) and not _is_cut_end(text[b:]):
            return True
    ea, _eb, a, _b = min(stretches)
    if a == 0 or ea == 0:
        return False
    if inside(ea):
        return not text[a - 1].isspace()  # stopped inside literal text: unless the paste starts a word there
    if a <= FRAGMENT_PREFIX_CHARS:
        return False  # a short prefix: a cut word, a list marker, a log tag
    before = [r for r in runs if r[1] <= ea]
    if not before:
        return False
    tail = example[max(before[-1][0], before[-1][1] - 8) : before[-1][1]]
    return tail not in text[:a]


@functools.lru_cache(maxsize=4096)
def _completion_runs(pattern: str, example: str) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...], bool]:
    """The literal runs of ``pattern`` in ``example``; those a cut may align in (for a pattern with an open
    wildcard, only the runs after its last one); and whether it has one."""
    runs = runs_in_example(pattern, example)
    if not has_open_wildcard(pattern):
        return runs, runs, False
    return runs, runs_in_example(pattern, example, runs_before_open_wildcard(pattern)), True


def _completes(rx: object, cut: str, example: str, runs: tuple[tuple[int, int], ...],
               align_runs: tuple[tuple[int, int], ...], open_wildcard: bool) -> bool:
    """Whether ``cut`` is the start of a message of the signature, cut off where the example has the same text.

    ``cut`` is completed with the rest of the example from a point where the example has what ``cut``
    ends with, and must then match from its start, past the end of ``cut``. A cut inside a word aligns
    on its last :data:`CUT_ALIGN_CHARS` characters; a cut after a closing quote, bracket or sentence
    mark (``... from 'github'``, ``... the base model.``) on that character where it is part of the
    pattern's literal text (never a quote inside a name the example happens to hold). For a pattern with
    an open wildcard (``.+``) every alignment must lie in its literal text, so that the wildcard cannot
    swallow an unrelated ending. Aligning on the example keeps a pattern's free-text parts from
    swallowing an unrelated ending.
    """

    def in_runs(a: int, b: int) -> bool:
        return any(ra <= a and b <= rb for ra, rb in align_runs)

    def announces_missing_words(end: int) -> bool:
        # "...for Net:" completed with "Missing key(s) in state_dict: ...": the words after the colon are
        # what tells this message from others with the same headline, and the paste does not have them
        return cut[-1] == ":" and any(ra >= end and rb - ra >= COLON_DETAIL_CHARS for ra, rb in runs)

    if cut[-1].isalnum():
        tail = cut[-CUT_ALIGN_CHARS:]
    else:
        tail = cut[-1]
    tries = 0
    start = example.find(tail)
    while start >= 0 and tries < MAX_COMPLETIONS:
        end = start + len(tail)
        if ((len(tail) > 1 and not open_wildcard) or in_runs(start, end)) and not announces_missing_words(end):
            tries += 1
            m = rx.match(cut + example[end:])  # type: ignore[attr-defined]
            if m is not None and m.end() >= len(cut):
                return True
        start = example.find(tail, start + 1)
    return False


def _penalise_follow_on(hits: list[Hit], parsed: Parsed) -> None:
    """A follow-on wording yields to another entry's hit on an earlier line (above the threshold)."""
    for hit in hits:
        if not hit.sig.follow_on:
            continue
        earlier = [
            h
            for h in hits
            if h.entry.id != hit.entry.id and not h.sig.follow_on and h.line_index < hit.line_index and h.score >= THRESHOLD
        ]
        if earlier:
            first = max(earlier, key=lambda h: h.score)
            hit.parts.append(
                (
                    FOLLOW_ON_PART,
                    (
                        f"follow-on wording: usually printed as a consequence of an earlier error, and line "
                        f"{parsed.line_number(first.line_index)} matched {first.entry.id}"
                    ),
                )
            )


#: A glog/absl line at info level (TensorFlow, XLA, JAX: ``I tensorflow/core/util/util.cc:169] ...``,
#: ``I0824 15:40:49.279326 1234 dso_loader.cc:64] ...``), the timestamp before it already taken off.
_INFO_LINE = compile_rx(r"^I(?:\d{4} \d\d:\d\d:\d\d\.\d+ +\d+)? [^\s\]]+:\d+\] ")


def _info_line(text: str) -> bool:
    return text[:1] == "I" and "] " in text[:200] and _INFO_LINE.match(text) is not None


def _penalise_notices(hits: list[Hit], parsed: Parsed) -> None:
    """A hit on a line logged at info level yields to another entry's hit on a warning, error or
    exception line (a startup notice printed before the error is not the error)."""
    info = [h for h in hits if _info_line(parsed.lines[h.line_index])]
    if not info:
        return
    louder = [h for h in hits if h.score >= THRESHOLD and not _info_line(parsed.lines[h.line_index])]
    for hit in info:
        others = [h for h in louder if h.entry.id != hit.entry.id]
        if others:
            first = max(others, key=lambda h: h.score)
            hit.parts.append((NOTICE_PART, (f"logged at info level, and line {parsed.line_number(first.line_index)} "
                                           f"(not an info line) matched {first.entry.id}")))


def _to_match(hit: Hit, pos: int, accepted: list[Hit], ranked: list[Hit], parsed: Parsed, text: str) -> Match:
    line = parsed.clean.lines[hit.line_index]
    matched = line.text.strip()[:MAX_MATCHED_TEXT]
    expl = [f"line {line.number}: {matched!r} matched signature '{hit.sig.sig_id}' (pattern {hit.sig.pattern!r})"]
    expl.extend(reason for _, reason in hit.parts)
    expl.append(describe_parts(hit))
    below = [h for h in ranked if h.score < THRESHOLD]
    if len(accepted) == 1:
        tail = f"; {len(below)} other weaker hit(s) below the {THRESHOLD:.2f} threshold" if below else ""
        expl.append(f"the only entry above the no-match threshold{tail}")
    elif pos == 0:
        nxt = accepted[1]
        expl.append(f"ranked 1 of {len(accepted)}: ahead of {nxt.entry.id} ({nxt.score:.2f})")
    else:
        prev = accepted[pos - 1]
        expl.append(f"ranked {pos + 1} of {len(accepted)}: behind {prev.entry.id} ({prev.score:.2f})")
    return Match(
        id=hit.entry.id,
        title=hit.entry.title,
        score=hit.score,
        matched_signature=hit.sig.sig_id,
        matched_text=matched,
        likely_causes=rank_causes(hit.entry.causes, parsed, text),
        explanation=expl,
        matched_line=line.number,
        exception=hit.block.type if hit.block is not None else None,
    )
