"""What the compiled index stores about each entry: plain, serialisable records.

The lookup path never needs the full :class:`knownfix.kb.Entry`: it needs the
signatures (to match), the title and domain (to answer and rank), and the causes
with their hints (to rank causes). These records are built once from the KB and
stored in the index cache as JSON.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field
from typing import Any, Iterable

try:  # CPython's own regex parser, used only to measure literal length
    from re import _parser as _sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover
    _sre_parse = None  # type: ignore[assignment]

#: Bumped when matching semantics or the record layout change (invalidates caches).
ENGINE_VERSION = 1


@dataclass(frozen=True)
class SigRecord:
    entry_id: str
    sig_id: str
    exception: str
    pattern: str
    example: str
    specificity: int  # literal characters every match must contain


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
            return _literal_len(_sre_parse.parse(pattern))
        except Exception:  # noqa: BLE001 - RE2 syntax Python's parser rejects; use a heuristic
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
                )
            )
    return recs


def required_literal(pattern: str) -> str | None:
    """The longest run of literal characters every match of ``pattern`` contains (top level), or None.

    Used as a Hyperscan prefilter. None when the pattern cannot be parsed here or
    changes case sensitivity (``(?i)``), so the literal would not be exact.
    """
    if _sre_parse is None or "(?" in pattern.replace("(?:", ""):
        return None
    try:
        parsed = _sre_parse.parse(pattern)
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
