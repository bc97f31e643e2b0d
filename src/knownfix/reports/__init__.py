"""Outcome reports: what people and agents say happened when they applied a remedy.

The lab's figures are a deterministic verification matrix; these are the real-world
figures beside them, never blended in (docs/method.md). The stage:

- :mod:`.model`  — the report as it is sent (pydantic; the HTTP API, the CLI and MCP validate with it);
- :mod:`.redact` — secrets taken out of the free-text note before it is stored;
- :mod:`.store`  — SQLAlchemy Core over SQLite (default, one WAL file under the data dir) or
  PostgreSQL (``postgresql://…``, psycopg 3); schema migrations with Alembic (``migrations/``);
  one report per (reporter, entry, remedy), the latest wins;
- :mod:`.writer` — group commit: one writer thread per process, a report is acknowledged only
  after the transaction holding it committed;
- :mod:`.limits` — per-reporter and per-client-address token buckets (429 with Retry-After);
- :mod:`.service` — the rules in one place: known ids, redaction, limits, write;
- :mod:`.tally`  — counts per remedy and the figure (Beta(1,1) posterior, from 5 reporters on);
  the export file ``knownfix build`` folds into the artifact;
- :mod:`.cli`    — ``knownfix report`` and ``knownfix reports export|show``.
"""

from __future__ import annotations

from .model import OUTCOMES, ReportIn
from .tally import MIN_REPORTERS, RemedyTally, tally_entry

__all__ = ["MIN_REPORTERS", "OUTCOMES", "RemedyTally", "ReportIn", "tally_entry"]
