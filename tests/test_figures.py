"""Figures from hand-made evidence records: the verification matrix, version table, edges, verification, determinism;
and the Beta posterior kept for user outcome reports (never applied to lab runs)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from knownfix.figures import EntryFigures, compute_figures, expected_outcome, figures_from_records
from knownfix.figures.beta import beta_interval, beta_quantile, betainc
from knownfix.kb import load_kb
from knownfix.lab.evidence import EvidenceRecord, append_records, content_hash

FIXTURES = Path(__file__).parent / "fixtures" / "lab"
KB = load_kb(FIXTURES / "kb")
LE = KB.entries["fixture/division-by-zero"]
ENTRY = LE.entry
H = {"batch-mean": "h1", "weighted-mean": "h2"}


# --- Beta (for user outcome reports; not for lab runs) ---------------------

@pytest.mark.parametrize("x", [0.1, 0.3, 0.5, 0.77, 0.95])
def test_betainc_matches_closed_form_of_beta_4_2(x):
    assert betainc(4, 2, x) == pytest.approx(5 * x**4 - 4 * x**5, abs=1e-12)


@pytest.mark.parametrize("p", [0.025, 0.5, 0.975])
@pytest.mark.parametrize("a", [1, 3, 6, 21])
def test_quantile_of_beta_a_1_is_p_to_1_over_a(p, a):
    assert beta_quantile(p, a, 1) == pytest.approx(p ** (1 / a), abs=1e-10)
    assert beta_quantile(p, 1, a) == pytest.approx(1 - (1 - p) ** (1 / a), abs=1e-10)


def test_known_quantiles():
    # scipy.stats.beta.ppf values
    assert beta_quantile(0.025, 4, 2) == pytest.approx(0.28358, abs=1e-5)
    assert beta_quantile(0.975, 4, 2) == pytest.approx(0.94726, abs=1e-5)
    assert beta_quantile(0.025, 6, 6) == pytest.approx(0.23379, abs=1e-5)
    assert beta_quantile(0.5, 200, 300) == pytest.approx(0.39987, abs=1e-4)


def test_beta_interval_three_of_three():
    mean, low, high = beta_interval(3, 3)
    assert mean == pytest.approx(0.8) and low == pytest.approx(0.025 ** 0.25) and high == pytest.approx(0.975 ** 0.25)
    with pytest.raises(ValueError):
        beta_interval(4, 3)


def test_lab_figures_carry_no_rate_posterior_or_interval():
    fields = set(EntryFigures.model_fields)
    assert not fields & {"fix_rate", "confidence", "estimate", "interval", "mean", "low", "high"}
    from knownfix.figures import compute

    assert "beta" not in vars(compute) and "beta_interval" not in vars(compute)

    def numbers(x):
        if isinstance(x, dict):
            return [n for v in x.values() for n in numbers(v)]
        if isinstance(x, list):
            return [n for v in x for n in numbers(v)]
        return [x] if isinstance(x, (int, float)) and not isinstance(x, bool) else []

    got = numbers(json.loads(json.dumps(figs().model_dump(mode="json"))))
    assert got and all(isinstance(n, int) for n in got)  # counts only: no fraction anywhere in the lab's figures
    assert "%" not in json.dumps(figs().model_dump(mode="json"))


# --- records --------------------------------------------------------------

V13 = {"python": "3.11.7", "torch": "2.13.0+cpu"}
V14 = {"python": "3.11.7", "torch": "2.14.1"}

def rec(scenario, remedy, env, outcome, *, cause=None, h=None, date="2026-01-01T00:00:00Z", versions=None, **kw):
    kind = "broken" if remedy is None else ("workaround" if remedy == "guard-empty" else "dead_end")
    cause = cause or {"batch-mean": "empty-batch", "weighted-mean": "zero-weight"}[scenario]
    return EvidenceRecord(entry_id=ENTRY.id, kind=kind, scenario_id=scenario, cause=cause, remedy=remedy,
                          environment=env, env_hash="e", versions=versions or {"a": V13, "b": V14}.get(env, {"python": "3.11.7"}), outcome=outcome,
                          content_hash=h or H[scenario], date=date, knownfix_version="0", lab_python="3.11", **kw)




def records():
    return [
        rec("batch-mean", None, "a", "reproduced", versions=V13, matched_signature="division-by-zero"),
        rec("batch-mean", None, "b", "reproduced", versions=V14, matched_signature="division-by-zero"),
        rec("weighted-mean", None, "a", "not_reproduced", versions=V13),
        rec("weighted-mean", None, "b", "reproduced", versions=V14, matched_signature="division-by-zero"),
        rec("batch-mean", "guard-empty", "a", "fixed"),
        rec("batch-mean", "guard-empty", "b", "still_fails"),
        rec("weighted-mean", "guard-empty", "b", "still_fails"),  # not a claimed cause: not in the fix rate
        rec("weighted-mean", "guard-empty", "a", "fixed"),  # broken run did not reproduce: excluded
        rec("batch-mean", "validate-ledger", "a", "other_error", matched_entry="fixture/ledger-overflow"),
        rec("batch-mean", "validate-ledger", "b", "other_error", matched_entry=None),
        rec("batch-mean", "return-zero", "a", "wrong_result"),
        # an old record of a case with a later current one, and a stale one
        rec("batch-mean", "return-zero", "b", "fixed", date="2025-01-01T00:00:00Z"),
        rec("batch-mean", "return-zero", "b", "wrong_result", date="2026-02-01T00:00:00Z"),
        rec("batch-mean", "cache-everything", "a", "fixed", h="old-hash"),
    ]


def figs(rs=None):
    return figures_from_records(ENTRY, rs if rs is not None else records(), H, ["b", "a"], "fresh")


def test_remedy_row_of_the_matrix():
    f = figs()
    g = f.remedies["guard-empty"]
    assert g.kind == "workaround" and g.environments == ["b", "a"]  # the matrix order
    assert [(c.scenario, c.environment, c.outcome, c.claimed, c.expected) for c in g.cases] == [
        ("batch-mean", "b", "still_fails", True, "fixed"),
        ("batch-mean", "a", "fixed", True, "fixed"),
        ("weighted-mean", "b", "still_fails", False, "still_fails"),  # not a claimed cause: its expect
    ]
    assert [(cr.cause, cr.claimed, cr.environments, cr.outcomes) for cr in g.by_cause] == [
        ("empty-batch", True, ["b", "a"], {"fixed": ["a"], "still_fails": ["b"]}),
        ("zero-weight", False, ["b"], {"still_fails": ["b"]}),
    ]
    assert g.by_outcome == {"fixed": ["empty-batch"], "still_fails": ["empty-batch", "zero-weight"]}
    assert f.excluded_runs == 1  # weighted-mean/guard-empty @a: the broken run did not reproduce


def test_entry_summary_counts_causes_not_runs():
    f = figs()
    s = f.summary
    assert s is not None and s.causes == 2 and s.environments == ["b", "a"]
    empty, zero = s.by_cause
    assert (empty.cause, empty.state, empty.workarounds) == ("empty-batch", "exceptions", ["guard-empty"])
    assert empty.exceptions == ["guard-empty/batch-mean @b: still_fails"]
    assert (zero.cause, zero.state) == ("zero-weight", "not_checked")  # guard-empty does not claim it
    assert s.dead_ends == ["return-zero", "validate-ledger"]  # entry order
    # all fixed: the same cause fixed in both environments
    ok = figs([r for r in records() if not (r.remedy == "guard-empty" and r.environment == "b")]
              + [rec("batch-mean", "guard-empty", "b", "fixed")])
    assert ok.summary.by_cause[0].state == "fixed" and ok.summary.ids("fixed") == ["empty-batch"]
    none = figs([r for r in records() if r.remedy != "guard-empty"] + [rec("batch-mean", "guard-empty", "a", "wrong_result")])
    assert none.summary.by_cause[0].state == "not_fixed"


def test_verification_state():
    f = figs()
    assert f.verification == "disagrees" and f.expectation_mismatches  # fresh, but the lab disagrees
    clean = [r for r in records() if r.outcome in ("reproduced", "fixed") and r.content_hash != "old-hash"
             and r.remedy != "return-zero" and r.scenario_id == "batch-mean"]
    assert figs(clean).verification == "verified" and not figs(clean).expectation_mismatches
    assert figures_from_records(ENTRY, clean, H, ["b", "a"], "stale").verification == "stale"
    assert figs([]).verification == "fresh" and not figs([]).measured


def test_latest_current_record_per_case_and_stale_ignored():
    f = figs()
    assert [c.outcome for c in f.remedies["return-zero"].cases] == ["wrong_result", "wrong_result"]
    assert "cache-everything" not in f.remedies and f.stale_records == 1
    assert f.evidence_count == 12 and f.evidence_by_kind == {"broken": 4, "dead_end": 4, "workaround": 4}


def test_leads_to_edges_observed_and_declared():
    f = figs()
    edges = {(e.target, e.via_remedy): (e.count, e.declared) for e in f.observed_leads_to}
    assert edges == {("fixture/ledger-overflow", "validate-ledger"): (1, True), ("<no match>", "validate-ledger"): (1, False)}
    e = next(e for e in f.observed_leads_to if e.target == "fixture/ledger-overflow")
    assert e.causes == ["empty-batch"] and e.environments == ["a"]
    assert f.remedies["validate-ledger"].leads_to == {"<no match>": 1, "fixture/ledger-overflow": 1}


def test_version_table_and_first_seen_measured():
    f = figs()
    assert [r.environment for r in f.versions] == ["b", "a"]  # the matrix order
    b, a = f.versions
    assert (b.reproduced.k, b.reproduced.n, a.reproduced.k, a.reproduced.n) == (2, 2, 1, 2)
    assert b.wordings == ["division-by-zero"]
    # first_seen is "python 3.8": python is in every row, so the earliest python version
    assert f.first_seen_measured == "python 3.11.7"


def test_first_seen_measured_prefers_the_first_seen_library():
    from knownfix.figures.compute import first_seen_measured

    f = figs()
    assert first_seen_measured(f.versions, "torch") == "torch 2.13.0+cpu"
    only_b = figs([r for r in records() if not (r.environment == "a" and r.remedy is None)])
    assert first_seen_measured(only_b.versions, "torch") == "torch 2.14.1"


def test_expectation_mismatches():
    f = figs()
    got = [str(m) for m in f.expectation_mismatches]
    assert "batch-mean/return-zero @a: expected fixed, observed wrong_result" in got
    assert "weighted-mean/(broken) @a: expected reproduced, observed not_reproduced" in got
    assert "batch-mean/guard-empty @b: expected fixed, observed still_fails" in got


def test_a_claim_is_an_expectation_where_expect_is_silent():
    sc = ENTRY.lab.scenarios
    silent = ENTRY.model_copy(update={"lab": ENTRY.lab.model_copy(update={"scenarios": [
        sc[0].model_copy(update={"expect": {}}), sc[1].model_copy(update={"expect": {}})]})})
    assert expected_outcome(silent, "batch-mean", "guard-empty", "empty-batch") == "fixed"  # guard-empty claims it
    assert expected_outcome(silent, "weighted-mean", "guard-empty", "zero-weight") is None  # it does not claim this one
    assert expected_outcome(silent, "batch-mean", "return-zero", "empty-batch") is None  # a dead end claims nothing
    assert expected_outcome(silent, "batch-mean", None, "empty-batch") == "reproduced"
    got = [str(m) for m in figures_from_records(silent, records(), H, ["b", "a"], "fresh").expectation_mismatches]
    assert "batch-mean/guard-empty @b: expected fixed, observed still_fails" in got
    assert not any("weighted-mean/guard-empty" in m for m in got)


def test_deterministic_given_the_records():
    rs = records()
    first = figs(rs).model_dump()
    for seed in range(3):
        random.Random(seed).shuffle(rs)
        assert figs(rs).model_dump() == first


def test_no_records_is_not_measured():
    f = figs([])
    assert not f.measured and f.summary is None and not f.remedies and f.evidence_count == 0


def test_compute_figures_reads_evidence_and_goes_stale_on_edit(tmp_path):
    import shutil

    shutil.copytree(FIXTURES / "kb", tmp_path / "kb")
    folder = tmp_path / "kb" / ENTRY.id
    hashes = {sc.id: content_hash(ENTRY, folder, sc.file) for sc in ENTRY.lab.scenarios}
    rs = [r.model_copy(update={"content_hash": hashes[r.scenario_id], "environment": "current"})
          for r in records() if r.content_hash != "old-hash"]
    append_records(tmp_path / "evidence", ENTRY.id, rs)
    kw = {"kb_root": tmp_path / "kb", "envs_file": FIXTURES / "environments.yaml"}
    f = compute_figures(ENTRY, tmp_path / "evidence", **kw)
    assert f.measured and f.summary is not None
    (folder / "scenarios" / "batch_mean.py").write_text("# edited\n")
    g = compute_figures(ENTRY, tmp_path / "evidence", **kw)
    assert g.freshness == "stale" and "guard-empty" in g.remedies  # weighted-mean records are still current
    assert all(r.cause == "zero-weight" for r in rs if r.scenario_id == "weighted-mean")
    assert [(cr.cause, cr.outcomes) for cr in g.remedies["guard-empty"].by_cause] == [("zero-weight", {"fixed": ["current"]})]


def test_prose_edits_keep_evidence_current_but_lab_relevant_edits_do_not(tmp_path):
    import shutil

    shutil.copytree(FIXTURES / "kb", tmp_path / "kb")

    def hashes() -> dict[str, str]:
        le = load_kb(tmp_path / "kb").entries[ENTRY.id]
        return {sc.id: content_hash(le.entry, le.folder, sc.file) for sc in le.entry.lab.scenarios}

    yaml_path = tmp_path / "kb" / ENTRY.id / "entry.yaml"
    before = hashes()
    text = yaml_path.read_text(encoding="utf-8")
    # a translation fix: prose only
    old_zh = ENTRY.root_cause.zh
    assert old_zh in text
    yaml_path.write_text(text.replace(old_zh, old_zh + "（已修订）"), encoding="utf-8")
    assert hashes() == before
    # a signature pattern change: what the lab classifies with
    line = f'pattern: "{ENTRY.signatures[0].pattern}"'
    text = yaml_path.read_text(encoding="utf-8")
    assert line in text
    yaml_path.write_text(text.replace(line, line[:-1] + 'x?"', 1), encoding="utf-8")
    after = hashes()
    assert set(after) == set(before) and all(after[k] != before[k] for k in before)


def test_first_seen_measured_without_versions_is_none():
    from knownfix.figures.compute import first_seen_measured
    from knownfix.figures.model import Count, VersionRow

    row = VersionRow(environment="current", versions={}, reproduced=Count(k=1, n=1), wordings=[], last_run="2026-01-01")
    assert first_seen_measured([row], "torch") is None


def test_a_field_written_at_its_default_does_not_change_the_hash(tmp_path):
    import shutil

    shutil.copytree(FIXTURES / "kb", tmp_path / "kb")
    yaml_path = tmp_path / "kb" / ENTRY.id / "entry.yaml"
    sc = ENTRY.lab.scenarios[0]
    assert sc.timeout_s == 120  # the first scenario leaves timeout_s at its default

    def first_hash() -> str:
        le = load_kb(tmp_path / "kb").entries[ENTRY.id]
        return content_hash(le.entry, le.folder, le.entry.lab.scenarios[0].file)

    before = first_hash()
    text = yaml_path.read_text(encoding="utf-8")
    line = f"file: {sc.file}\n"
    assert line in text
    indent = text[: text.index(line)].rsplit("\n", 1)[1]
    yaml_path.write_text(text.replace(line, line + indent + "timeout_s: 120\n", 1), encoding="utf-8")
    assert first_hash() == before
    yaml_path.write_text(text.replace(line, line + indent + "timeout_s: 60\n", 1), encoding="utf-8")
    assert first_hash() != before


# --- version history (where the error starts and stops) ------------------------------------

def _torch(v):
    return {"python": "3.11.7", "torch": v}


def _naming_torch():
    """The fixture entry with its signature's versions naming torch (a validated copy)."""
    data = ENTRY.model_dump(mode="json", exclude_defaults=True)
    data["signatures"][0]["versions"] = [{"library": "torch", "spec": ""}]
    return type(ENTRY).model_validate(data)


