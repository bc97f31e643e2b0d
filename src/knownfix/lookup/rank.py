"""Ranking: turn one signature hit into a score with reasons, and rank an entry's causes.

The score is a sum of named parts, clamped to 0..1 (each part is shown by
``--explain``):

================================  =============================================
where the match is                final exception 0.72 · earlier exception 0.55 ·
                                  raise statement of the last frame whose printed
                                  message is cut off or missing 0.55 ·
                                  other line 0.45 · frame/source line 0.15
exception type vs signature       agrees +0.12 (also the signature's type printed
                                  inside a wrapper: ``Wrapper: ValueError: msg``) ·
                                  subclass/superclass +0.04 · unknown 0 · differs −0.20
specificity (literal characters)  0.16 × min(L, 48)/48 − 0.06, and −0.10 more
                                  when L < 8 (generic patterns need support)
raised inside a library           a generic python-domain signature (< 8 literal
                                  characters) whose traceback ends in site-packages/X −0.30
library context                   entry's library seen, or named in the matched
                                  message +0.04 · a traceback with frames that
                                  never touches it −0.30
similarity to the example         +0.08 × Jaccard(normalised words)
cut-off message                   −0.05 (a prefix of the signature, ≥ 40 chars,
                                  ending where the input line ends)
fragment                          −0.05 − 0.15 × (1 − share of the example
                                  present): only part of a long message (its
                                  tail, its middle) is in the paste
follow-on wording                 −0.30 when an earlier line matched another
                                  entry (the engine adds this part)
normalised copy                   −0.02 when the pattern matched only a
                                  normalised copy of the message (folded
                                  spaces/punctuation, first letter's case,
                                  wrapped lines joined)
================================  =============================================

:data:`THRESHOLD` (0.5) is the no-match line: a hit scoring below it is not
returned. The weights were set by hand and checked against the evaluation set
(``python -m knownfix.lookup.evaluate`` prints the reliability table).
"""

from __future__ import annotations

import builtins
import functools
from dataclasses import dataclass, field
from typing import Any, Literal

import re2  # type: ignore[import-untyped]

from ..index.records import CauseRecord, EntryRecord, SigRecord
from ._rx import compile_rx
from .context import CYTHON_FRAME
from .model import LikelyCause
from .normalize import similarity, tokens
from .parse import Block, Parsed

THRESHOLD = 0.5
Tier = Literal[0, 1, 2, 3]
TIER_BASE: dict[int, tuple[float, str]] = {
    0: (0.72, "in the final exception"),
    1: (0.55, "in an earlier exception of the chain"),
    2: (0.45, "in a line outside any exception message"),
    3: (0.15, "only in a traceback frame or source line"),
    4: (0.55, "in the raise statement of the last frame (the printed message is cut off or missing)"),
}
#: Score part of a message matched only as a cut-off prefix of a signature.
TRUNCATED_PART = -0.05
#: Score part of a message found only as a fragment: FRAGMENT_PART - FRAGMENT_MISSING_PART x (share missing).
FRAGMENT_PART = -0.05
FRAGMENT_MISSING_PART = 0.15
#: Score part of a match found only in a normalised copy of the message (the message as printed ranks first).
NORMALISED_PART = -0.02
#: Score part of a follow-on signature when an earlier line matched another entry.
FOLLOW_ON_PART = -0.30
#: Score part of a hit on a line logged at info level when another entry matched a line that is not.
NOTICE_PART = -0.15
#: Libraries an entry's domain refers to ("python" = the standard library: no requirement).
DOMAIN_LIBRARIES: dict[str, tuple[str, ...]] = {
    "pytorch": ("torch", "torchvision", "torchaudio"),
    "numpy": ("numpy",),
    "pandas": ("pandas",),
    "pip": ("pip",),
    "python": (),
    # domains named after a distribution whose import name differs (the context records import names)
    "huggingface-hub": ("huggingface_hub",),
    "tensorflow": ("tensorflow", "keras", "tf_keras"),  # Keras 3 tracebacks pass through keras/, not tensorflow/
    "opencv": ("opencv", "cv2"),  # the import name, as messages print it ("module 'cv2' has no attribute ...")
    # domains whose errors pass through the family's other packages
    "langchain": ("langchain", "langchain_core", "langchain_community", "langchain_classic", "langchain_text_splitters",
                  "langchain_openai", "langgraph"),
    "fastapi": ("fastapi", "starlette", "uvicorn"),
    "requests": ("requests", "urllib3"),
    "pydantic": ("pydantic", "pydantic_core", "pydantic_settings"),
    "jax": ("jax", "jaxlib"),
}


