"""The pytest plugin (entry point ``pytest11``: on once installed, ``-p no:knownfix`` off) and the IPython
extension (``%load_ext knownfix``), each run for real: pytester, and IPython in a subprocess."""

from __future__ import annotations

import shutil
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

DICT_ID = "python/dictionary-changed-size-during-iteration"
FAILING = """
def test_prunes_sessions():
    sessions = {"a": 1, "b": 0}
    for sid in sessions:
        if not sessions[sid]:
            del sessions[sid]

def test_passes():
    assert True

def test_unknown_error():
    raise ValueError("zqxv frobnication budget exhausted for widget 42")
"""


def test_the_plugin_is_registered_as_an_entry_point():
    eps = [ep for ep in entry_points(group="pytest11") if ep.name == "knownfix"]
    assert [ep.value for ep in eps] == ["knownfix.pytest_plugin"]


def test_a_failed_test_with_a_known_error_gets_a_knownfix_section(pytester: pytest.Pytester):
    pytester.makepyfile(test_sessions=FAILING)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=2)
    out = result.stdout.str()
    # under the failure of test_prunes_sessions: the section, with the entry, the fix and its code
    section = out[out.index("_ test_prunes_sessions _"):out.index("_ test_unknown_error _")]
    assert "- knownfix -" in section and f"knownfix: {DICT_ID}" in section
    assert "first thing to try: " in section and "for sid in list(sessions):" in section
    # no match, no section
    unknown = out[out.index("_ test_unknown_error _"):]
    assert "- knownfix -" not in unknown.split("short test summary")[0]


def test_the_plugin_is_off_with_p_no_knownfix(pytester: pytest.Pytester):
    pytester.makepyfile(test_sessions=FAILING)
    result = pytester.runpytest_subprocess("-p", "no:knownfix", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=2)
    out = result.stdout.str()
    assert "- knownfix -" not in out and f"knownfix: {DICT_ID}" not in out


def test_the_note_in_chinese(pytester: pytest.Pytester):
    pytester.makepyfile(test_sessions=FAILING)
    pytester.makeini("[pytest]\nknownfix_lang = zh\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-k", "prunes")
    assert "最可能的原因" in result.stdout.str()
    bad = pytester.runpytest_subprocess("--knownfix-lang", "fr")
    assert bad.ret == pytest.ExitCode.USAGE_ERROR


def test_failures_in_setup_get_a_note_and_errors_of_knownfix_never_fail_the_run(pytester: pytest.Pytester):
    pytester.makepyfile(test_fixture="""
import pytest

@pytest.fixture
def state():
    s = {1, 2, 3}
    for x in s:
        s.discard(x)

def test_uses_state(state):
    pass
""")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    assert "- knownfix -" in result.stdout.str()


IPY = Path(sys.executable).with_name("ipython")


@pytest.mark.skipif(not IPY.exists() and shutil.which("ipython") is None, reason="IPython is not installed (dev extra)")
def test_the_ipython_extension_appends_the_note_to_a_cells_traceback(tmp_path: Path):
    script = tmp_path / "cells.ipy"
    script.write_text("%load_ext knownfix\nd = {1: 1, 2: 2}\nfor k in d:\n    del d[k]\n")
    ipython = str(IPY) if IPY.exists() else str(shutil.which("ipython"))
    r = subprocess.run([ipython, "--no-banner", "--colors=nocolor", "--HistoryManager.enabled=False", str(script)],
                       capture_output=True, text=True, timeout=180, cwd=tmp_path, check=False,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "IPYTHONDIR": str(tmp_path / "ipy"),
                            **{k: v for k, v in __import__("os").environ.items() if k.startswith("KNOWNFIX_")}})
    out = r.stdout + r.stderr
    assert out.index("RuntimeError: dictionary changed size during iteration") < out.index(f"knownfix: {DICT_ID}")
    assert "first thing to try: " in out
    script.write_text("%load_ext knownfix\n%unload_ext knownfix\nd = {1: 1}\nfor k in d:\n    del d[k]\n")
    r = subprocess.run([ipython, "--no-banner", "--colors=nocolor", "--HistoryManager.enabled=False", str(script)],
                       capture_output=True, text=True, timeout=180, cwd=tmp_path, check=False,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "IPYTHONDIR": str(tmp_path / "ipy")})
    assert "RuntimeError: dictionary changed size" in r.stdout + r.stderr and "knownfix:" not in r.stdout + r.stderr
