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
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
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


# --- the report store's two backends ------------------------------------------------------
# Every store test runs on SQLite and on a real PostgreSQL server: $KNOWNFIX_TEST_DATABASE_URL
# (scripts/test starts one with scripts/postgres and stops it at the end), else this session
# starts its own with scripts/postgres. KNOWNFIX_TEST_POSTGRES=0 leaves PostgreSQL out, on purpose.

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def postgres_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if os.environ.get("KNOWNFIX_TEST_POSTGRES") == "0":
        pytest.skip("KNOWNFIX_TEST_POSTGRES=0: PostgreSQL left out of this run")
    url = os.environ.get("KNOWNFIX_TEST_DATABASE_URL")
    if url:
        yield url
        return
    folder = Path(tempfile.mkdtemp(prefix="knownfix-pg-"))
    script = ROOT / "scripts" / "postgres"
    try:
        url = subprocess.run([str(script), "start", str(folder)], check=True, capture_output=True, text=True,
                             timeout=300).stdout.strip().splitlines()[-1]
    except subprocess.CalledProcessError as e:
        pytest.fail(f"scripts/postgres could not start PostgreSQL (set KNOWNFIX_TEST_POSTGRES=0 to leave it out): {e.stderr}")
    try:
        yield url
    finally:
        subprocess.run([str(script), "stop", str(folder)], check=False, timeout=120)
        shutil.rmtree(folder, ignore_errors=True)


def _fresh_postgres_database(url: str) -> str:
    """A new, empty database on the server of ``url``; its URL."""
    import psycopg
    from sqlalchemy.engine import make_url

    base = make_url(url)
    name = f"kf_{uuid.uuid4().hex[:16]}"
    params = dict(base.query)
    conninfo = {"dbname": base.database or "postgres", "user": base.username, "host": params.get("host") or base.host,
                "port": base.port, "password": base.password}
    with psycopg.connect(**{k: v for k, v in conninfo.items() if v}, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return base.set(database=name).render_as_string(hide_password=False)


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty report store's URL, once per backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'reports.sqlite3'}"
    return _fresh_postgres_database(request.getfixturevalue("postgres_url"))