@dataclass
class Hit:
    """One signature matched on one line, with its score parts."""

    sig: SigRecord
    entry: EntryRecord
    tier: int
    line_index: int  # index into Parsed.lines
    block: Block | None
    parts: list[tuple[float, str]] = field(default_factory=list)
    raised_type: str | None = None  # tier 4: the type in the ``raise X("...")`` source line
    truncated_chars: int | None = None  # matched as a cut-off prefix of this many characters
    fragment_chars: int | None = None  # matched as a fragment: this many characters of the example are present
    fragment_share: float = 0.0  # ... which is this share of the example
    normalised: str | None = None  # matched in a normalised copy of the message: what was normalised

    @property
    def score(self) -> float:
        return round(min(1.0, max(0.0, sum(p for p, _ in self.parts))), 3)

    @property
    def raw(self) -> float:
        """The sum of the parts before clamping: breaks ties between hits that both reach 1.0."""
        return round(sum(p for p, _ in self.parts), 3)


@functools.lru_cache(maxsize=512)
def _builtin_exc(name: str) -> type | None:
    obj = getattr(builtins, name, None)
    return obj if isinstance(obj, type) and issubclass(obj, BaseException) else None


def type_agreement(printed: str | None, expected: str) -> tuple[float, str]:
    if not printed:
        return 0.0, "exception type not shown in the text (neither agrees nor differs)"
    a, b = printed.rsplit(".", 1)[-1], expected.rsplit(".", 1)[-1]
    if a == b:
        return 0.12, f"exception type {printed} agrees with the signature"
    ca, cb = _builtin_exc(a), _builtin_exc(b)
    if ca is not None and cb is not None and (issubclass(ca, cb) or issubclass(cb, ca)):
        return 0.04, f"exception type {printed} is related to the signature's {expected} (subclass)"
    return -0.20, f"exception type {printed} differs from the signature's {expected}"


def specificity_part(sig: SigRecord, cap: int | None = None) -> tuple[float, str]:
    lit = sig.specificity if cap is None else min(sig.specificity, cap)
    value = 0.16 * min(lit, 48) / 48 - 0.06
    if lit < 8:
        value -= 0.10
        return value, f"generic pattern: only {lit} literal characters"
    return value, f"pattern has {lit} literal characters"


@functools.lru_cache(maxsize=64)
def _names_rx(libs: tuple[str, ...]) -> Any:
    """A library name standing alone (not inside a longer word or dotted name), any case.

    The neighbours are matched, not looked around (RE2): group 1 is the name.
    """
    names = "|".join(re2.escape(lib) for lib in libs)
    return compile_rx(r"(?i)(?:^|[^\w.])(" + names + r")(?:[^\w]|$)")


