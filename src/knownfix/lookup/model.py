"""Result types of a lookup.

Stable JSON fields (``knownfix lookup --json``): ``id, title, score,
matched_signature, matched_text, likely_causes``. The other fields
(``explanation``, ``matched_line``, ``exception``) are extra detail for
``--explain`` and Python callers.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

#: The fields written by ``knownfix lookup --json`` / ``--batch`` (a stable interface).
JSON_FIELDS = ("id", "title", "score", "matched_signature", "matched_text", "likely_causes")


class LikelyCause(BaseModel):
    """One of the entry's causes, ranked by the hints found in the pasted text."""

    id: str
    title: str
    score: float = Field(description="Share of the evidence, 0..1; causes of one match sum to about 1.")
    reasons: list[str] = Field(default_factory=list)


class Match(BaseModel):
    """One ranked result of :func:`knownfix.lookup`."""

    id: str
    title: str
    score: float = Field(description="Calibrated 0..1; results below the no-match threshold are never returned.")
    matched_signature: str = Field(description="Signature id within the entry.")
    matched_text: str = Field(description="The input line that matched.")
    likely_causes: list[LikelyCause] = Field(default_factory=list)
    explanation: list[str] = Field(default_factory=list, description="Why it matched and why it ranks here.")
    matched_line: int | None = Field(default=None, description="1-based line number of matched_text in the input.")
    exception: str | None = Field(default=None, description="Exception type printed on the matched block, if any.")

    def to_json(self) -> dict:
        """The stable JSON object: only :data:`JSON_FIELDS`."""
        return self.model_dump(include=set(JSON_FIELDS))
