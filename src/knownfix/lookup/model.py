"""Result types of a lookup (stable JSON fields: id, title, score, matched_signature, matched_text, likely_causes)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class LikelyCause(BaseModel):
    id: str
    title: str
    score: float
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
