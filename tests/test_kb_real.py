"""The bundled knowledge base itself: it passes `knownfix check` and the sample traceback finds the first entry."""

from __future__ import annotations

from pathlib import Path

import knownfix
from knownfix.check import check_path

ROOT = Path(__file__).resolve().parents[1]


def test_bundled_kb_passes_check() -> None:
    problems = check_path(ROOT / "kb")
    assert [str(p) for p in problems] == []


def test_bundled_kb_has_entries_in_every_domain() -> None:
    kb = knownfix.load_kb(ROOT / "kb")
    assert {e.domain for e in kb} >= {"pytorch", "python", "pip", "numpy", "pandas"}


def test_sample_traceback_finds_the_first_entry_on_top() -> None:
    text = (ROOT / "examples" / "sample-traceback.txt").read_text(encoding="utf-8")
    matches = knownfix.lookup(text, kb=knownfix.load_kb(ROOT / "kb"))
    assert matches and matches[0].id == "pytorch/backward-through-graph-a-second-time"
