"""Figures from hand-made evidence records: Beta interval, fix rate, version table, edges, determinism."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from knownfix.figures import compute_figures, confidence_label, figures_from_records
from knownfix.figures.beta import beta_interval, beta_quantile, betainc
from knownfix.figures.model import Estimate
from knownfix.kb import load_kb
from knownfix.lab.evidence import EvidenceRecord, append_records, content_hash

FIXTURES = Path(__file__).parent / "fixtures" / "lab"
KB = load_kb(FIXTURES / "kb")
LE = KB.entries["fixture/division-by-zero"]
ENTRY = LE.entry
H = {"batch-mean": "h1", "weighted-mean": "h2"}


# --- Beta -----------------------------------------------------------------

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


@pytest.mark.parametrize("k,n,label", [(3, 3, "low"), (5, 5, "medium"), (20, 20, "high"), (10, 20, "medium"), (1, 2, "low")])
def test_confidence_rule(k, n, label):
    mean, low, high = beta_interval(k, n)
    assert confidence_label(Estimate(k=k, n=n, mean=mean, low=low, high=high)) == label


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


def test_fix_rate_pools_workaround_runs_on_claimed_causes():
    f = figs()
    assert (f.fix_rate.k, f.fix_rate.n) == (1, 2)
    assert f.fix_rate.mean == pytest.approx(0.5) and f.confidence == "low"
    g = f.remedies["guard-empty"]
    assert g.kind == "workaround" and g.runs == 3 and (g.fixed.k, g.fixed.n) == (1, 2)
    assert g.by_cause == {"empty-batch": {"fixed": 1, "still_fails": 1}, "zero-weight": {"still_fails": 1}}
    assert g.by_environment == {"a": {"fixed": 1}, "b": {"still_fails": 2}}
    assert f.excluded_runs == 1


def test_latest_current_record_per_case_and_stale_ignored():
    f = figs()
    assert f.remedies["return-zero"].outcomes == {"wrong_result": 2}
    assert "cache-everything" not in f.remedies and f.stale_records == 1
    assert f.evidence_count == 12 and f.evidence_by_kind == {"broken": 4, "dead_end": 4, "workaround": 4}


def test_leads_to_edges_observed_and_declared():
    f = figs()
    edges = {(e.target, e.via_remedy): (e.count, e.declared) for e in f.observed_leads_to}
    assert edges == {("fixture/ledger-overflow", "validate-ledger"): (1, True), ("<no match>", "validate-ledger"): (1, False)}
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
    assert "batch-mean/return-zero @a: expected fixed, observed wrong_result" in f.expectation_mismatches
    assert "weighted-mean/(broken) @a: expected reproduced, observed not_reproduced" in f.expectation_mismatches


def test_deterministic_given_the_records():
    rs = records()
    first = figs(rs).model_dump()
    for seed in range(3):
        random.Random(seed).shuffle(rs)
        assert figs(rs).model_dump() == first


def test_no_records_is_not_measured():
    f = figs([])
    assert not f.measured and f.fix_rate is None and f.confidence is None and f.evidence_count == 0


def test_compute_figures_reads_evidence_and_goes_stale_on_edit(tmp_path):
    import shutil

    shutil.copytree(FIXTURES / "kb", tmp_path / "kb")
    folder = tmp_path / "kb" / ENTRY.id
    hashes = {sc.id: content_hash(ENTRY, folder, sc.file) for sc in ENTRY.lab.scenarios}
    rs = [r.model_copy(update={"content_hash": hashes[r.scenario_id], "environment": "current"})
          for r in records() if r.content_hash != "old-hash"]
    append_records(tmp_path / "evidence", ENTRY.id, rs)
    kw = dict(kb_root=tmp_path / "kb", envs_file=FIXTURES / "environments.yaml")
    f = compute_figures(ENTRY, tmp_path / "evidence", **kw)
    assert f.measured and f.fix_rate is not None
    (folder / "scenarios" / "batch_mean.py").write_text("# edited\n")
    g = compute_figures(ENTRY, tmp_path / "evidence", **kw)
    assert g.freshness == "stale" and "guard-empty" in g.remedies  # weighted-mean records are still current
    assert all(r.cause == "zero-weight" for r in rs if r.scenario_id == "weighted-mean")
    assert g.remedies["guard-empty"].by_cause == {"zero-weight": {"fixed": 1}}


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
