"""Turning received input into lookup text: invalid UTF-8 and lone surrogates never fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from knownfix.kb import load_kb
from knownfix.lookup import lookup
from knownfix.lookup.textin import clean, decode, to_text

MSG = "RuntimeError: Trying to backward through the graph a second time"


@pytest.mark.parametrize(
    ("data", "text", "replaced"),
    [
        (b"ok \xe4\xb8\xad", "ok 中", False),
        (b"bad \xff\xfe", "bad \ufffd\ufffd", True),
        ("ok 中", "ok 中", False),
        ("lone \ud800", "lone \ufffd", True),
        ("pair \ud83d\ude00", "pair \U0001f600", True),  # a pair written as two escapes (JSON) joins up
        (b"\xef\xbf\xbd real U+FFFD", "\ufffd real U+FFFD", False),
    ],
)
def test_to_text(data, text, replaced):
    assert to_text(data) == (text, replaced)
    assert decode(data) == text


def test_lookup_tolerates_lone_surrogates(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path))
    kb = load_kb(Path(__file__).parent / "fixtures" / "lookup")
    matches = lookup(MSG + " \ud800", kb=kb)
    assert matches and matches[0].id == "pytorch/backward-twice"
    assert "\ud800" not in matches[0].matched_text


def test_a_traceback_indented_as_a_whole_reads_as_cpython_prints_it():
    from knownfix.lookup import parse

    text = (
        "*** Error running before_process: /sd/extensions/cn/scripts/cn.py\n"
        "    Traceback (most recent call last):\n"
        '      File "/sd/modules/scripts.py", line 611, in before_process\n'
        "        script.before_process(p)\n"
        "    ValueError: bad value\n"
        "\n"
        "---\n"
    )
    parsed = parse(text)
    assert parsed.final is not None and parsed.final.type == "ValueError" and parsed.final.message == "bad value"
    assert [f.file for f in parsed.frames] == ["/sd/modules/scripts.py"]
    assert parsed.lines[0].startswith("*** Error")  # the log line above keeps its text


def test_only_the_indented_traceback_is_dedented():
    lines = clean("  Traceback (most recent call last):\n    File \"a.py\", line 1, in f\n  KeyError: 'x'\nnot indented\n  indented later").lines
    assert [ln.text for ln in lines] == ["Traceback (most recent call last):", '  File "a.py", line 1, in f', "KeyError: 'x'",
                                         "not indented", "  indented later"]


@pytest.mark.parametrize(
    ("line", "exc_type", "message"),
    [
        ("> TypeError: close() argument must be a Figure, not 'str'", "TypeError", "close() argument must be a Figure, not 'str'"),
        ("> > ValueError: quoted twice", "ValueError", "quoted twice"),
        ("**TypeError:** the dtypes of parameters x and width are incompatible", "TypeError",
         "the dtypes of parameters x and width are incompatible"),
        ("`KeyError: 'text'` on tweets['python']", "KeyError", "'text' on tweets['python']"),
        ("`RuntimeError: Tensor size mismatch`", "RuntimeError", "Tensor size mismatch"),
    ],
)
def test_markdown_around_an_exception_line_is_taken_off(line, exc_type, message):
    from knownfix.lookup import parse

    final = parse(line).final
    assert final is not None and (final.type, final.message) == (exc_type, message)


def test_a_quoted_traceback_keeps_its_indentation_and_prompts_stay():
    text = "> Traceback (most recent call last):\n>   File \"a.py\", line 1, in f\n>     g()\n> KeyError: 'x'\n>>> import os"
    assert [ln.text for ln in clean(text).lines] == [
        "Traceback (most recent call last):", '  File "a.py", line 1, in f', "    g()", "KeyError: 'x'", ">>> import os"]
    assert [ln.text for ln in clean("```python\n`\n**\n>       x = f()").lines] == ["```python", "", "**", "      x = f()"]


RICH = """\
╭───────────────────── Traceback (most recent call last) ──────────────────────╮
│ /home/u/.venv/lib/python3.11/site-packages/streamrip/rip/cli.py:88 in main   │
│                                                                              │
│    85 │   try:                                                               │
│ ❱  88 │   │   asyncio.run(main_loop())                                       │
│                                                                              │
│ ╭──────── locals ────────╮                                                   │
│ │ debug = None           │                                                   │
│ ╰────────────────────────╯                                                   │
│ /home/u/.pyenv/versions/3.11.9/lib/python3.11/asyncio/run │
│ ners.py:186 in run                                                           │
│                                                                              │
│   185 │   │   raise RuntimeError(                                            │
│   186 │   │   │   "asyncio.run() cannot be called from a running event loop")│
╰──────────────────────────────────────────────────────────────────────────────╯
RuntimeError: asyncio.run() cannot be called from a running event loop
"""


def test_a_rich_traceback_reads_as_cpython_prints_it():
    from knownfix.lookup import parse

    parsed = parse(RICH)
    assert parsed.final is not None and parsed.final.type == "RuntimeError"
    assert [(f.file, f.lineno, f.func) for f in parsed.frames] == [
        ("/home/u/.venv/lib/python3.11/site-packages/streamrip/rip/cli.py", 88, "main"),
        ("/home/u/.pyenv/versions/3.11.9/lib/python3.11/asyncio/runners.py", 186, "run"),  # a path Rich wrapped
    ]
    assert "streamrip" in parsed.context.libraries
    texts = [ln.text for ln in clean(RICH).lines]
    assert "    asyncio.run(main_loop())" in texts and not any("debug = None" in t for t in texts)


def test_a_listed_source_line_of_a_rich_traceback_is_not_the_error():
    from knownfix.lookup import parse

    cut = RICH.split("╰──")[0]  # the paste ends inside the box: no exception line
    parsed = parse(cut)
    assert all(not b.messages or "cannot be called" not in b.message for b in parsed.blocks)


def test_box_lines_of_other_tools_are_left_alone():
    pip = "  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [20 lines of output]"
    assert [ln.text for ln in clean(pip).lines] == pip.splitlines()
