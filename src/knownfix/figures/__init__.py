"""Stage: figures computed from evidence (fix rates, confidence, version table)."""

from .model import Count, EntryFigures, Estimate, ObservedEdge, RemedyFigure, VersionRow


def compute_figures(entry, evidence_root=None) -> EntryFigures:  # replaced by the lab issue
    """Figures for ``entry`` from its evidence records; 'not yet measured' until evidence exists."""
    return EntryFigures.not_measured(entry.id)


__all__ = ["Count", "EntryFigures", "Estimate", "ObservedEdge", "RemedyFigure", "VersionRow", "compute_figures"]
