"""Computed figures: the only place numbers about an entry come from.

Every figure here is derived from evidence records (``evidence/*.jsonl``) by
:func:`knownfix.figures.compute_figures`. ``None`` / empty means "not yet
measured" and every renderer must say exactly that. This module is the contract
between the lab (which writes evidence), the figures computation, and the
renderers (which display it).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

FIGURES_SCHEMA_VERSION = 1
#: ``ObservedEdge.target`` (and ``RemedyFigure.leads_to`` key) when the other error matched no entry.
NO_MATCH = "<no match>"


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Count(_M):
    """k of n runs."""

    k: int
    n: int


class Estimate(_M):
    """A proportion estimated from k of n with a Beta(1,1) prior: posterior mean and 95% interval."""

    k: int
    n: int
    mean: float
    low: float
    high: float


class RemedyFigure(_M):
    """What the lab saw for one workaround or dead end, over all its runs."""

    remedy_id: str
    kind: str  # "workaround" | "dead_end"
    runs: int
    outcomes: dict[str, int] = Field(default_factory=dict, description="outcome class -> count")
    by_cause: dict[str, dict[str, int]] = Field(default_factory=dict)
    by_environment: dict[str, dict[str, int]] = Field(default_factory=dict)
    leads_to: dict[str, int] = Field(default_factory=dict, description="entry id (or '<no match>') -> count, for other_error")
    fixed: Count | None = None


class VersionRow(_M):
    """One environment of the version-compatibility table."""

    environment: str
    versions: dict[str, str] = Field(default_factory=dict, description="library -> exact version")
    reproduced: Count
    wordings: list[str] = Field(default_factory=list, description="signature ids the printed errors matched")
    last_run: str | None = None


class ObservedEdge(_M):
    target: str  # entry id or "<no match>"
    via_remedy: str
    count: int
    declared: bool = Field(default=False, description="The entry's related.leads_to names this target too.")


class EntryFigures(_M):
    schema_version: int = FIGURES_SCHEMA_VERSION
    entry_id: str
    measured: bool = False
    fix_rate: Estimate | None = None
    confidence: str | None = Field(default=None, description="'low' | 'medium' | 'high', from the fix-rate interval width and n")
    evidence_count: int = 0
    evidence_by_kind: dict[str, int] = Field(default_factory=dict)
    remedies: dict[str, RemedyFigure] = Field(default_factory=dict)
    versions: list[VersionRow] = Field(default_factory=list)
    observed_leads_to: list[ObservedEdge] = Field(default_factory=list)
    first_seen_measured: str | None = None
    freshness: str = Field(default="missing", description="'fresh' | 'stale' | 'missing' | 'gpu_only' | 'not_verifiable'")
    expectation_mismatches: list[str] = Field(default_factory=list)
    excluded_runs: int = Field(default=0, description="Current remedy runs not counted: the broken run of the same scenario and environment did not reproduce.")
    stale_records: int = Field(default=0, description="Records ignored because entry or scenario changed since (content hash).")
    unavailable_environments: list[str] = Field(default_factory=list, description="Environments the lab recorded as not buildable here.")

    @classmethod
    def not_measured(cls, entry_id: str, freshness: str = "missing") -> EntryFigures:
        return cls(entry_id=entry_id, freshness=freshness)