def _history_records(outcomes):
    """One broken run of batch-mean per torch release; ``outcomes``: release -> (outcome, signature, error line)."""
    out = []
    for i, (release, (outcome, sig, line)) in enumerate(outcomes.items()):
        out.append(rec("batch-mean", None, f"t{i}", outcome, versions=_torch(release), matched_signature=sig,
                       error_line=line, returncode=1 if line else 0))
    return out


def test_history_introduced_exactly_and_gone_since_with_what_happens_instead():
    entry = ENTRY.model_copy(update={"first_seen": ENTRY.first_seen.model_copy(update={"version": "torch 2.4"})})
    rs = _history_records({
        "2.0.1": ("not_reproduced", None, None),
        "2.4.1": ("reproduced", "division-by-zero", "ZeroDivisionError: division by zero"),
        "2.10.0": ("reproduced", "division-by-zero", "ZeroDivisionError: float division by zero"),
        "2.15.0": ("not_reproduced", None, "ValueError: empty batch"),
    })
    # the signatures name no library: the history is told in first_seen's (torch)
    assert figures_from_records(entry, rs, H, ["t0", "t1", "t2", "t3"], "fresh").history.library == "torch"
    # a library the signatures' versions name wins over first_seen's
    entry_t = _naming_torch()
    h = figures_from_records(entry_t, rs, H, ["t0", "t1", "t2", "t3"], "fresh").history
    assert h.library == "torch"
    assert h.releases == ["2.0.1", "2.4.1", "2.10.0", "2.15.0"]  # numeric order, not text order
    assert (h.introduced, h.introduced_after) == ("2.4.1", "2.0.1")
    assert (h.last_reproduced, h.gone_since) == ("2.10.0", "2.15.0")
    assert h.instead == ["ValueError: empty batch"]
    rows = {r.environment: r for r in figures_from_records(entry_t, rs, H, ["t0", "t1", "t2", "t3"], "fresh").versions}
    assert rows["t0"].instead == ["ran without error"] and rows["t2"].printed == ["ZeroDivisionError: float division by zero"]
    silent = rec("batch-mean", None, "t9", "not_reproduced", versions=_torch("2.16.0"), returncode=0, check_ok=False,
                 check_detail="mean 0.0, reference 3.5")
    h = figures_from_records(entry_t, [*rs, silent], H, ["t0", "t1", "t2", "t3", "t9"], "fresh").history
    assert "ran without error, but its correctness check failed: mean 0.0, reference 3.5" in h.instead


