"""Stage: figures computed from evidence (the verification matrix, the version table).

:func:`compute_figures` reads an entry's evidence records and returns
:class:`EntryFigures`; the definitions are in docs/method.md. The lab's runs are
deterministic, so its figures are a matrix of outcome classes, never a rate.
:mod:`knownfix.figures.beta` (a Beta posterior) is kept for user outcome reports,
which are a separate source; it is never applied to lab runs.
"""

from .compute import compute_figures, expected_outcome, figures_from_records
from .model import (
    Case,
    CauseResult,
    CauseVerdict,
    Count,
    EntryFigures,
    LabSummary,
    Mismatch,
    ObservedEdge,
    RemedyFigure,
    VersionHistory,
    VersionRow,
    WordingChange,
)

__all__ = ["Case", "CauseResult", "CauseVerdict", "Count", "EntryFigures", "LabSummary", "Mismatch", "ObservedEdge", "RemedyFigure",
           "VersionHistory", "VersionRow", "WordingChange", "compute_figures", "expected_outcome", "figures_from_records"]
