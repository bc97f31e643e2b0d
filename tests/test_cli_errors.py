"""Bad input on the command line: one ``error:`` line on stderr, a documented exit code, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from knownfix.cli import app

FIXTURE = str(Path(__file__).parent / "fixtures" / "lookup")
runner = CliRunner()


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "cache"))


def _one_error_line(result, fragment: str) -> None:
    assert "Traceback" not in result.output
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ") and fragment in lines[0], lines[0]


@pytest.mark.parametrize(
    ("args", "code", "fragment"),
    [
        (["lookup", "--kb", FIXTURE, "/nonexistent"], 2, "file not found: /nonexistent"),
        (["lookup", "--kb", FIXTURE, "./missing-dir/x"], 2, "file not found"),
        (["lookup", "--kb", FIXTURE, ""], 2, "empty"),
        (["check", "/nonexistent"], 1, ""),
        (["lab", "status", "--kb", "/nonexistent"], 2, "knowledge-base folder not found: /nonexistent"),
        (["lab", "run", "--kb", "/nonexistent"], 2, "knowledge-base folder not found"),
        (["build-site", "/etc/passwd"], 2, "exists and is not a folder"),
        (["serve", "--port", "99999"], 2, "--port must be from 0 to 65535"),
        (["build", "/nonexistent"], 4, "knowledge-base folder not found"),
    ],
)
def test_bad_input_exit_codes(args, code, fragment):
    r = runner.invoke(app, args)
    assert r.exit_code == code, r.output
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    if args[0] == "check":  # problems go to stdout, the count to stderr
        assert "KF107" in r.stdout and "Traceback" not in r.output
    else:
        _one_error_line(r, fragment)


def test_show_unknown_entry(tmp_path):
    r = runner.invoke(app, ["show", "nope/nope"])
    assert r.exit_code == 1
    _one_error_line(r, "no entry with ID 'nope/nope'")


def test_lookup_invalid_utf8_stdin_is_tolerated():
    r = runner.invoke(app, ["lookup", "--kb", FIXTURE, "-"], input=b"\xff\xfe")
    assert r.exit_code == 1, r.output  # no match, not an error
    assert "not valid UTF-8" in r.stderr and "Traceback" not in r.output


def test_lookup_path_like_text_with_spaces_is_still_text():
    r = runner.invoke(app, ["lookup", "--kb", FIXTURE, "--json", "/usr/lib/x.so: cannot open shared object file"])
    assert r.exit_code == 1 and r.stdout.strip() == "[]"


def test_build_site_unwritable_out(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    r = runner.invoke(app, ["build-site", str(blocker / "site"), "--kb", FIXTURE])
    assert r.exit_code == 2
    _one_error_line(r, "cannot write the site")


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("environments: [1\n", "line 2: KF104 invalid YAML"),
        ("environments:\n  x: {foo: 1}\n", "unknown field"),
        ("environments:\n  x: 5\n", "environment matrix"),
    ],
)
def test_lab_bad_environment_matrix(tmp_path, content, fragment):
    envs = tmp_path / "environments.yaml"
    envs.write_text(content)
    r = runner.invoke(app, ["lab", "status", "--kb", FIXTURE, "--environments", str(envs)])
    assert r.exit_code == 2
    _one_error_line(r, fragment)


def test_lookup_into_a_closed_pipe_stops_quietly():
    import subprocess
    import sys

    code = "from knownfix.console import main; import sys; sys.argv = ['knownfix', 'lookup', sys.argv[1]]; main()"
    text = "ValueError: Length mismatch: Expected axis has 3 elements, new values have 2 elements"
    with subprocess.Popen([sys.executable, "-c", code, text], stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()  # the reader is gone before the answer is written, as with `| head` on a long answer
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=120) == 0 and "BrokenPipeError" not in err