def test_history_is_a_bound_when_the_oldest_release_reproduces_and_none_when_no_release_was_run():
    entry_t = _naming_torch()
    rs = _history_records({"2.13.0+cpu": ("reproduced", "division-by-zero", "ZeroDivisionError: division by zero"),
                           "2.14.1": ("reproduced", "division-by-zero", "ZeroDivisionError: division by zero")})
    h = figures_from_records(entry_t, rs, H, ["t0", "t1"], "fresh").history
    assert (h.introduced, h.introduced_after, h.gone_since) == ("2.13.0+cpu", None, None)
    assert [c.release for c in h.wording_changes] == ["2.13.0+cpu"]
    no_torch = [r.model_copy(update={"versions": {"python": "3.11.7"}}) for r in rs]
    assert figures_from_records(entry_t, no_torch, H, ["t0", "t1"], "fresh").history is None


def test_absent_in_plans_only_the_unmodified_program_and_expects_it_not_to_reproduce():
    from knownfix.lab.core import plan_entry

    sc = ENTRY.lab.scenarios[0]
    entry = ENTRY.model_copy(update={"lab": ENTRY.lab.model_copy(update={
        "environments": ["current", "old"],
        "scenarios": [sc.model_copy(update={"absent_in": ["old"]}), *ENTRY.lab.scenarios[1:]]})})
    le = LE.__class__(entry=entry, path=LE.path)
    cases, problems = plan_entry(le, ["current", "old"])
    assert not problems
    old = [c for c in cases if c.env == "old" and c.scenario.id == sc.id]
    assert [(c.remedy, c.kind) for c in old] == [(None, "broken")]
    assert expected_outcome(entry, sc.id, None, sc.cause, "old") == "not_reproduced"
    assert expected_outcome(entry, sc.id, None, sc.cause, "current") == "reproduced"
    # the lab agreeing with the entry is no disagreement; reproducing where it says absent is one
    ok = figures_from_records(entry, [rec(sc.id, None, "old", "not_reproduced", returncode=0)], H, ["current", "old"], "fresh")
    assert ok.expectation_mismatches == [] and ok.versions[0].absent_expected
    bad = figures_from_records(entry, [rec(sc.id, None, "old", "reproduced")], H, ["current", "old"], "fresh")
    assert [str(m) for m in bad.expectation_mismatches] == [f"{sc.id}/(broken) @old: expected not_reproduced, observed reproduced"]
