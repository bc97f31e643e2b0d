"""The lab end to end on the pure-Python fixture KB (tests/fixtures/lab): outcomes, evidence, status."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knownfix.cli import app
from knownfix.lab import LabConfig, lab_status, read_records, run_lab

FIXTURES = Path(__file__).parent / "fixtures" / "lab"
ENTRY = "fixture/division-by-zero"


@pytest.fixture(autouse=True)
def _private_index_cache(tmp_path, monkeypatch):
    """Keep the lookup's on-disk index cache out of the user's ~/.cache."""
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "index-cache"))


def _copy(tmp: Path) -> LabConfig:
    shutil.copytree(FIXTURES / "kb", tmp / "kb")
    shutil.copy(FIXTURES / "environments.yaml", tmp / "environments.yaml")
    return LabConfig.make(tmp / "kb", tmp / "evidence", tmp / "environments.yaml", tmp / "cache")


def _args(cfg: LabConfig) -> list[str]:
    return ["--kb", str(cfg.kb_root), "--evidence", str(cfg.evidence_root), "--environments", str(cfg.envs_file)]


@pytest.fixture(scope="module")
def ran(tmp_path_factory):
    """The fixture KB copied to a temp dir and run once through `knownfix lab run`."""
    tmp = tmp_path_factory.mktemp("lab")
    cfg = _copy(tmp)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KNOWNFIX_CACHE_DIR", str(tmp / "index-cache"))
        result = CliRunner().invoke(app, ["lab", "run", "--jobs", "2", *_args(cfg)])
    return cfg, result


def test_every_outcome_class_is_observed(ran):
    cfg, result = ran
    assert result.exit_code == 0, result.output
    got = {(r.scenario_id, r.remedy): r.outcome for r in read_records(cfg.evidence_root, ENTRY)}
    assert got == {
        ("batch-mean", None): "reproduced",
        ("batch-mean", "guard-empty"): "fixed",
        ("batch-mean", "return-zero"): "wrong_result",
        ("batch-mean", "divide-by-float"): "still_fails",
        ("batch-mean", "validate-ledger"): "other_error",
        ("batch-mean", "cache-everything"): "resource_growth",
        ("weighted-mean", None): "reproduced",
        ("weighted-mean", "guard-empty"): "still_fails",
        ("weighted-mean", "retry-forever"): "timeout",
        ("weighted-mean", "abort-hard"): "crashed",
        ("weighted-mean", "exit-silently"): "crashed",
    }


def test_records_carry_match_hash_versions_and_leads_to(ran):
    cfg, _ = ran
    recs = {(r.scenario_id, r.remedy): r for r in read_records(cfg.evidence_root, ENTRY)}
    broken = recs[("batch-mean", None)]
    assert broken.matched_entry == ENTRY and broken.matched_signature == "division-by-zero"
    assert broken.error_line == "ZeroDivisionError: division by zero"
    assert "Traceback" in (broken.error_text or "")
    assert len(broken.content_hash or "") == 64 and broken.versions["python"]
    assert broken.peak_rss_mb and broken.peak_rss_mb > 0
    other = recs[("batch-mean", "validate-ledger")]
    assert other.matched_entry == "fixture/ledger-overflow"
    assert other.error_line.startswith("ValueError: ledger overflow at entry")
    growth = recs[("batch-mean", "cache-everything")]
    assert growth.metrics["cached_items"].grew and growth.check_ok is True
    assert "SIGKILL" in recs[("weighted-mean", "abort-hard")].detail
    assert recs[("batch-mean", "return-zero")].expected == "fixed"  # the author's belief, kept beside the fact


def test_evidence_is_jsonl_under_domain_and_slug(ran):
    cfg, _ = ran
    lines = (cfg.evidence_root / "fixture" / "division-by-zero.jsonl").read_text().splitlines()
    assert len(lines) == 11
    assert all(json.loads(ln)["entry_id"] == ENTRY for ln in lines)


def test_status_fresh_after_run_and_gpu_only_does_not_fail(ran):
    cfg, _ = ran
    result = CliRunner().invoke(app, ["lab", "status", *_args(cfg)])
    assert result.exit_code == 0, result.output
    assert "fresh" in result.output and "gpu_only" in result.output and "fixture/gpu-only-thing" in result.output


def test_status_missing_exits_1(tmp_path):
    cfg = _copy(tmp_path)
    result = CliRunner().invoke(app, ["lab", "status", *_args(cfg)])
    assert result.exit_code == 1
    assert "missing" in result.output


def test_editing_a_scenario_makes_only_its_cases_stale(tmp_path):
    cfg = _copy(tmp_path)
    run_lab(cfg, [ENTRY], jobs=2)
    scenario = cfg.kb_root / ENTRY / "scenarios" / "batch_mean.py"
    scenario.write_text(scenario.read_text() + "\n# edited\n")
    (st,), _ = lab_status(cfg, [ENTRY])
    assert st.state == "stale" and st.failing
    assert {s.split("/")[0] for s in st.stale} == {"batch-mean"}
    assert all(f.startswith("weighted-mean/") for f in st.fresh)
    result = CliRunner().invoke(app, ["lab", "status", *_args(cfg)])
    assert result.exit_code == 1 and "stale" in result.output


def test_unbuildable_environment_is_recorded_not_skipped(tmp_path):
    cfg = _copy(tmp_path)
    entry_yaml = cfg.kb_root / ENTRY / "entry.yaml"
    entry_yaml.write_text(entry_yaml.read_text().replace("environments: [current]", "environments: [current, no-such-python]"))
    result = CliRunner().invoke(app, ["lab", "run", ENTRY, "--env", "no-such-python", *_args(cfg)])
    assert result.exit_code == 1
    assert "no-such-python" in result.output and "unavailable" in result.output
    (rec,) = read_records(cfg.evidence_root, ENTRY)
    assert rec.kind == "environment" and rec.outcome == "env_unavailable" and "2.1" in rec.detail
    (st,), _ = lab_status(cfg, [ENTRY])
    assert st.unavailable and all(u.endswith("@no-such-python") for u in st.unavailable)
    assert st.state == "missing"  # the `current` cases have not been run yet


def test_unknown_entry_id_is_a_problem(tmp_path):
    cfg = _copy(tmp_path)
    result = CliRunner().invoke(app, ["lab", "run", "fixture/nope", *_args(cfg)])
    assert result.exit_code == 1 and "no entry matches" in result.output


def test_environment_matrix_rejects_a_duplicate_name(tmp_path):
    from knownfix.lab.environments import load_matrix

    path = tmp_path / "environments.yaml"
    path.write_text("environments:\n  py3.11:\n    python: '3.11'\n  py3.11:\n    python: '3.12'\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"environments.yaml: line 4: KF105 duplicate key \(first defined on line 2\)"):
        load_matrix(path)


def test_domain_shared_module_runs_and_its_edit_makes_its_users_stale(tmp_path):
    """kb/<domain>/_shared/<name>.py: importable by every entry's scenarios, covered by the hash of
    exactly the scenarios that import it."""
    cfg = _copy(tmp_path)
    scenarios = cfg.kb_root / ENTRY / "scenarios"
    shared = cfg.kb_root / "fixture" / "_shared"
    shared.mkdir()
    (scenarios / "_protocol.py").rename(shared / "protocol_kit.py")
    batch = scenarios / "batch_mean.py"
    batch.write_text(batch.read_text().replace("from _protocol import", "from protocol_kit import"))
    weighted = scenarios / "weighted_mean.py"
    weighted.write_text(weighted.read_text().replace("from _protocol import", "from protocol_kit import"))
    run_lab(cfg, [ENTRY], jobs=2)
    records = [r for r in read_records(cfg.evidence_root, ENTRY) if r.kind != "environment"]
    assert records and not [r for r in records if "ModuleNotFoundError" in (r.error_text or "")]
    assert {r.outcome for r in records} >= {"reproduced", "fixed"}
    (st,), _ = lab_status(cfg, [ENTRY])
    assert st.state == "fresh"

    (shared / "protocol_kit.py").write_text((shared / "protocol_kit.py").read_text() + "\n# edited\n")
    (st,), _ = lab_status(cfg, [ENTRY])
    assert st.state == "stale" and {s.split("/")[0] for s in st.stale} == {"batch-mean", "weighted-mean"}

    # a scenario that stops importing it no longer depends on it
    weighted.write_text(weighted.read_text().replace("from protocol_kit import", "from _local_kit import"))
    (scenarios / "_local_kit.py").write_text((shared / "protocol_kit.py").read_text())
    run_lab(cfg, [ENTRY], jobs=2)
    (shared / "protocol_kit.py").write_text((shared / "protocol_kit.py").read_text() + "\n# edited again\n")
    (st,), _ = lab_status(cfg, [ENTRY])
    assert {s.split("/")[0] for s in st.stale} == {"batch-mean"}


def _tiny_wheel(tmp: Path, name: str, version: str, body: str) -> Path:
    """A one-module wheel written by hand (a wheel is a zip with a dist-info folder): no build tool, no index."""
    import zipfile

    dist = f"{name}-{version}.dist-info"
    files = {f"{name}.py": body,
             f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
             f"{dist}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    files[f"{dist}/RECORD"] = "".join(f"{p},,\n" for p in files) + f"{dist}/RECORD,,\n"
    path = tmp / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        for p, text in files.items():
            z.writestr(p, text)
    return path


def test_shared_folder_is_installed_once_and_on_every_naming_environments_path(tmp_path, monkeypatch):
    """`shared:` folders: built once with pip --target, put on sys.path by a .pth file in the order listed;
    `no_deps` and the shared folders are part of the spec hash, `label` is not."""
    from knownfix.lab.environments import build_env, load_matrix

    first = _tiny_wheel(tmp_path, "kitlib", "1.0", "WHO = 'first'\n")
    second = _tiny_wheel(tmp_path, "kitlib2", "2.0", "WHO = 'second'\n")
    app = _tiny_wheel(tmp_path, "applib", "3.0", "import kitlib, kitlib2\nWHO = kitlib.WHO + '+' + kitlib2.WHO\n")
    path = tmp_path / "environments.yaml"
    path.write_text(f"""environments:
  one:
    python: "3.11"
    no_deps: true
    shared: [kit, kit2]
    label: [applib]
    requirements: ["{app}"]
  two:
    python: "3.11"
    shared: [kit]
