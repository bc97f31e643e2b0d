"""Outcome classification rules (knownfix.lab.runner.classify) on hand-made run results."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from knownfix.lab.runner import RunResult, classify, final_exception, summarize_metrics

TB = 'Traceback (most recent call last):\n  File "./scenarios/s.py", line 3, in <module>\n    f()\n{}\n'


@dataclass
class M:
    id: str
    matched_signature: str = "sig"
    matched_text: str = "text"


def fake_lookup(text: str) -> list:
    if "division by zero" in text:
        return [M("other/entry"), M("this/entry")] if "also-other" in text else [M("this/entry")]
    if "ledger" in text:
        return [M("ledger/entry")]
    return []


def run(rc=0, out="", err="", timed_out=False) -> RunResult:
    return RunResult(returncode=rc, timed_out=timed_out, stdout=out, stderr=err, duration_s=0.1, peak_rss_mb=10.0)


def cls(res: RunResult, broken=False, limit=1.5):
    return classify(res, entry_id="this/entry", broken=broken, growth_limit=limit, lookup=fake_lookup)


OK = 'KNOWNFIX_CHECK {"ok": true, "detail": "d"}\n'


@pytest.mark.parametrize(
    "res, broken, outcome",
    [
        (run(1, err=TB.format("ZeroDivisionError: division by zero")), True, "reproduced"),
        (run(1, err=TB.format("ZeroDivisionError: division by zero")), False, "still_fails"),
        (run(1, err=TB.format("ValueError: ledger overflow")), False, "other_error"),
        (run(1, err=TB.format("ValueError: ledger overflow")), True, "not_reproduced"),
        (run(0, out=OK), True, "not_reproduced"),
        (run(0, out=OK), False, "fixed"),
        (run(0, out='KNOWNFIX_CHECK {"ok": false, "detail": "off by 1"}\n'), False, "wrong_result"),
        (run(0, out=""), False, "crashed"),
        (run(0, out=OK + OK), False, "crashed"),
        (run(0, out="KNOWNFIX_CHECK {not json}\n"), False, "crashed"),
        (run(2, err="unknown remedy\n"), False, "crashed"),
        # a command-line tool's error without a Python traceback is classified by lookup too
        (run(1, err="ERROR: division by zero in the resolver\n"), True, "reproduced"),
        (run(1, err="ERROR: ledger overflow\n"), False, "other_error"),
        (run(1, err="ERROR: something nobody knows\n"), False, "crashed"),
        (run(-9), False, "crashed"),
        (run(-9, timed_out=True), False, "timeout"),
        (run(-9, timed_out=True), True, "timeout"),
    ],
)
def test_outcome_classes(res, broken, outcome):
    assert cls(res, broken).outcome == outcome


def test_this_entry_anywhere_in_the_ranking_counts_and_rank_is_recorded():
    c = cls(run(1, err=TB.format("ZeroDivisionError: division by zero also-other")), broken=True)
    assert c.outcome == "reproduced" and c.match_rank == 2 and c.matched_entry == "this/entry"


def test_other_error_records_target_or_none():
    assert cls(run(1, err=TB.format("ValueError: ledger"))).matched_entry == "ledger/entry"
    c = cls(run(1, err=TB.format("KeyError: 'x'")))
    assert c.outcome == "other_error" and c.matched_entry is None and c.error_line == "KeyError: 'x'"


def test_exit_2_hints_at_unknown_remedy_and_signal_is_named():
    assert "unknown remedy" in cls(run(2)).detail
    assert "SIGKILL" in cls(run(-9)).detail


def metric_lines(values):
    return "".join(f'KNOWNFIX_METRIC {{"name": "rss", "iter": {i}, "value": {v}}}\n' for i, v in enumerate(values))


def test_resource_growth_against_the_declared_limit():
    assert cls(run(0, out=metric_lines([10, 12, 14]) + OK), limit=1.5).outcome == "fixed"
    grown = cls(run(0, out=metric_lines([10, 12, 16]) + OK), limit=1.5)
    assert grown.outcome == "resource_growth" and grown.metrics["rss"]["factor"] == 1.6
    # a failing check wins over growth: correctness first
    bad = 'KNOWNFIX_CHECK {"ok": false, "detail": ""}\n'
    assert cls(run(0, out=metric_lines([1, 100]) + bad)).outcome == "wrong_result"


def test_metric_series_sorted_by_iteration_and_zero_start():
    s = summarize_metrics({"a": [(2, 30.0), (0, 10.0), (1, 20.0)], "z": [(0, 0.0), (1, 1.0)]}, 1.5)
    assert s["a"]["first"] == 10.0 and s["a"]["last"] == 30.0 and s["a"]["grew"]
    assert s["z"]["factor"] is None and s["z"]["grew"]


def test_final_exception_takes_the_last_traceback_and_multiline_message():
    err = TB.format("KeyError: 'a'") + "\nDuring handling of the above exception, another exception occurred:\n\n" + TB.format(
        "RuntimeError: first line\nsecond line")
    assert final_exception(err) == "RuntimeError: first line\nsecond line"
    assert final_exception("no traceback here") is None


def test_an_unmodified_program_that_does_not_reproduce_keeps_its_own_check():
    """Where a release no longer raises (absent_in), a silent wrong result must show: the check is recorded."""
    wrong = cls(run(0, out='KNOWNFIX_CHECK {"ok": false, "detail": "year 55840"}\n'), broken=True)
    assert (wrong.outcome, wrong.check_ok, wrong.check_detail) == ("not_reproduced", False, "year 55840")
    right = cls(run(0, out=OK), broken=True)
    assert (right.outcome, right.check_ok) == ("not_reproduced", True)
    assert cls(run(0, out=""), broken=True).check_ok is None
