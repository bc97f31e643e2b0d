"""Counts per remedy and the figure drawn from them; the export file the artifact folds in.

Per remedy: how many reporters said ``fixed``, ``not_fixed`` and ``other_error`` (one report
per reporter, entry and remedy: the latest), and ``reporters`` = their sum. From
:data:`MIN_REPORTERS` distinct reporters on, the figure: the share of reporters for whom the
remedy fixed the error, the posterior mean of a Beta(1, 1) prior updated with those counts,
and its equal-tailed 95 % interval (docs/method.md, "Outcome reports"). Below that: counts
only. Lab runs never enter these numbers.

The export (``knownfix reports export``) is JSON: ``{"format": "knownfix-reports", "version": 1,
"exported_at": ISO-8601, "min_reporters": 5, "entries": {ENTRY: {REMEDY: {"fixed": k,
"not_fixed": m, "other_error": o, "reporters": r}}}}`` — counts only: no notes, no tokens.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from ..figures.beta import beta_interval

#: A figure is shown from this many distinct reporters of one remedy on.
MIN_REPORTERS = 5
EXPORT_FORMAT = "knownfix-reports"
EXPORT_VERSION = 1


@dataclass(frozen=True)
class ReportFigure:
    share: float  # fixed / reporters
    mean: float  # Beta(1 + fixed, 1 + reporters - fixed) posterior mean
    low: float
    high: float


@dataclass(frozen=True)
class RemedyTally:
    fixed: int = 0
    not_fixed: int = 0
    other_error: int = 0

    @property
    def reporters(self) -> int:
        return self.fixed + self.not_fixed + self.other_error

    @property
    def figure(self) -> ReportFigure | None:
        n = self.reporters
        if n < MIN_REPORTERS:
            return None
        mean, low, high = beta_interval(self.fixed, n)
        return ReportFigure(self.fixed / n, mean, low, high)

    def as_json(self) -> dict[str, Any]:
        f = self.figure
        return {"fixed": self.fixed, "not_fixed": self.not_fixed, "other_error": self.other_error,
                "reporters": self.reporters, "figure": None if f is None else {k: round(v, 4) for k, v in asdict(f).items()}}


def tally_entry(remedy_ids: list[str], counts: Mapping[str, Mapping[str, int]]) -> dict[str, RemedyTally]:
    """A tally for every remedy of an entry (in ``remedy_ids`` order; remedies nobody reported on: zeros)."""
    out = {}
    for rid in remedy_ids:
        c = counts.get(rid, {})
        out[rid] = RemedyTally(int(c.get("fixed", 0)), int(c.get("not_fixed", 0)), int(c.get("other_error", 0)))
    return out


def entry_json(remedies: list[tuple[str, str]], counts: Mapping[str, Mapping[str, int]]) -> dict[str, Any]:
    """The reports document of one entry: per remedy (``(id, kind)`` pairs) its counts and figure."""
    tallies = tally_entry([r for r, _ in remedies], counts)
    return {"min_reporters": MIN_REPORTERS,
            "remedies": {rid: {"kind": kind, **tallies[rid].as_json()} for rid, kind in remedies},
            "reporters": sum(t.reporters for t in tallies.values())}


class ExportError(ValueError):
    """An export file that is not one (one line saying why)."""


def export_json(counts: Mapping[str, Mapping[str, Mapping[str, int]]], exported_at: str) -> dict[str, Any]:
    entries = {e: {r: {**{o: int(c.get(o, 0)) for o in ("fixed", "not_fixed", "other_error")},
                       "reporters": sum(int(c.get(o, 0)) for o in ("fixed", "not_fixed", "other_error"))}
                   for r, c in sorted(rs.items())}
               for e, rs in sorted(counts.items())}
    return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "exported_at": exported_at,
            "min_reporters": MIN_REPORTERS, "entries": entries}


def read_export(text: str) -> tuple[str, dict[str, dict[str, dict[str, int]]]]:
    """(exported_at, entry -> remedy -> outcome -> count) from an export file's text; :class:`ExportError` if malformed."""
    try:
        doc = json.loads(text)
    except ValueError as e:
        raise ExportError(f"not JSON ({e})") from None
    if not isinstance(doc, dict) or doc.get("format") != EXPORT_FORMAT:
        raise ExportError(f"not a knownfix reports export (no \"format\": \"{EXPORT_FORMAT}\")")
    if doc.get("version") != EXPORT_VERSION:
        raise ExportError(f"export version {doc.get('version')!r} is not {EXPORT_VERSION}")
    entries = doc.get("entries")
    if not isinstance(entries, dict):
        raise ExportError("\"entries\" is not an object")
    out: dict[str, dict[str, dict[str, int]]] = {}
    for eid, remedies in entries.items():
        if not isinstance(remedies, dict):
            raise ExportError(f"entries[{eid!r}] is not an object")
        for rid, c in remedies.items():
            if not isinstance(c, dict) or not all(isinstance(c.get(o, 0), int) and c.get(o, 0) >= 0
                                                  for o in ("fixed", "not_fixed", "other_error")):
                raise ExportError(f"entries[{eid!r}][{rid!r}] needs non-negative integer counts")
            out.setdefault(str(eid), {})[str(rid)] = {o: int(c.get(o, 0)) for o in ("fixed", "not_fixed", "other_error")}
    return str(doc.get("exported_at", "")), out
