"""One real torch scenario through the lab (tests/fixtures/lab/torchkb).

Runs where torch is cheap to get: importable by the interpreter running the tests
(env ``current``), or the lab's ``torch-2.13-cpu`` venv already built in the lab
cache (``knownfix lab run ... --env torch-2.13-cpu`` builds it; set
KNOWNFIX_LAB_BUILD_TORCH=1 to let this test build it, about a minute from the
local wheel). Otherwise it is skipped with that reason.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

import pytest

from knownfix.kb import default_kb_root
from knownfix.lab import LabConfig, read_records, run_lab
from knownfix.lab.environments import default_cache_dir, load_matrix

FIXTURES = Path(__file__).parent / "fixtures" / "lab"
ENVS = FIXTURES / "environments-torch.yaml"


def _torch_env() -> tuple[str | None, Path, str]:
    cache = default_cache_dir(default_kb_root().resolve())
    if importlib.util.find_spec("torch") is not None:
        return "current", cache, ""
    spec = load_matrix(ENVS).environments["torch-2.13-cpu"]
    built = (cache / "envs" / f"{spec.name}-{spec.spec_hash}" / "knownfix-env.json").is_file()
    if built or os.environ.get("KNOWNFIX_LAB_BUILD_TORCH") == "1":
        return "torch-2.13-cpu", cache, ""
    return None, cache, (f"torch is not importable here and the lab's torch-2.13-cpu venv is not built in {cache} "
                         "(run `knownfix lab run --env torch-2.13-cpu` once, or set KNOWNFIX_LAB_BUILD_TORCH=1)")


def test_real_torch_scenario_reproduces_and_the_workaround_fixes(tmp_path, monkeypatch):
    env, cache, why = _torch_env()
    if env is None:
        pytest.skip(why)
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "index-cache"))
    shutil.copytree(FIXTURES / "torchkb", tmp_path / "kb")
    cfg = LabConfig.make(tmp_path / "kb", tmp_path / "evidence", ENVS, cache)
    if env == "current":  # torch in this interpreter: point the entry at `current`
        entry = tmp_path / "kb" / "pytorch" / "backward-twice" / "entry.yaml"
        entry.write_text(entry.read_text().replace("lab:\n", "lab:\n  environments: [current]\n"))
        report = run_lab(cfg, jobs=2)
    else:
        report = run_lab(cfg, envs=[env], jobs=2)
    assert report.problems == []
    got = {r.remedy: r for r in read_records(cfg.evidence_root, "pytorch/backward-twice")}
    assert got[None].outcome == "reproduced" and got[None].matched_signature == "backward-second-time"
    assert "torch" in got[None].versions or env == "current"
    assert got["sum-losses"].outcome == "fixed" and got["sum-losses"].check_ok is True
