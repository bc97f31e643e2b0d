"""knownfix.hook: real uncaught exceptions in child Python processes, and install/uninstall in process."""

from __future__ import annotations

import io
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from knownfix import hook
from knownfix.kb import load_kb

ROOT = Path(__file__).resolve().parents[1]
DICT_ID = "python/dictionary-changed-size-during-iteration"


def run_child(body: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    script = "import knownfix.hook\n" + textwrap.dedent(body)
    env = {"PATH": "/usr/bin:/bin", "KNOWNFIX_KB": str(ROOT / "kb"), "KNOWNFIX_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run(  # noqa: PLW1510 - the caller asserts on the exit status
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env
    )


def test_uncaught_errors_in_main_and_other_thread_get_a_note(tmp_path: Path) -> None:
    proc = run_child(
        """
        import threading
        knownfix.hook.install()

        def worker():
            seen = {"a", "b"}
            for item in seen:
                seen.add(item + "!")

        t = threading.Thread(target=worker, name="worker")
        t.start(); t.join()
        print("main continues", flush=True)
        sessions = {"a": 1, "b": None}
        for key in sessions:
            if sessions[key] is None:
                del sessions[key]
        """,
        tmp_path,
    )
    err = proc.stderr
    assert proc.returncode == 1 and "main continues" in proc.stdout
    # The thread's traceback, then its note.
    thread_tb = err.index("Exception in thread worker")
    thread_msg = err.index("RuntimeError: Set changed size during iteration")
    first_note = err.index(f"knownfix: {DICT_ID}")
    assert thread_tb < thread_msg < first_note
    # The main thread's normal traceback, then its note.
    main_tb = err.index("Traceback (most recent call last)", first_note)
    main_msg = err.index("RuntimeError: dictionary changed size during iteration", main_tb)
    second_note = err.index(f"knownfix: {DICT_ID}", main_msg)
    note = err[second_note:].splitlines()
    assert note[0].startswith(f"knownfix: {DICT_ID} — RuntimeError: dictionary changed size during iteration")
    assert note[1].startswith("  most likely cause: ")
    assert note[2].startswith("  first thing to try: ")
    from knownfix.artifact import default_kb

    entry = default_kb().entry(DICT_ID)
    fix = next(w for w in entry.workarounds if w.title.get("en") == note[2].removeprefix("  first thing to try: "))
    # right under it: the fix's code, then what the lab saw it do on that cause
    code = (fix.code or "").rstrip("\n").splitlines()[:8]
    assert note[3 : 3 + len(code)] == [f"      {line}" for line in code]
    rest = note[3 + len(code):]
    assert rest[0].startswith("    the lab, on this cause: ")
    more = rest.index(f"  more: knownfix show {DICT_ID}")
    assert all(line.startswith("  don't bother: ") for line in rest[1:more])
    # how to report the outcome of the remedy it suggested
    assert rest[more + 1] == f"  did it work? knownfix report {DICT_ID} {fix.id} fixed|not_fixed|other_error"
    assert len(rest) == more + 2 and "internal error" not in err


def test_no_match_prints_the_traceback_and_no_note(tmp_path: Path) -> None:
    proc = run_child(
        """
        knownfix.hook.install()
        raise ValueError("zqxv frobnication budget exhausted for widget 42")
        """,
        tmp_path,
    )
    assert proc.returncode == 1
    assert proc.stderr.rstrip().endswith("ValueError: zqxv frobnication budget exhausted for widget 42")
    assert "knownfix" not in proc.stderr


def test_failing_lookup_still_prints_the_traceback_then_one_line(tmp_path: Path) -> None:
    proc = run_child(
        """
        import sys
        knownfix.hook.install()

        def broken(*args, **kwargs):
            raise OSError("index cache exploded")

        sys.modules["knownfix.lookup"].lookup_detailed = broken
        d = {"a": 1}
        for k in d:
            del d[k]
        """,
        tmp_path,
    )
    lines = proc.stderr.rstrip().splitlines()
    assert proc.returncode == 1
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[-2] == "RuntimeError: dictionary changed size during iteration"
    assert lines[-1] == "knownfix: internal error: OSError: index cache exploded"


def test_install_validates_arguments() -> None:
    with pytest.raises(ValueError, match="language"):
        hook.install(lang="fr")
    with pytest.raises(ValueError, match="limit"):
        hook.install(limit=0)
    assert not hook.installed()


def _raise_and_call_hook() -> None:
    try:
        {}["missing"]
    except KeyError:
        sys.excepthook(*sys.exc_info())


def test_install_uninstall_restore_previous_hooks() -> None:
    calls: list[str] = []

    def mine(*args: object) -> None:
        calls.append("previous")

    saved_sys, saved_thread = sys.excepthook, threading.excepthook
    sys.excepthook = mine
    try:
        hook.install(stream=io.StringIO())
        hook.install(stream=io.StringIO())  # again: no double wrapping
        assert hook.installed() and threading.excepthook is not saved_thread
        _raise_and_call_hook()
        assert calls == ["previous"]  # the previous hook prints the traceback, once
        hook.uninstall()
        assert sys.excepthook is mine and threading.excepthook is saved_thread
        hook.uninstall()  # harmless
    finally:
        hook.uninstall()
        sys.excepthook, threading.excepthook = saved_sys, saved_thread


def test_note_in_chinese_with_more_matches(capsys: pytest.CaptureFixture[str]) -> None:
    stream = io.StringIO()
    kb = load_kb(ROOT / "kb")
    hook.install(lang="zh", stream=stream, limit=3, kb=kb)
    try:
        try:
            d = {"a": 1}
            for k in d:
                d["b"] = 2
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        hook.uninstall()
    assert "RuntimeError: dictionary changed size during iteration" in capsys.readouterr().err
    note = stream.getvalue().splitlines()
    assert note[0].startswith(f"knownfix: {DICT_ID} — ") and "迭代" in note[0]
    assert note[1].startswith("  最可能的原因: ") and note[2].startswith("  先试试: ")
    assert f"  详情: knownfix show {DICT_ID} --lang zh" in note


def test_note_for_matches_the_printed_note() -> None:
    kb = load_kb(ROOT / "kb")
    text = "Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\nRuntimeError: dictionary changed size during iteration\n"
    assert hook.note_for(text, kb=kb).startswith(f"knownfix: {DICT_ID} — ")
    assert hook.note_for("ValueError: zqxv frobnication", kb=kb) == ""


class _FakeShell:
    """The two IPython InteractiveShell methods the extension uses."""

    def __init__(self) -> None:
        self.handler = None
        self.exceptions: tuple = ()
        self.shown: list[type] = []

    def set_custom_exc(self, exc_tuple: tuple, handler: object) -> None:
        self.exceptions, self.handler = exc_tuple, handler

    def showtraceback(self, exc_tuple: tuple, tb_offset: int | None = None) -> None:
        self.shown.append(exc_tuple[0])


def test_ipython_extension_shows_traceback_then_note(capsys: pytest.CaptureFixture[str]) -> None:
    shell = _FakeShell()
    hook.load_ipython_extension(shell)
    assert shell.exceptions == (Exception,) and shell.handler is not None
    try:
        d = {"a": 1}
        for k in d:
            del d[k]
    except RuntimeError:
        etype, value, tb = sys.exc_info()
        assert shell.handler(shell, etype, value, tb, tb_offset=None) is None
    assert shell.shown == [RuntimeError]
    assert f"knownfix: {DICT_ID}" in capsys.readouterr().err
    assert not hook.installed()  # the notebook extension does not touch sys.excepthook
    hook.unload_ipython_extension(shell)
    assert shell.exceptions == () and shell.handler is None
