"""Computed figures: the only place numbers about an entry come from.

Every figure here is derived from evidence records (``evidence/*.jsonl``) by
:func:`knownfix.figures.compute_figures`. ``None`` / empty means "not yet
measured" and every renderer must say exactly that. This module is the contract
between the lab (which writes evidence), the figures computation, and the
renderers (which display it).

The lab's runs are deterministic: running the same program in another environment
is not another trial of a random experiment. So the lab's result is a
**verification matrix** (remedy × cause × environment → outcome class), never a
rate: there is no posterior, interval or percentage here, and the only numbers are
counts of causes, scenarios, environments and records (docs/method.md §5).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

FIGURES_SCHEMA_VERSION = 3
#: ``ObservedEdge.target`` (and ``RemedyFigure.leads_to`` key) when the other error matched no entry.
NO_MATCH = "<no match>"
#: ``EntryFigures.verification`` when the evidence is fresh and every expectation agrees with the lab.
VERIFIED = "verified"
#: ``EntryFigures.verification`` when some expectation of the entry disagrees with the lab.
DISAGREES = "disagrees"


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Count(_M):
    """k of n (scenarios of one environment)."""

    k: int
    n: int


class Case(_M):
    """One cell of the verification matrix: one remedy on one scenario in one environment."""

    scenario: str
    cause: str
    environment: str
    outcome: str = Field(description="The outcome class the lab decided (docs/method.md §3).")
    claimed: bool = Field(description="The remedy names this cause in its `causes`.")
    expected: str | None = Field(
        default=None,
        description="What the entry states: the scenario's `expect` for this remedy; for a workaround on a cause "
        "it claims and no `expect`, `fixed`; else null (the entry states nothing).")
    leads_to: str | None = Field(default=None, description="For other_error: the entry lookup matched, or '<no match>'.")


class CauseResult(_M):
    """One remedy on one cause: every outcome class seen, each with the environments it was seen in."""

    cause: str
    claimed: bool
    environments: list[str] = Field(description="Environments the remedy was checked in on this cause (matrix order).")
    outcomes: dict[str, list[str]] = Field(
        default_factory=dict, description="outcome class -> environments it was seen in (matrix order)")


class RemedyFigure(_M):
    """What the lab saw one workaround or dead end do: its row of the verification matrix."""

    remedy_id: str
    kind: str  # "workaround" | "dead_end"
    environments: list[str] = Field(default_factory=list, description="Environments it was checked in (matrix order).")
    cases: list[Case] = Field(default_factory=list, description="Every counted case, in cause, scenario, environment order.")
    by_cause: list[CauseResult] = Field(default_factory=list, description="The cases grouped by cause (entry order).")
    by_outcome: dict[str, list[str]] = Field(
        default_factory=dict, description="outcome class -> causes it was seen on (entry order)")
    leads_to: dict[str, int] = Field(
        default_factory=dict, description="entry id (or '<no match>') -> number of other_error cases")


class CauseVerdict(_M):
    """What the entry's workarounds did on one of its causes."""

    cause: str
    state: str = Field(description="'fixed' (every case of every workaround claiming it: fixed) | 'exceptions' (some "
                                   "fixed, some not) | 'not_fixed' (none fixed) | 'not_checked' (no case of a "
                                   "workaround claiming it)")
    workarounds: list[str] = Field(default_factory=list, description="Workarounds claiming it that were checked on it.")
    environments: list[str] = Field(default_factory=list)
    exceptions: list[str] = Field(
        default_factory=list, description="'remedy/scenario @environment: outcome' for each claimed case not fixed")


class LabSummary(_M):
    """The entry as a whole, in counts of causes and environments (worded by the renderers)."""

    causes: int = Field(default=0, description="Number of causes of the entry.")
    by_cause: list[CauseVerdict] = Field(default_factory=list, description="One per cause, in entry order.")
    environments: list[str] = Field(default_factory=list, description="Environments the workarounds were checked in.")
    dead_ends: list[str] = Field(default_factory=list, description="Dead ends with counted cases (entry order).")

    def ids(self, state: str) -> list[str]:
        return [v.cause for v in self.by_cause if v.state == state]


