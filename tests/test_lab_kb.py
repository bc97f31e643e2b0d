"""CI guard: the committed evidence covers the real KB at its current content (no stale, no missing).

Skipped while no entry in kb/ declares scenarios, and until the lead enables it by
setting KNOWNFIX_CHECK_LAB_EVIDENCE=1 in the test command (the lab's evidence for
the first entries is being produced). Equivalent command: `knownfix lab status`.
"""

from __future__ import annotations

import os

import pytest

from knownfix.kb import default_kb_root, load_kb
from knownfix.lab import LabConfig, lab_status

ROOT = default_kb_root()


def _has_scenarios() -> bool:
    return ROOT.is_dir() and any(e.lab.scenarios for e in load_kb(ROOT))


@pytest.mark.skipif(not _has_scenarios(), reason="no entry in kb/ declares scenarios yet")
@pytest.mark.skipif(os.environ.get("KNOWNFIX_CHECK_LAB_EVIDENCE") != "1",
                    reason="lab evidence check not enabled yet (set KNOWNFIX_CHECK_LAB_EVIDENCE=1)")
def test_no_stale_or_missing_lab_evidence():
    statuses, problems = lab_status(LabConfig.make(ROOT))
    failing = [f"{s.state} {s.entry_id}: stale {s.stale[:3]} missing {s.missing[:3]}" for s in statuses if s.failing]
    assert not problems and not failing, "run `knownfix lab run <ids>` and commit evidence/:\n" + "\n".join(failing)
