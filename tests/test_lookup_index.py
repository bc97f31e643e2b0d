"""The compiled index: content-hash cache, corrupt cache files, patterns a backend rejects."""

from __future__ import annotations

from pathlib import Path

import pytest

from knownfix.index import Records, SigRecord, available_backends, build_index, load_index
from knownfix.index.records import EntryRecord, specificity
from knownfix.kb import load_kb
from knownfix.lookup import lookup_detailed

FIXTURE = Path(__file__).parent / "fixtures" / "lookup"


def _records(*patterns: str) -> Records:
    recs = Records()
    recs.entries["x/e"] = EntryRecord(id="x/e", title="t", domain="python")
    for i, p in enumerate(patterns):
        recs.signatures.append(SigRecord("x/e", f"s{i}", "ValueError", p, "ex", specificity(p)))
    return recs


def test_cache_roundtrip_and_key_change(tmp_path):
    kb = load_kb(FIXTURE)
    first = load_index(kb, cache=tmp_path)
    assert not first.from_cache and first.cache_path is not None and first.cache_path.is_file()
    second = load_index(kb, cache=tmp_path)
    assert second.from_cache and second.key == first.key
    text = "RuntimeError: Trying to backward through the graph a second time"
    assert lookup_detailed(text, index=second).matches[0].id == "pytorch/backward-twice"
    other = load_index(_records("abc"), cache=tmp_path)
    assert other.key != first.key and not other.from_cache


def test_corrupt_or_unwritable_cache_is_ignored(tmp_path):
    kb = load_kb(FIXTURE)
    idx = load_index(kb, cache=tmp_path)
    idx.cache_path.write_bytes(b"KFXIDX1\n garbage")
    again = load_index(kb, cache=tmp_path)
    assert not again.from_cache and lookup_detailed("maximum recursion depth exceeded", index=again).matches
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert load_index(kb, cache=blocker / "sub").cache_path is None


@pytest.mark.parametrize("backend", available_backends())
def test_rejected_and_empty_matching_patterns_do_not_break_the_rest(backend):
    recs = _records("good pattern \\d+", "a(?=b)", "x*", "(unclosed")
    idx = build_index(recs, backend=backend)
    found = idx.matcher.scan(__import__("knownfix.index", fromlist=["ScanBuffer"]).ScanBuffer(["a good pattern 12"]))
    assert 0 in found and 1 not in found and 3 not in found


def test_specificity_counts_required_literals():
    assert specificity("Trying to backward") == 18
    assert specificity("No module named '[A-Za-z0-9_.]+'") == len("No module named ''")
    assert specificity("(foo|ab)c") == 3
    assert specificity("x*") == 0
