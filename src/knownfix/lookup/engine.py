"""The lookup engine: parse, build one priority-ordered scan buffer, match once, rank.

The scan buffer puts the most telling text first, so that with
``HS_FLAG_SINGLEMATCH`` the one match reported per pattern is its best location:

1. the message of the final exception (or of every pip ``ERROR:`` block, or of
   the warning, or of the plain pasted message), without its ``Type:`` prefix;
2. the messages of the other exceptions, latest first;
3. every cleaned input line, in order (so patterns that include the ``Type:``
   prefix, and errors in log lines outside any traceback, are still found).

A hit on a line of region 3 that belongs to an exception message is credited to
that exception. Each matched signature is scored (:mod:`.rank`); per entry the
best signature wins; entries under the threshold are dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..index import CompiledIndex, ScanBuffer
from .model import Match
from .normalize import normalize, tokens
from .parse import Block, Parsed, parse
from .rank import THRESHOLD, Hit, compiled, describe_parts, rank_causes, score_hit

MAX_MATCHED_TEXT = 300


@dataclass
class LineRef:
    tier: int
    line_index: int
    block: Block | None


@dataclass
class LookupResult:
    """Everything ``--explain`` shows: the parse, every scored hit, the returned matches."""

    parsed: Parsed
    matches: list[Match]
    hits: list[Hit] = field(default_factory=list)  # best hit per entry, ranked, including those below threshold
    normalized_message: str = ""
    backend: str = ""


def _buffer(parsed: Parsed) -> tuple[ScanBuffer, list[LineRef]]:
    lines: list[str] = []
    refs: list[LineRef] = []
    primary_ids = {id(b) for b in parsed.primary}
    owner: dict[int, Block] = {}
    for b in parsed.blocks:
        for i in b.message_lines:
            owner[i] = b
    for b in parsed.primary:
        for msg, i in zip(b.messages, b.message_lines):
            lines.append(msg)
            refs.append(LineRef(0, i, b))
    for b in reversed(parsed.blocks):
        if id(b) in primary_ids:
            continue
        for msg, i in zip(b.messages, b.message_lines):
            lines.append(msg)
            refs.append(LineRef(1, i, b))
    for i, text in enumerate(parsed.lines):
        kind = parsed.kinds[i]
        if i in owner:
            b = owner[i]
            refs.append(LineRef(0 if id(b) in primary_ids else 1, i, b))
        else:
            refs.append(LineRef(3 if kind in ("frame", "source") else 2, i, None))
        lines.append(text)
    return ScanBuffer(lines), refs


def _locate(pattern: str, buf: ScanBuffer) -> int | None:
    rx = compiled(pattern)
    m = rx.search(buf.text) if rx is not None else None
    return buf.line_of_char(max(m.end() - 1, m.start())) if m is not None else None


def run(text: str | bytes, index: CompiledIndex, *, limit: int = 5, threshold: float = THRESHOLD) -> LookupResult:
    """Look ``text`` up in ``index``; return matches plus everything needed to explain them."""
    parsed = parse(text)
    result = LookupResult(parsed=parsed, matches=[], backend=index.backend)
    final = parsed.final
    if final is not None:
        result.normalized_message = normalize(final.message)
    if not parsed.lines or not any(line.strip() for line in parsed.lines):
        return result
    buf, refs = _buffer(parsed)
    found = index.matcher.scan(buf)
    if not found:
        return result
    msg_tokens = tokens(final.message) if final is not None else None
    best: dict[str, Hit] = {}
    sigs = index.records.signatures
    for pid, line in found.items():
        sig = sigs[pid]
        if line is None:
            line = _locate(sig.pattern, buf)
            if line is None:
                continue
        ref = refs[line]
        entry = index.records.entries.get(sig.entry_id)
        if entry is None:
            continue
        hit = Hit(sig=sig, entry=entry, tier=ref.tier, line_index=ref.line_index, block=ref.block)
        block_tokens = tokens(ref.block.message) if ref.block is not None and ref.block is not final else msg_tokens
        score_hit(hit, parsed, block_tokens)
        cur = best.get(entry.id)
        if cur is None or (hit.score, hit.sig.specificity) > (cur.score, cur.sig.specificity):
            best[entry.id] = hit
    ranked = sorted(best.values(), key=lambda h: (-h.score, h.tier, -h.sig.specificity, h.entry.id))
    result.hits = ranked
    accepted = [h for h in ranked if h.score >= threshold]
    text_for_hints = parsed.clean.text
    for pos, hit in enumerate(accepted[: max(limit, 0)]):
        result.matches.append(_to_match(hit, pos, accepted, ranked, parsed, text_for_hints))
    return result


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
