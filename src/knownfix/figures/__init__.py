"""Stage: figures computed from evidence (fix rates, confidence, version table).

:func:`compute_figures` reads an entry's evidence records and returns
:class:`EntryFigures`; the formulas are documented in docs/method.md.
"""

from .compute import compute_figures, confidence_label, figures_from_records
from .model import Count, EntryFigures, Estimate, ObservedEdge, RemedyFigure, VersionRow

__all__ = ["Count", "EntryFigures", "Estimate", "ObservedEdge", "RemedyFigure", "VersionRow", "compute_figures",
           "confidence_label", "figures_from_records"]
