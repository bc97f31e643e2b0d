"""Suite-wide setup: one cache folder for the session, with the bundled KB compiled once.

Every read path compiles a KB folder into an artifact on first use (docs/artifact.md);
the checkout's ``kb/`` with its message inventory takes seconds. Compiling it once here,
into a cache folder every test and every subprocess of the session inherits, keeps
servers started by the browser tests from spending their start-up deadline compiling.
Tests that need a cache of their own still set ``KNOWNFIX_CACHE_DIR`` themselves.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def pytest_configure(config: pytest.Config) -> None:
    if "KNOWNFIX_CACHE_DIR" not in os.environ:
        folder = tempfile.mkdtemp(prefix="knownfix-test-cache-")
        os.environ["KNOWNFIX_CACHE_DIR"] = folder
        atexit.register(shutil.rmtree, folder, True)
    # outcome reports (and the CLI's reporter token) go to a folder of the session, never the user's own
    for name, prefix in (("KNOWNFIX_DATA_DIR", "knownfix-test-data-"), ("KNOWNFIX_CONFIG_DIR", "knownfix-test-config-")):
        folder = tempfile.mkdtemp(prefix=prefix)
        os.environ[name] = folder
        atexit.register(shutil.rmtree, folder, True)
    os.environ.pop("KNOWNFIX_DATABASE_URL", None)


@pytest.fixture(scope="session", autouse=True)
def _bundled_kb_compiled_once() -> None:
    from knownfix.artifact import compiled

    if (ROOT / "kb").is_dir():
        compiled(ROOT / "kb")
