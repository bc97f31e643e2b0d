"""`knownfix lookup` and `knownfix build` through the CLI (fixture KB)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knownfix.cli import app

FIXTURE = str(Path(__file__).parent / "fixtures" / "lookup")
MSG = "RuntimeError: Trying to backward through the graph a second time"
runner = CliRunner()


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "cache"))


def run(*args: str, input: bytes | str | None = None):
    return runner.invoke(app, ["lookup", "--kb", FIXTURE, *args], input=input)


def test_text_argument_rich_output_exit_0():
    r = run(MSG)
    assert r.exit_code == 0, r.output
    assert "pytorch/backward-twice" in r.output
    # nothing in the message singles out a cause: the answer says what to check (each cause, how to recognise it)
    assert "which cause? check:" in r.output and "- Loss reused: backward on the same loss twice." in r.output


def test_json_output_fields():
    r = run("--json", MSG)
    data = json.loads(r.stdout)
    assert r.exit_code == 0 and data[0]["id"] == "pytorch/backward-twice"
    assert set(data[0]) == {"kind", "confidence", "id", "title", "score", "matched_signature", "matched_text", "likely_causes", "answer"}
    assert data[0]["answer"]["version"] == 1 and data[0]["answer"]["entry"] == "pytorch/backward-twice"
    assert data[0]["kind"] == "entry"  # "source" / "names" rows are the source tier's (tests/test_source_tier.py)


def test_stdin_and_file(tmp_path):
    assert run("--json", "-", input=MSG).exit_code == 0
    f = tmp_path / "tb.txt"
    f.write_bytes(b"noise \xff\n" + MSG.encode())
    r = run("--json", str(f))
    assert r.exit_code == 0 and json.loads(r.stdout)[0]["id"] == "pytorch/backward-twice"
    assert "not valid UTF-8" in r.stderr


def test_no_match_exit_1():
    r = run("--json", "SomeProjectError: the widget is sad")
    assert r.exit_code == 1 and json.loads(r.stdout) == []
    assert "No match" in run("SomeProjectError: the widget is sad").output


def test_usage_errors_exit_2(tmp_path):
    assert run("   ").exit_code == 2
    assert "empty" in run("-", input="  \n").stderr
    r = run(str(tmp_path / "missing.txt"))
    assert r.exit_code == 2 and "file not found" in r.stderr
    r = run(str(tmp_path))
    assert r.exit_code == 2 and "directory" in r.stderr
    r = runner.invoke(app, ["lookup", "--kb", str(tmp_path / "nokb"), MSG])
    assert r.exit_code == 4 and r.stderr.strip() == f"error: no knowledge base at {tmp_path / 'nokb'} (give a KB folder or an artifact file built by `knownfix build`)"
    assert run("--batch", str(tmp_path / "none.jsonl")).exit_code == 2
    assert run("--batch", str(tmp_path / "x.jsonl"), MSG).exit_code == 2


def test_explain_shows_parse_and_reasons():
    r = run("--explain", 'Traceback (most recent call last):\n  File "a.py", line 1, in <module>\n' + MSG)
    assert r.exit_code == 0
    assert "Parsed" in r.output and "matched signature 'second-time'" in r.output and "score" in r.output


def test_batch_one_line_per_input_with_errors(tmp_path):
    f = tmp_path / "in.jsonl"
    f.write_text(
        json.dumps({"text": MSG, "id": "a"}) + "\n" + "not json\n\n" + json.dumps({"x": 1}) + "\n"
        + json.dumps([1]) + "\n" + json.dumps({"text": "   "}) + "\n" + json.dumps({"text": "nothing here"}) + "\n"
    )
    r = run("--batch", str(f))
    assert r.exit_code == 0
    out = [json.loads(line) for line in r.stdout.splitlines()]
    assert [o["line"] for o in out] == [1, 2, 4, 5, 6, 7]
    assert out[0]["id"] == "a" and out[0]["matches"][0]["id"] == "pytorch/backward-twice"
    assert "invalid JSON" in out[1]["error"] and "text" in out[2]["error"] and "object" in out[3]["error"]
    assert out[4]["error"] == "empty text" and out[5]["matches"] == []


def test_build_command_writes_and_reuses_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "cache"))
    r1 = runner.invoke(app, ["build", FIXTURE])
    assert r1.exit_code == 0 and "compiled ->" in r1.stdout
    r2 = runner.invoke(app, ["build", FIXTURE])
    assert r2.exit_code == 0 and "already current ->" in r2.stdout
    out = tmp_path / "fixture.kfa"
    r3 = runner.invoke(app, ["build", FIXTURE, "-o", str(out)])
    assert r3.exit_code == 0 and out.is_file() and str(out) in r3.stdout
    # the written artifact answers like the folder it was built from
    r4 = runner.invoke(app, ["lookup", "--kb", str(out), "--json", MSG])
    assert r4.exit_code == 0 and json.loads(r4.stdout)[0]["id"] == "pytorch/backward-twice"
    assert runner.invoke(app, ["build", FIXTURE, "-o", str(tmp_path)]).exit_code == 2
    (tmp_path / "empty").mkdir()
    r5 = runner.invoke(app, ["build", str(tmp_path / "empty")])
    assert r5.exit_code == 4 and "no entries loaded from" in r5.stderr


def test_fast_path_accepts_the_same_options_as_the_typer_command():
    import typer

    from knownfix.lookup.cli import lookup_command
    from knownfix.lookup.command import parser

    single = typer.Typer(add_completion=False)
    single.command()(lookup_command)
    cmd = typer.main.get_command(single)
    typer_opts = {o for p in cmd.params for o in p.opts if o.startswith("-")} - {"--help"}
    argparse_opts = {o for a in parser()._actions for o in a.option_strings}
    assert typer_opts == argparse_opts


def test_fast_path_gives_the_same_answers_and_exit_codes(tmp_path, capsys):
    from knownfix.lookup.command import main

    assert main(["--kb", FIXTURE, "--json", MSG]) == 0
    fast = json.loads(capsys.readouterr().out)
    slow = runner.invoke(app, ["lookup", "--kb", FIXTURE, "--json", MSG])
    assert fast == json.loads(slow.stdout)
    assert main(["--kb", FIXTURE, "ZyxError: nothing like this"]) == 1
    assert main(["--kb", str(tmp_path / "nokb"), MSG]) == 4
    assert "no knowledge base at" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:  # argparse's own usage error, like Typer's
        main(["--limit", "0", MSG])
    assert e.value.code == 2
