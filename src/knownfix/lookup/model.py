"""Result types of a lookup (plain dataclasses: the lookup path imports no pydantic).

Stable JSON fields (``knownfix lookup --json``): ``id, title, score,
matched_signature, matched_text, likely_causes``. The other fields
(``explanation``, ``matched_line``, ``exception``) are extra detail for
``--explain`` and Python callers.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: The fields written by ``knownfix lookup --json`` / ``--batch`` (a stable interface).
JSON_FIELDS = ("id", "title", "score", "matched_signature", "matched_text", "likely_causes")


@dataclass
class LikelyCause:
    """One of the entry's causes, ranked by the hints found in the pasted text.

    ``score``: share of the evidence, 0..1; causes of one match sum to about 1.
    """

    id: str
    title: str
    score: float
    reasons: list[str] = field(default_factory=list)


@dataclass
class Match:
    """One ranked result of :func:`knownfix.lookup`.

    ``score`` is calibrated 0..1 (results below the no-match threshold are never
    returned); ``matched_signature`` is the signature id within the entry;
    ``matched_text`` the input line that matched and ``matched_line`` its 1-based
    number; ``exception`` the exception type printed on the matched block, if any;
    ``explanation`` says why it matched and why it ranks where it does.
    """

    id: str
    title: str
    score: float
    matched_signature: str
    matched_text: str
    likely_causes: list[LikelyCause] = field(default_factory=list)
    explanation: list[str] = field(default_factory=list)
    matched_line: int | None = None
    exception: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The stable JSON object: only :data:`JSON_FIELDS`, in that order."""
        data = asdict(self)
        return {k: data[k] for k in JSON_FIELDS}

    def model_dump(self, include: set[str] | None = None) -> dict[str, Any]:
        """All fields as plain data (``include`` keeps only those named); pydantic-style spelling."""
        data = asdict(self)
        return {k: v for k, v in data.items() if include is None or k in include}
