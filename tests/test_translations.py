"""``knownfix translations accept|status``: the lock that lets ``check`` catch stale Chinese.

Each test copies ``tests/fixtures/check/good`` (whose locks are current), edits it,
and drives the command line. The KF406-KF409 lines themselves are asserted in
tests/test_check.py; here it is the workflow: edit English -> flagged -> accept -> clean.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knownfix.check import check_path
from knownfix.cli import app

GOOD = Path(__file__).parent / "fixtures" / "check" / "good"
REPO = Path(__file__).parents[1]
DICT_ID = "python/dict-changed-size-during-iteration"
KEY_ID = "python/key-error-on-missing-key"
DICT = f"kb/{DICT_ID}/entry.yaml"
DICT_LOCK = f"kb/{DICT_ID}/translations.lock"
KEY_LOCK = f"kb/{KEY_ID}/translations.lock"
ROOT_CAUSE_EN = "  en: The loop adds or removes keys of the dict it is iterating over."

runner = CliRunner()


@pytest.fixture
def root(tmp_path: Path) -> Path:
    dst = tmp_path / "repo"
    shutil.copytree(GOOD, dst)
    return dst


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def tx(root: Path, *args: str):
    return runner.invoke(app, ["translations", *args, "--kb", str(root / "kb")])


def check_lines(root: Path) -> list[str]:
    return [str(p).replace(f"{root}/", "") for p in check_path(root / "kb")]


def test_status_of_current_locks_is_ok(root: Path) -> None:
    r = tx(root, "status")
    assert r.exit_code == 0, r.output
    assert r.stdout == ""
    assert r.stderr == "ok: the Chinese of all 2 entries is current\n"


def test_edit_english_then_status_flags_it_then_accept_clears_it(root: Path) -> None:
    edit(root / DICT, ROOT_CAUSE_EN, "  en: The loop changes the keys of the dict it iterates over.")
    stale = (
        f"{DICT}:35: root_cause: KF406 English changed since the Chinese was reviewed (zh may be stale): "
        f"update zh, then `knownfix translations accept {DICT_ID}`"
    )
    assert check_lines(root) == [stale]

    r = tx(root, "status")
    assert r.exit_code == 1
    assert [line.replace(f"{root}/", "") for line in r.stdout.splitlines()] == [stale]
    assert r.stderr == "1 problem(s) in 1 of 2 entries\n"
    assert tx(root, "status", KEY_ID).exit_code == 0  # only the named entry

    before_key_lock = (root / KEY_LOCK).read_bytes()
    r = tx(root, "accept", DICT_ID)
    assert r.exit_code == 0, r.output
    assert r.stdout == f"{DICT_ID}: accepted (1 changed)\n"
    assert (root / KEY_LOCK).read_bytes() == before_key_lock  # other entries untouched
    assert check_lines(root) == []
    assert tx(root, "status").exit_code == 0


def test_accept_is_stable_and_leaves_a_current_lock_alone(root: Path) -> None:
    lock = root / DICT_LOCK
    committed = lock.read_bytes()
    lock.unlink()
    r = tx(root, "accept", "--all")
    assert r.exit_code == 0, r.output
    assert r.stdout == f"{DICT_ID}: translations.lock written\n{KEY_ID}: already current\n"
    assert lock.read_bytes() == committed  # same entry, same bytes
    mtime = lock.stat().st_mtime_ns
    r = tx(root, "accept", DICT_ID)
    assert r.stdout == f"{DICT_ID}: already current\n"
    assert lock.stat().st_mtime_ns == mtime
    assert not list(lock.parent.glob(".translations.*"))  # no temporary file left behind


def test_lock_is_sorted_in_natural_field_order(root: Path) -> None:
    extra = "".join(
        f"  - title:\n      en: Page {i}\n      zh: 第 {i} 页\n    url: https://example.org/{i}\n" for i in range(1, 11)
    )
    edit(root / DICT, "root_cause:\n", extra + "root_cause:\n")
    assert tx(root, "accept", DICT_ID).stdout == f"{DICT_ID}: accepted (10 new)\n"
    keys = [
        line.split(":", 1)[0] for line in (root / DICT_LOCK).read_text(encoding="utf-8").splitlines() if not line.startswith("#")
    ]
    docs = [k for k in keys if k.startswith("docs[")]
    assert docs == [f"docs[{i}].title" for i in range(11)]
    natural = sorted(keys, key=lambda k: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", k)])
    assert keys == natural and keys != sorted(keys)  # plain string order would put docs[10] before docs[2]
    assert check_lines(root) == []


def test_accept_drops_a_field_the_entry_no_longer_has(root: Path) -> None:
    edit(
        root / f"kb/{KEY_ID}/entry.yaml", "  reason:\n    en: Fixture entry, kept minimal.\n    zh: 测试用条目，保持最简。\n", ""
    )
    edit(root / f"kb/{KEY_ID}/entry.yaml", 'verifiable: "no"', "verifiable: here")
    assert any("KF408" in line for line in check_lines(root))
    r = tx(root, "accept", KEY_ID)
    assert r.stdout == f"{KEY_ID}: accepted (1 dropped)\n"
    assert "lab.reason" not in (root / KEY_LOCK).read_text(encoding="utf-8")
    assert not any("KF4" in line for line in check_lines(root))


def test_accept_refuses_an_entry_whose_chinese_is_empty(root: Path) -> None:
    edit(root / DICT, ROOT_CAUSE_EN, "  en: The loop changes the keys of the dict it iterates over.")
    edit(root / DICT, "  zh: 循环在遍历字典的同时增删了它的键。", '  zh: ""')
    before = (root / DICT_LOCK).read_bytes()
    r = tx(root, "accept", "--all")
    assert r.exit_code == 1
    assert [line.replace(f"{root}/", "") for line in r.stdout.splitlines()] == [
        f"{DICT_ID}: not accepted (1 language problem(s))",
        f"  {DICT}:37: root_cause.zh: KF402 Chinese text is empty",
        f"{KEY_ID}: already current",
    ]
    assert (root / DICT_LOCK).read_bytes() == before


def test_accept_repairs_a_corrupt_lock(root: Path) -> None:
    (root / DICT_LOCK).write_bytes(b"\x00\xff garbage")
    r = tx(root, "status")
    assert r.exit_code == 1
    assert len(r.stdout.splitlines()) == 1 and "KF409 translations.lock is not valid UTF-8" in r.stdout
    r = tx(root, "accept", DICT_ID)
    assert r.exit_code == 0 and r.stdout == f"{DICT_ID}: translations.lock written\n"
    assert check_lines(root) == []


def test_status_counts_an_entry_that_does_not_load(root: Path) -> None:
    (root / DICT).write_text("- not an entry\n", encoding="utf-8")
    r = tx(root, "status")
    assert r.exit_code == 1
    assert r.stdout == ""
    assert r.stderr == "1 entry file(s) did not load and were skipped: run `knownfix check`\n"
    r = tx(root, "accept", "--all")
    assert r.exit_code == 1 and r.stdout == f"{KEY_ID}: already current\n"


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["accept"], "give entry IDs or --all (not both)"),
        (["accept", DICT_ID, "--all"], "give entry IDs or --all (not both)"),
        (["accept", "python/nope"], "no entry with ID 'python/nope'"),
        (["status", "python/nope"], "no entry with ID 'python/nope'"),
    ],
)
def test_usage_errors_are_one_line_and_write_nothing(root: Path, args: list[str], fragment: str) -> None:
    (root / DICT_LOCK).unlink()
    r = tx(root, *args)
    assert r.exit_code == 2
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and fragment in lines[0], r.stderr
    assert not (root / DICT_LOCK).exists()


@pytest.mark.parametrize("args", [["accept", "--all"], ["status"]])
def test_missing_kb_folder_is_a_usage_error(tmp_path: Path, args: list[str]) -> None:
    r = runner.invoke(app, ["translations", *args, "--kb", str(tmp_path / "nowhere")])
    assert r.exit_code == 2
    assert r.stderr == f"error: knowledge-base folder not found: {tmp_path / 'nowhere'}\n"


def test_a_lock_that_cannot_be_written_is_one_error_line(root: Path) -> None:
    (root / DICT_LOCK).unlink()
    (root / DICT_LOCK).mkdir()
    r = tx(root, "accept", DICT_ID)
    assert r.exit_code == 2
    assert r.stderr == f"error: cannot write {root / DICT_LOCK}: Is a directory\n"
    assert "Traceback" not in r.output


def test_the_default_kb_comes_from_the_environment(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KNOWNFIX_KB", str(root / "kb"))
    edit(root / DICT, ROOT_CAUSE_EN, "  en: The loop changes the keys of the dict it iterates over.")
    assert runner.invoke(app, ["translations", "status"]).exit_code == 1
    assert runner.invoke(app, ["translations", "accept", DICT_ID]).exit_code == 0
    assert runner.invoke(app, ["translations", "status"]).exit_code == 0


def test_every_bundled_entry_has_a_current_lock() -> None:
    r = runner.invoke(app, ["translations", "status", "--kb", str(REPO / "kb")])
    assert r.exit_code == 0, r.stdout
    assert r.stdout == ""