class Mismatch(_M):
    """A current case whose outcome differs from what the entry states about it."""

    scenario: str
    remedy: str | None = Field(default=None, description="null: the unmodified (broken) program")
    environment: str
    expected: str
    observed: str

    def __str__(self) -> str:
        return f"{self.scenario}/{self.remedy or '(broken)'} @{self.environment}: expected {self.expected}, observed {self.observed}"


class VersionRow(_M):
    """One environment of the version-compatibility table."""

    environment: str
    versions: dict[str, str] = Field(default_factory=dict, description="library -> exact version")
    reproduced: Count = Field(description="k of n scenarios whose unmodified program reproduced the error here.")
    wordings: list[str] = Field(default_factory=list, description="signature ids the printed errors matched")
    printed: list[str] = Field(default_factory=list, description="The error lines printed where it reproduced (distinct, "
                               "cut at 200 characters).")
    instead: list[str] = Field(default_factory=list, description="What the unmodified programs that did not reproduce did "
                               "instead: 'ran without error' or the other error's line.")
    absent_expected: bool = Field(default=False, description="The entry states that this release does not print the "
                                  "error (a scenario's absent_in names this environment).")
    last_run: str | None = None


class WordingChange(_M):
    release: str = Field(description="The release of the history's library from which on the lab saw these wordings.")
    wordings: list[str]


class VersionHistory(_M):
    """Where the error starts and stops, derived from the version table (docs/method.md, "Version history").

    Releases are those of ``library`` the lab ran. ``introduced`` is the oldest release where the lab reproduced
    the error; it is exact when an older release was run and did not reproduce it (``introduced_after`` names
    it), otherwise a bound: the error may be older than the matrix. ``gone_since`` is the first release after the
    last reproducing one (``last_reproduced``) where it did not reproduce; null while the newest release run
    still reproduces it."""

    library: str
    releases: list[str] = Field(default_factory=list, description="Releases run, oldest first.")
    introduced: str | None = None
    introduced_after: str | None = None
    last_reproduced: str | None = None
    gone_since: str | None = None
    instead: list[str] = Field(default_factory=list, description="What the programs did instead from gone_since on.")
    wording_changes: list[WordingChange] = Field(default_factory=list)


class ObservedEdge(_M):
    target: str  # entry id or "<no match>"
    via_remedy: str
    count: int = Field(description="Number of cases (scenario × environment) that ended in this other error.")
    causes: list[str] = Field(default_factory=list, description="Causes of those cases (entry order).")
    environments: list[str] = Field(default_factory=list, description="Environments of those cases (matrix order).")
    declared: bool = Field(default=False, description="The entry's related.leads_to names this target too.")


class EntryFigures(_M):
    schema_version: int = FIGURES_SCHEMA_VERSION
    entry_id: str
    measured: bool = False
    verification: str = Field(
        default="missing",
        description="'verified' (fresh, every expectation agrees with the lab) | 'disagrees' (some expectation does "
                    "not: expectation_mismatches) | otherwise the freshness")
    summary: LabSummary | None = Field(default=None, description="The entry-level result; null = not yet measured.")
    evidence_count: int = 0
    evidence_by_kind: dict[str, int] = Field(default_factory=dict)
    remedies: dict[str, RemedyFigure] = Field(default_factory=dict)
    versions: list[VersionRow] = Field(default_factory=list)
    history: VersionHistory | None = Field(default=None, description="Null when no release of the library was run.")
    observed_leads_to: list[ObservedEdge] = Field(default_factory=list)
    first_seen_measured: str | None = None
    freshness: str = Field(default="missing", description="'fresh' | 'stale' | 'missing' | 'gpu_only' | 'not_verifiable'")
    expectation_mismatches: list[Mismatch] = Field(
        default_factory=list, description="Every current case whose outcome differs from what the entry states.")
    excluded_runs: int = Field(default=0, description="Current remedy runs not counted: the broken run of the same scenario and environment did not reproduce.")
    stale_records: int = Field(default=0, description="Records ignored because entry or scenario changed since (content hash).")
    unavailable_environments: list[str] = Field(default_factory=list, description="Environments the lab recorded as not buildable here.")

    @classmethod
    def not_measured(cls, entry_id: str, freshness: str = "missing") -> EntryFigures:
        return cls(entry_id=entry_id, freshness=freshness, verification=freshness)
