"""The pytest plugin: a failed test whose error knownfix knows gets a "knownfix" section in its report.

Registered through the ``pytest11`` entry point, so it is on as soon as knownfix is installed;
``pytest -p no:knownfix`` turns it off. For each failed test phase (setup, call, teardown) it
looks up the failure's text (the traceback pytest prints, ``E   `` lines included) and, when an
entry matches, adds the hook's note (:func:`knownfix.hook.note_for`: the likely cause, the fix
with its code, what not to try, how to report the outcome) as a report section — printed under
the failure, in JUnit XML as system-out of the test case. No match: nothing is added. A failure
of knownfix itself adds one line to the section, never an error of the test run.

Options: ``--knownfix-lang en|zh`` (ini ``knownfix_lang``).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

MAX_TEXT = 200_000  # the end of a huge failure text is kept: the final exception is there


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("knownfix", "knownfix: known fixes for failed tests")
    group.addoption("--knownfix-lang", action="store", default=None, choices=("en", "zh"),
                    help="Language of the knownfix note under a failed test (default: en).")
    parser.addini("knownfix_lang", "Language of the knownfix note under a failed test (en | zh).", default="en")


def _lang(config: pytest.Config) -> str:
    lang = config.getoption("knownfix_lang") or config.getini("knownfix_lang") or "en"
    return lang if lang in ("en", "zh") else "en"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if not report.failed or call.excinfo is None or call.excinfo.errisinstance((KeyboardInterrupt, SystemExit)):
        return
    text = report.longreprtext[-MAX_TEXT:]
    try:
        from .hook import note_for

        note = note_for(text, lang=_lang(item.config))
    except Exception as e:  # noqa: BLE001 - knownfix must never break the test run
        note = f"knownfix: internal error: {type(e).__name__}: {e}\n"
    if note:
        report.sections.append(("knownfix", note.rstrip("\n")))
