"""`knownfix lab verify` on the pure-Python fixture KB: compare, fail on a difference, budget, --since selection."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knownfix.cli import app
from knownfix.kb import load_kb
from knownfix.lab import LabConfig, run_lab
from knownfix.lab.environments import load_matrix
from knownfix.lab.verify import select_entries

FIXTURES = Path(__file__).parent / "fixtures" / "lab"
ENTRY = "fixture/division-by-zero"
COPY = "fixture/division-by-zero-copy"
HAS_GIT = shutil.which("git") is not None


@pytest.fixture(autouse=True)
def _private_index_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "index-cache"))


def _copy(tmp: Path) -> LabConfig:
    shutil.copytree(FIXTURES / "kb", tmp / "kb")
    shutil.copy(FIXTURES / "environments.yaml", tmp / "environments.yaml")
    return LabConfig.make(tmp / "kb", tmp / "evidence", tmp / "environments.yaml", tmp / "cache")


def _args(cfg: LabConfig) -> list[str]:
    return ["--kb", str(cfg.kb_root), "--evidence", str(cfg.evidence_root), "--environments", str(cfg.envs_file),
            "--cache", str(cfg.cache_dir)]


def _verify(cfg: LabConfig, *extra: str):
    return CliRunner().invoke(app, ["lab", "verify", *extra, "--jobs", "2", *_args(cfg)])


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """Evidence of the fixture entry, recorded once by the lab (the "committed" records)."""
    tmp = tmp_path_factory.mktemp("verify")
    cfg = _copy(tmp)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KNOWNFIX_CACHE_DIR", str(tmp / "index-cache"))
        run_lab(cfg, [ENTRY], jobs=2)
    return cfg


def _with_evidence(tmp: Path, recorded: LabConfig) -> LabConfig:
    cfg = _copy(tmp)
    shutil.copytree(recorded.evidence_root, cfg.evidence_root)
    return cfg


def _evidence_file(cfg: LabConfig) -> Path:
    return cfg.evidence_root / "fixture" / "division-by-zero.jsonl"


def test_same_outcomes_exit_0_and_nothing_is_written(tmp_path, recorded):
    cfg = _with_evidence(tmp_path, recorded)
    before = _evidence_file(cfg).read_bytes()
    result = _verify(cfg, ENTRY)
    assert result.exit_code == 0, result.output
    assert "11 compared, 11 same, 0 differ" in result.output
    assert "batch-mean/return-zero @current" in result.output and "✗" not in result.output
    assert result.output.count("✓") == 11
    assert _evidence_file(cfg).read_bytes() == before


def test_an_altered_committed_outcome_fails_with_a_cross(tmp_path, recorded):
    cfg = _with_evidence(tmp_path, recorded)
    path = _evidence_file(cfg)
    lines = []
    for line in path.read_text().splitlines():
        rec = json.loads(line)
        if rec["scenario_id"] == "batch-mean" and rec["remedy"] == "return-zero":
            rec["outcome"] = "fixed"  # what the author believed; the lab observes wrong_result
        lines.append(json.dumps(rec))
    path.write_text("\n".join(lines) + "\n")
    result = _verify(cfg, ENTRY)
    assert result.exit_code == 1, result.output
    bad = [ln for ln in result.output.splitlines() if "✗" in ln]
    assert len(bad) == 1
    assert "batch-mean/return-zero @current" in bad[0] and "fixed" in bad[0] and "wrong_result" in bad[0]
    assert "1 differ" in result.output


def test_over_budget_is_skipped_with_exit_0(tmp_path, recorded):
    cfg = _with_evidence(tmp_path, recorded)
    result = _verify(cfg, ENTRY, "--budget", "0.01")
    assert result.exit_code == 0, result.output
    assert "SKIPPED" in result.output and "exceeds the budget" in result.output
    assert f"{ENTRY}: 11 cases" in result.output
    assert "✓" not in result.output


def test_environment_unavailable_here_is_reported_not_failed(tmp_path, recorded):
    """Fresh records of an environment this machine cannot build: reported; --strict fails."""
    cfg = _copy(tmp_path)
    entry_yaml = cfg.kb_root / ENTRY / "entry.yaml"
    entry_yaml.write_text(entry_yaml.read_text().replace("environments: [current]", "environments: [current, elsewhere]"))
    cfg.envs_file.write_text(cfg.envs_file.read_text().replace(
        "defaults:", '  elsewhere:\n    python: "/nonexistent/python3"\ndefaults:'))
    matrix = load_matrix(cfg.envs_file)
    run_lab(cfg, [ENTRY], envs=["current"], jobs=2)
    path = _evidence_file(cfg)
    recs = [json.loads(ln) for ln in path.read_text().splitlines()]
    elsewhere = [dict(r, environment="elsewhere", env_hash=matrix.environments["elsewhere"].spec_hash) for r in recs]
    path.write_text("".join(json.dumps(r) + "\n" for r in recs + elsewhere))
    result = _verify(cfg, ENTRY)
    assert result.exit_code == 0, result.output
    assert "11 compared, 11 same" in result.output and "11 unavailable here" in result.output
    assert "environment elsewhere unavailable here" in result.output
    assert _verify(cfg, ENTRY, "--strict").exit_code == 1


# ----------------------------------------------------------------------------- --since

def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "commit.gpgsign=false",
                           *args], cwd=repo, check=True, capture_output=True, text=True).stdout


def _repo(tmp: Path, recorded: LabConfig, commits: int) -> LabConfig:
    """A git repository holding the fixture KB, a second entry with scenarios, and their evidence."""
    repo = tmp / "repo"
    repo.mkdir()
    cfg = _copy(repo)
    shutil.copytree(cfg.kb_root / ENTRY, cfg.kb_root / COPY)
    copy_yaml = cfg.kb_root / COPY / "entry.yaml"
    copy_yaml.write_text(copy_yaml.read_text().replace(f"id: {ENTRY}", f"id: {COPY}"))
    shutil.copytree(recorded.evidence_root, cfg.evidence_root)
    (repo / ".gitignore").write_text("cache/\nindex-cache/\n")
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "one")
    for i in range(1, commits):
        (repo / f"notes-{i}.txt").write_text("unrelated\n")
        _git(repo, "add", "-A")
        _git(repo, "commit", "-q", "-m", f"commit {i + 1}")
    return cfg


@pytest.mark.skipif(not HAS_GIT, reason="git not installed")
def test_since_selects_only_the_entry_changed_in_the_range(tmp_path, recorded):
    cfg = _repo(tmp_path, recorded, commits=2)
    repo = cfg.kb_root.parent
    scenario = cfg.kb_root / COPY / "scenarios" / "batch_mean.py"
    scenario.write_text(scenario.read_text() + "\n# edited\n")
    prose = cfg.kb_root / ENTRY / "entry.yaml"  # prose only: the lab projection is unchanged
    prose.write_text(prose.read_text().replace("A mean is taken over nothing.", "A mean over nothing."))
    _git(repo, "commit", "-q", "-am", "edit")
    kb, matrix = load_kb(cfg.kb_root), load_matrix(cfg.envs_file)
    sel = select_entries(cfg, kb, matrix, [], "HEAD~1")
    assert list(sel.entries) == [COPY] and sel.reasons[COPY] == ["scenarios changed"]
    assert sel.unread == [ENTRY]
    assert list(select_entries(cfg, kb, matrix, [], "HEAD~2").entries) == [COPY]
    assert select_entries(cfg, kb, matrix, [ENTRY], "HEAD~1").entries == {}
    result = _verify(cfg, "--since", "HEAD~1", "--budget", "0")
    assert result.exit_code == 0, result.output
    assert f"  {COPY}: 11 cases" in result.output and f"  {ENTRY}:" not in result.output


@pytest.mark.skipif(not HAS_GIT, reason="git not installed")
def test_since_a_changed_evidence_file_reruns_and_compares(tmp_path, recorded):
    cfg = _repo(tmp_path, recorded, commits=1)
    repo = cfg.kb_root.parent
    ev = _evidence_file(cfg)
    ev.write_text(ev.read_text() + "\n")  # a new line of evidence, as after `knownfix lab run`
    _git(repo, "commit", "-q", "-am", "evidence")
    result = _verify(cfg, "--since", "HEAD~1")
    assert result.exit_code == 0, result.output
    assert "11 compared, 11 same, 0 differ" in result.output and COPY not in result.output


@pytest.mark.skipif(not HAS_GIT, reason="git not installed")
def test_since_without_that_commit_is_nothing_to_compare(tmp_path, recorded):
    cfg = _repo(tmp_path, recorded, commits=1)
    result = _verify(cfg, "--since", "HEAD~1")
    assert result.exit_code == 0, result.output
    assert "HEAD~1 does not exist" in result.output and "nothing to compare" in result.output


@pytest.mark.skipif(not HAS_GIT, reason="git not installed")
def test_since_an_unknown_revision_is_a_usage_error(tmp_path, recorded):
    cfg = _repo(tmp_path, recorded, commits=1)
    result = _verify(cfg, "--since", "no-such-branch")
    assert result.exit_code == 2
    assert "unknown revision" in result.output


def test_since_outside_a_repository_or_without_git(tmp_path, recorded, monkeypatch):
    cfg = _with_evidence(tmp_path, recorded)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    result = _verify(cfg, "--since", "HEAD~1")
    assert result.exit_code == 0 and "not inside a git work tree" in result.output, result.output
    monkeypatch.setenv("PATH", str(tmp_path / "no-bin"))
    result = _verify(cfg, "--since", "HEAD~1")
    assert result.exit_code == 0 and "git is not available" in result.output, result.output
