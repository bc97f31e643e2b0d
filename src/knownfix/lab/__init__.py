"""Stage: the verification lab -- run every scenario x remedy x environment, record evidence.

Modules: :mod:`.environments` (matrix and cached venvs), :mod:`.runner` (one case in
a clean, limited subprocess; outcome classification), :mod:`.evidence` (JSONL
records and content hashes), :mod:`.core` (planning and the parallel run),
:mod:`.status` (fresh / stale / missing), :mod:`.verify` (re-run changed entries and
compare outcome classes), :mod:`.cli` (``knownfix lab``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .core import LabConfig, LabReport, run_lab
    from .evidence import OUTCOMES, EvidenceRecord, content_hash, read_records
    from .status import EntryStatus, lab_status

_LAZY = {
    "LabConfig": "core", "LabReport": "core", "run_lab": "core",
    "OUTCOMES": "evidence", "EvidenceRecord": "evidence", "content_hash": "evidence", "read_records": "evidence",
    "EntryStatus": "status", "lab_status": "status",
}


def __getattr__(name: str) -> Any:
    # Imported on first use, so `knownfix.lab.cli` (the CLI's commands) costs nothing to import.
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'knownfix.lab' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f".{module}", __name__), name)

__all__ = ["OUTCOMES", "EntryStatus", "EvidenceRecord", "LabConfig", "LabReport", "content_hash", "lab_status",
           "read_records", "run_lab"]
