"""Stage: the verification lab -- run every scenario x remedy x environment, record evidence.

Modules: :mod:`.environments` (matrix and cached venvs), :mod:`.runner` (one case in
a clean, limited subprocess; outcome classification), :mod:`.evidence` (JSONL
records and content hashes), :mod:`.core` (planning and the parallel run),
:mod:`.status` (fresh / stale / missing), :mod:`.verify` (re-run changed entries and
compare outcome classes), :mod:`.cli` (``knownfix lab``).
"""

from .core import LabConfig, LabReport, run_lab
from .evidence import OUTCOMES, EvidenceRecord, content_hash, read_records
from .status import EntryStatus, lab_status

__all__ = ["OUTCOMES", "EntryStatus", "EvidenceRecord", "LabConfig", "LabReport", "content_hash", "lab_status",
           "read_records", "run_lab"]