shared:
  kit:
    requirements: ["{first}"]
  kit2:
    requirements: ["{second}"]
""", encoding="utf-8")
    m = load_matrix(path)
    one = m.environments["one"]
    built = build_env(one, tmp_path / "cache")
    import subprocess

    out = subprocess.run([str(built.python), "-c", "import applib; print(applib.WHO)"], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "first+second"
    assert built.versions == {"python": built.versions["python"], "applib": "3.0"}  # the label, not every package
    assert {"kitlib": "1.0", "kitlib2": "2.0"}.items() <= built.packages.items()  # what it ran beside is recorded
    monkeypatch.chdir(tmp_path)
    two_python = build_env(m.environments["two"], Path("cache")).python.absolute()  # a relative cache, as .lab-cache/ is
    assert len(list((tmp_path / "cache" / "shared").glob("kit-*"))) == 1  # installed once for both environments
    monkeypatch.chdir(Path(__file__).parent)
    out = subprocess.run([str(two_python), "-c", "import kitlib; print(kitlib.WHO)"], capture_output=True,
                         text=True, check=False)
    assert out.stdout.strip() == "first", out.stderr  # the .pth names the folder absolutely: any working directory

    def spec_hash(text: str) -> str:
        p = tmp_path / "e2.yaml"
        p.write_text(text, encoding="utf-8")
        return load_matrix(p).environments["x"].spec_hash

    plain = spec_hash('environments:\n  x:\n    python: "3.11"\n')
    assert spec_hash('environments:\n  x:\n    python: "3.11"\n    label: [numpy]\n') == plain
    assert spec_hash('environments:\n  x:\n    python: "3.11"\n    mapped_mb: 8192\n') == plain  # a run setting
    assert spec_hash('environments:\n  x:\n    python: "3.11"\n    no_deps: true\n') != plain
    with pytest.raises(ValueError, match="unknown shared folder"):
        spec_hash('environments:\n  x:\n    python: "3.11"\n    shared: [nope]\n')


def test_shards_split_the_cases_without_overlap_and_stale_only_skips_fresh_ones(tmp_path):
    """--shard I/N: every case runs in exactly one shard; --stale-only: a second run has nothing to do."""
    from knownfix.lab.core import parse_shard, shard_of

    cfg = _copy(tmp_path)
    # two environments of the same interpreter, so the pairs (entry x environment) can land in different shards
    cfg.envs_file.write_text(cfg.envs_file.read_text().replace("defaults:", "  also-current:\n    kind: current\ndefaults:"))
    entry_yaml = cfg.kb_root / ENTRY / "entry.yaml"
    entry_yaml.write_text(entry_yaml.read_text().replace("environments: [current]", "environments: [current, also-current]"))
    everything = run_lab(cfg, [ENTRY], jobs=2, write=False)
    def key(r):
        return (r.scenario_id or "", r.remedy or "", r.environment)

    all_cases = sorted(key(r) for r in everything.records)
    assert {c[2] for c in all_cases} == {"current", "also-current"}
    parts = [sorted(key(r) for r in run_lab(cfg, [ENTRY], jobs=2, write=False, shard=(i, 3)).records) for i in (1, 2, 3)]
    assert sorted(c for p in parts for c in p) == all_cases  # a partition: nothing twice, nothing lost
    for i, p in enumerate(parts, 1):
        assert all(shard_of(ENTRY, env, 3) == i for _s, _r, env in p)
    assert len({shard_of(f"d/e{i}", "current", 3) for i in range(30)}) == 3  # the hash spreads pairs over shards

    run_lab(cfg, [ENTRY], jobs=2)
    assert run_lab(cfg, [ENTRY], jobs=2, stale_only=True).records == []
    scenario = cfg.kb_root / ENTRY / "scenarios" / "batch_mean.py"
    scenario.write_text(scenario.read_text() + "\n# edited\n")
    again = run_lab(cfg, [ENTRY], jobs=2, stale_only=True, write=False)
    assert again.records and {r.scenario_id for r in again.records} == {"batch-mean"}

    assert parse_shard("2/5") == (2, 5)
    for bad in ("0/3", "4/3", "1", "a/b", "1/0"):
        with pytest.raises(ValueError, match="I/N"):
            parse_shard(bad)
    result = CliRunner().invoke(app, ["lab", "run", "--shard", "3/2", *_args(cfg)])
    assert result.exit_code == 2 and "--shard must be I/N" in result.output


def test_drift_runs_the_unmodified_programs_on_the_newest_release_and_lists_what_changed(tmp_path, monkeypatch):
    """`knownfix lab drift`: the domain's newest environment with its library's pin moved to the newest release on
    the index (a local one here): an error that the new release no longer raises is listed as gone."""
    from knownfix.lab.drift import run_drift

    cfg = _copy(tmp_path)
    index = tmp_path / "index" / "kitlib"
    index.mkdir(parents=True)
    for version, body in (("1.0", "def mean(xs):\n    return sum(xs) / len(xs)\n"),
                          ("2.0", "def mean(xs):\n    return sum(xs) / len(xs) if xs else 0.0\n")):
        wheel = _tiny_wheel(index, "kitlib", version, body)
        with (index / "index.html").open("a") as page:
            page.write(f'<a href="{wheel.name}">{wheel.name}</a>\n')
    monkeypatch.setenv("PIP_INDEX_URL", (tmp_path / "index").as_uri())
    cfg.envs_file.write_text('environments:\n  kit-1:\n    python: "3.11"\n    requirements: ["kitlib==1.0"]\n'
                             'defaults:\n  fixture: [kit-1]\n', encoding="utf-8")
    entry_yaml = cfg.kb_root / ENTRY / "entry.yaml"
    entry_yaml.write_text(entry_yaml.read_text().replace("  environments: [current]\n", "").replace(
        "    - id: weighted-mean\n",
        "    - id: kit-mean\n      cause: empty-batch\n      file: scenarios/kit_mean.py\n    - id: weighted-mean\n", 1))
    (cfg.kb_root / ENTRY / "scenarios" / "kit_mean.py").write_text(
        "from _protocol import check, remedy\nimport kitlib\nremedy(set())\nprint(kitlib.mean([]))\ncheck(True, 'ran')\n")
    sig = entry_yaml.read_text()
    entry_yaml.write_text(sig.replace('    pattern: "division by zero"\n',
                                      '    pattern: "division by zero"\n    versions: [{library: kitlib, spec: ""}]\n', 1))
    first = run_lab(cfg, [ENTRY], jobs=2)
    assert not [p for p in first.problems if "kit" in p], first.problems
    report = run_drift(cfg, [ENTRY], jobs=2)
    assert report.targets == ["fixture: kit-1 -> kitlib 2.0"], (report.targets, report.problems)
    verdicts = {d.scenario: d.verdict for d in report.drifts}
    assert verdicts["kit-mean"] == "gone"
    assert verdicts["batch-mean"] == "same"  # its error does not come from kitlib
    (kit,) = [d for d in report.changed if d.scenario == "kit-mean"]
    assert kit.before.startswith("reproduced") and kit.after == "ran without error"
    result = CliRunner().invoke(app, ["lab", "drift", ENTRY, *_args(cfg), "--cache", str(cfg.cache_dir)])
    assert result.exit_code == 1 and "kit-mean" in result.output and "gone" in result.output


def test_merge_appends_each_shards_new_records_once(tmp_path):
    cfg = _copy(tmp_path)
    cfg.envs_file.write_text(cfg.envs_file.read_text().replace("defaults:", "  also-current:\n    kind: current\ndefaults:"))
    entry_yaml = cfg.kb_root / ENTRY / "entry.yaml"
    entry_yaml.write_text(entry_yaml.read_text().replace("environments: [current]", "environments: [current, also-current]"))
    shards = []
    for i in (1, 2):
        shard_cfg = LabConfig.make(cfg.kb_root, tmp_path / f"shard-{i}", cfg.envs_file, cfg.cache_dir)
        run_lab(shard_cfg, [ENTRY], jobs=2, shard=(i, 2))
        shards.append(shard_cfg.evidence_root)
    (shards[1] / "fixture").mkdir(parents=True, exist_ok=True)
    with (shards[1] / "fixture" / "junk.jsonl").open("w") as f:
        f.write("not a record\n")
    args = ["lab", "merge", *map(str, shards), *_args(cfg)]
    first = CliRunner().invoke(app, args)
    assert first.exit_code == 0, first.output
    (st,), _ = lab_status(cfg, [ENTRY])
    assert st.state == "fresh"
    n = len(read_records(cfg.evidence_root, ENTRY))
    again = CliRunner().invoke(app, args)
    assert "0 record(s) added" in again.output and len(read_records(cfg.evidence_root, ENTRY)) == n
    assert not (cfg.evidence_root / "fixture" / "junk.jsonl").exists()
    bad = CliRunner().invoke(app, ["lab", "merge", str(tmp_path / "nope"), *_args(cfg)])
    assert bad.exit_code == 2 and "not a folder" in bad.output


def test_an_environment_whose_library_does_not_import_is_unavailable_not_a_vanished_error(tmp_path):
    """After a build the lab imports each labelled distribution: an environment where it fails to import would make
    every scenario fail before its error and read as 'gone since' in the version table."""
    from knownfix.lab.environments import EnvUnavailable, build_env, load_matrix

    broken = _tiny_wheel(tmp_path, "brokenlib", "1.0", "raise ImportError('libfoo.so.1: cannot open shared object file')\n")
    fine = _tiny_wheel(tmp_path, "finelib", "1.0", "OK = True\n")
    path = tmp_path / "environments.yaml"
    path.write_text(f'environments:\n  bad:\n    python: "3.11"\n    label: [brokenlib, finelib]\n    requirements: ["{broken}", "{fine}"]\n'
                    f'  good:\n    python: "3.11"\n    label: [finelib]\n    requirements: ["{fine}"]\n', encoding="utf-8")
    m = load_matrix(path)
    with pytest.raises(EnvUnavailable, match=r"does not import: import brokenlib: ImportError: libfoo\.so\.1"):
        build_env(m.environments["bad"], tmp_path / "cache")
    assert build_env(m.environments["good"], tmp_path / "cache").versions["finelib"] == "1.0"


def test_an_entrys_own_helper_wins_over_the_shared_module_of_the_same_name(tmp_path):
    from knownfix.lab.evidence import scenario_files

    cfg = _copy(tmp_path)
    shared = cfg.kb_root / "fixture" / "_shared"
    shared.mkdir()
    (shared / "_protocol.py").write_text("raise SystemExit('the shared copy must not be used here')\n")
    files = scenario_files(cfg.kb_root / ENTRY, "scenarios/batch_mean.py")
    assert shared / "_protocol.py" not in files and cfg.kb_root / ENTRY / "scenarios" / "_protocol.py" in files
    report = run_lab(cfg, [ENTRY], jobs=2, write=False)
    assert {r.outcome for r in report.records if r.remedy is None and r.scenario_id == "batch-mean"} == {"reproduced"}