def library_part(entry: EntryRecord, parsed: Parsed, message: str = "") -> tuple[float, str] | None:
    """Library context. ``message`` is the matched message: when it names the library, the
    error is the library's own even if no frame passes through it (e.g. an import from a
    compiled extension), so that counts as seen."""
    libs = DOMAIN_LIBRARIES.get(entry.domain, (entry.domain,))
    if not libs:
        return None
    ctx = parsed.context
    seen = [lib for lib in libs if ctx.has(lib)]
    if seen:
        return 0.04, f"library context: {seen[0]} seen ({ctx.evidence.get(seen[0], 'in the text')})"
    named = _names_rx(libs).search(message) if message else None
    if named is not None:
        return 0.04, f"library context: the matched message names {named.group(1)}"
    if parsed.frames and ctx.libraries:
        return -0.30, f"the traceback never touches {libs[0]} (libraries seen: {', '.join(sorted(ctx.libraries))})"
    if parsed.frames:
        return -0.30, f"the traceback shows no {libs[0]} frames or imports"
    return None


_INSTALLED = compile_rx(r"[\\/](?:site|dist)-packages[\\/]([A-Za-z_][A-Za-z0-9_]*)")
RAISED_INSIDE_PART = -0.30


def raised_inside_library(hit: Hit) -> tuple[float, str] | None:
    """A generic standard-library message (``KeyError: '0'``, a bare path) whose traceback ends inside an
    installed library: that library raised it for its own reasons (a pandas label lookup, not a dict), so
    a generic Python entry loses :data:`RAISED_INSIDE_PART`. Only for generic signatures (fewer than 8
    literal characters) of ``python`` entries."""
    if hit.entry.domain != "python" or hit.sig.specificity >= 8 or hit.block is None or not hit.block.frames:
        return None
    m = _INSTALLED.search(hit.block.frames[-1].file) or CYTHON_FRAME.match(hit.block.frames[-1].file)
    if m is None:
        return None
    return RAISED_INSIDE_PART, (f"a generic message raised inside the installed library {m.group(1)} (its traceback ends in "
                                f"{hit.block.frames[-1].file[-80:]}): the library's own error")


def _wrapped_type(hit: Hit) -> tuple[float, str] | None:
    """The signature's exception printed *inside* another framework's wrapper exception: ``Wrapper:
    ValueError: message`` (jax's UnfilteredStackTrace, a task runner's RemoteError, ...). The inner type
    is the printed type then; None when the block does not print the signature's type that way."""
    block = hit.block
    if block is None or block.kind != "exception" or not block.type or not block.messages:
        return None
    inner = hit.sig.exception.rsplit(".", 1)[-1]
    outer = block.type.rsplit(".", 1)[-1]
    if outer == inner or not block.messages[0].startswith((f"{inner}: ", f"{hit.sig.exception}: ")):
        return None
    return 0.12, f"exception type {inner} agrees with the signature, printed inside the wrapper {block.type}"


def score_hit(hit: Hit, parsed: Parsed, message_tokens: frozenset[str] | None) -> None:
    base, where = TIER_BASE[hit.tier]
    btype = hit.block.type if hit.block is not None and hit.block.kind != "plain" else None
    if hit.raised_type is not None:
        btype = hit.raised_type
    if hit.tier == 0 and hit.block is not None:
        where = {"pip": "in a pip ERROR block", "warning": "in the warning", "plain": "in the pasted message"}.get(
            hit.block.kind, f"in the final exception ({hit.block.type})"
        )
    hit.parts = [(base, where)]
    if hit.block is not None and hit.block.kind == "pip" and hit.raised_type is None:
        hit.parts.append((0.0, "pip output (no exception type)"))
    else:
        hit.parts.append(_wrapped_type(hit) or type_agreement(btype, hit.sig.exception))
    hit.parts.append(specificity_part(hit.sig, hit.truncated_chars if hit.truncated_chars is not None else hit.fragment_chars))
    if hit.fragment_chars is not None:
        hit.parts.append(
            (
                FRAGMENT_PART - FRAGMENT_MISSING_PART * (1.0 - hit.fragment_share),
                (
                    f"only part of the message: {hit.fragment_chars} characters of the signature's example "
                    f"({hit.fragment_share:.0%} of it) are in the paste, the rest is cut away"
                ),
            )
        )
    if hit.truncated_chars is not None:
        hit.parts.append(
            (
                TRUNCATED_PART,
                (
                    f"message cut off: its last {hit.truncated_chars} characters are a prefix of the signature "
                    "(the input line ends there)"
                ),
            )
        )
    if hit.normalised is not None:
        hit.parts.append((NORMALISED_PART, f"matched the message after normalisation: {hit.normalised}"))
    line = parsed.lines[hit.line_index] if 0 <= hit.line_index < len(parsed.lines) else ""
    lib = library_part(hit.entry, parsed, line)
    if lib is not None:
        hit.parts.append(lib)
    inside = raised_inside_library(hit)
    if inside is not None:
        hit.parts.append(inside)
    if message_tokens:
        sim = similarity(message_tokens, example_tokens(hit.sig.example))
        hit.parts.append((0.08 * sim, f"message is {sim:.0%} similar to the signature's example (normalised words)"))


