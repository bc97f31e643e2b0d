"""The possible tier: an entry whose wording is close to the paste, when no signature matched.

Used only when the curated tier found nothing. The final message's words (normalised:
:func:`.normalize.tokens`, placeholders for numbers, paths, quoted text dropped) are compared
with every signature's example by TF-IDF cosine (the weight of a word falls with the number of
entries whose examples use it). An entry is offered only when all of this holds:

* its best signature's similarity is at least :data:`MIN_SIMILARITY` and ahead of the next
  entry's by :data:`MIN_MARGIN` (a paste equally close to two entries names neither);
* the message has at least :data:`MIN_WORDS` words that count;
* the printed exception type, when there is one, is the signature's (last dotted part);
* when the paste shows a traceback or libraries, the entry's library is among them.

The answer is labelled everywhere as a *possible* match (``"confidence": "possible"`` in JSON):
the wording resembles the entry's, no signature matched. The thresholds were chosen on the
evaluation set (positives the exact tier leaves unanswered, the negatives, and cut-down copies of
the positives' messages): ``benchmarks/eval_possible.py`` prints the precision. The floor was 0.75
until a real negative (``batch_sampler option is mutually exclusive with batch_size, shuffle, ...``)
reached 0.77 to the ``sampler option is mutually exclusive with shuffle`` entry; at 0.80 no negative
is answered, and one of the seven real positives it answered at 0.75 is not.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from .normalize import tokens
from .parse import Parsed
from .rank import DOMAIN_LIBRARIES

MIN_SIMILARITY = 0.8
MIN_MARGIN = 0.2
MIN_WORDS = 4


@dataclass
class PossibleMatch:
    """An entry whose example wording is close to the paste (no signature matched)."""

    id: str
    title: str
    similarity: float
    matched_signature: str
    example: str
    reasons: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"kind": "entry", "confidence": "possible", "id": self.id, "title": self.title,
                "similarity": self.similarity, "matched_signature": self.matched_signature,
                "example": self.example, "why": list(self.reasons)}


class _Model:
    """Word weights of every signature's example and an inverted index over them."""

    def __init__(self, records: Any) -> None:
        sigs = list(records.signatures)
        self.sigs = sigs
        self.domain: dict[str, str] = {}
        words_of = [_words(s.example) for s in sigs]
        by_entry: dict[str, set[str]] = defaultdict(set)
        for s, words in zip(sigs, words_of):
            by_entry[s.entry_id] |= words
        df: dict[str, int] = defaultdict(int)
        for words in by_entry.values():
            for w in words:
                df[w] += 1
        n = len(by_entry)
        self.unseen = math.log(n + 1.0)
        self.idf = {w: math.log((n + 1.0) / (c + 0.5)) for w, c in df.items()}
        self.postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
        #: the same postings split by the signature's exception type (its last dotted part): a paste with a
        #: printed type is compared only with the signatures of that type
        self.postings_of: dict[str, dict[str, list[tuple[int, float]]]] = defaultdict(lambda: defaultdict(list))
        self.norm: list[float] = []
        #: the libraries each signature's entry refers to (None: the entry is not in the index)
        self.libraries: list[tuple[str, ...] | None] = []
        entries = records.entries
        for i, (s, words) in enumerate(zip(sigs, words_of)):
            weights = {w: self.idf[w] for w in words}
            self.norm.append(math.sqrt(sum(x * x for x in weights.values())) or 1.0)
            typed = self.postings_of[s.exception.rsplit(".", 1)[-1]]
            for w, x in weights.items():
                self.postings[w].append((i, x))
                typed[w].append((i, x))
            entry = entries.get(s.entry_id)
            self.libraries.append(None if entry is None else DOMAIN_LIBRARIES.get(entry.domain, (entry.domain,)))


def _words(text: str) -> set[str]:
    return {t for t in tokens(text) if not t.startswith("<")}


def _model(index: Any) -> _Model:
    got = index.__dict__.get("_possible_model")
    if got is None:
        got = index.__dict__["_possible_model"] = _Model(index.records)
    return got  # type: ignore[no-any-return]


def possible_matches(parsed: Parsed, index: Any) -> list[PossibleMatch]:
    """At most one possible match for a paste no signature matched (see the module docstring)."""
    final = parsed.final
    if final is None or not final.message.strip():
        return []
    query = _words(final.message)
    if len(query) < MIN_WORDS:
        return []
    model = _model(index)
    printed = final.type.rsplit(".", 1)[-1] if final.kind == "exception" and final.type else None
    postings = model.postings if printed is None else model.postings_of.get(printed)
    if not postings:
        return []
    weights = {w: model.idf.get(w, model.unseen) for w in query}
    qnorm = math.sqrt(sum(x * x for x in weights.values())) or 1.0
    dots: dict[int, float] = defaultdict(float)
    for w, x in weights.items():
        for i, y in postings.get(w, ()):
            dots[i] += x * y
    if not dots:
        return []
    ctx = parsed.context
    shows_libraries = bool(parsed.frames or ctx.libraries)
    entries = index.records.entries
    allowed: dict[tuple[str, ...], bool] = {}
    best: dict[str, tuple[float, int]] = {}
    for i, dot in dots.items():
        libs = model.libraries[i]
        if libs is None:
            continue
        if libs and shows_libraries:
            ok = allowed.get(libs)
            if ok is None:
                ok = allowed[libs] = any(ctx.has(lib) for lib in libs)
            if not ok:
                continue
        sig = model.sigs[i]
        sim = dot / (qnorm * model.norm[i])
        if sim > best.get(sig.entry_id, (0.0, -1))[0]:
            best[sig.entry_id] = (sim, i)
    if not best:
        return []
    ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[0]))
    top_id, (sim, i) = ranked[0]
    runner = ranked[1][1][0] if len(ranked) > 1 else 0.0
    if sim < MIN_SIMILARITY or sim - runner < MIN_MARGIN:
        return []
    sig = model.sigs[i]
    entry = entries[top_id]
    shared = sorted(query & _words(sig.example), key=lambda w: (-model.idf.get(w, 0.0), w))[:8]
    reasons = [
        f"no signature matched; the message's words are {sim:.2f} similar (TF-IDF cosine) to the example of "
        f"signature '{sig.sig_id}'" + (f", the next entry {runner:.2f}" if runner else ""),
        "shared words: " + ", ".join(shared),
    ]
    if printed is not None:
        reasons.append(f"exception type {final.type} agrees with the signature")
    return [PossibleMatch(id=top_id, title=entry.title, similarity=round(sim, 3), matched_signature=sig.sig_id,
                          example=sig.example, reasons=reasons)]