@functools.lru_cache(maxsize=4096)
def example_tokens(example: str) -> frozenset[str]:
    return tokens(example)


def describe_parts(hit: Hit) -> str:
    terms = " ".join(f"{'+' if p >= 0 else '−'} {abs(p):.2f}" for p, _ in hit.parts[1:])
    return f"score {hit.score:.2f} = {hit.parts[0][0]:.2f} {terms}".rstrip()


#: ``\A`` / ``\z`` match at the ends of one frame's text but not inside the joined text: such a
#: hint is searched frame by frame. (Under ``(?m)``, ``^``, ``$`` and ``\b`` mean the same in both.)
_TEXT_ANCHORS = compile_rx(r"\\[Az]")


@functools.lru_cache(maxsize=8192)
def compiled(pattern: str) -> Any:
    """A multi-line compiled pattern (RE2, bounded memory) for hints and match location (None if invalid)."""
    try:
        return compile_rx("(?m)" + pattern)
    except Exception:  # noqa: BLE001 - not valid RE2: never matches
        return None


def rank_causes(causes: tuple[CauseRecord, ...], parsed: Parsed, text: str) -> list[LikelyCause]:
    """Rank an entry's causes by the hints its entry declares (frame / text patterns)."""
    frames = parsed.frames[-1000:]
    joined: str | None = None  # every frame's text, one per line: a hint that misses it misses each frame
    out: list[tuple[int, int, LikelyCause]] = []
    for order, cause in enumerate(causes):
        reasons: list[str] = []
        hits = 0
        for hint in cause.hints:
            if hint.frame:
                rx = compiled(hint.frame)
                f = None
                if rx is not None and frames:
                    if joined is None:
                        joined = "\n".join(fr.formatted for fr in frames)
                    if _TEXT_ANCHORS.search(hint.frame) is not None or rx.search(joined) is not None:
                        f = next((fr for fr in reversed(frames) if rx.search(fr.formatted)), None)
                if f is not None:
                    hits += 1
                    where = f"{f.file}:{f.lineno}" + (f" in {f.func}" if f.func else "")
                    reasons.append(f"{hint.reason} (frame {where})")
            if hint.text:
                rx = compiled(hint.text)
                m = rx.search(text) if rx is not None else None
                if m is not None:
                    hits += 1
                    reasons.append(f"{hint.reason} (text: {m.group(0).strip()[:80]!r})")
        out.append((hits, order, LikelyCause(id=cause.id, title=cause.title, score=0.0, reasons=reasons)))
    weights = [1 + 3 * h for h, _, _ in out]
    total = sum(weights) or 1
    for w, (h, _, lc) in zip(weights, out):
        lc.score = round(w / total, 3)
        if not h:
            lc.reasons.append("no hint for this cause in the pasted text" if cause_has_hints(causes, lc.id) else "this cause declares no hints")
    out.sort(key=lambda t: (-t[0], t[1]))
    return [lc for _, _, lc in out]


def cause_has_hints(causes: tuple[CauseRecord, ...], cause_id: str) -> bool:
    return any(c.hints for c in causes if c.id == cause_id)
