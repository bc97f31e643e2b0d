"""Where reports are kept: SQLite (default) or PostgreSQL, through SQLAlchemy Core.

- ``sqlite:///PATH`` (the default: ``reports.sqlite3`` under the data dir, ``$KNOWNFIX_DATA_DIR``
  else the platform's user data dir): WAL journal, ``synchronous=FULL`` (a commit is on disk
  before it returns), writes in ``BEGIN IMMEDIATE`` transactions that retry every millisecond or
  two while another process holds the lock (up to :data:`WRITE_LOCK_WAIT_S`), reads without a
  lock, so several server processes can share the file.
- ``postgresql://…`` (psycopg 3, the ``postgres`` extra): for several server instances.

:func:`open_store` upgrades the schema to :data:`~knownfix.reports.schema.HEAD` with Alembic
when it is behind (under an advisory lock on PostgreSQL, so instances starting together do
not race). :meth:`ReportStore.write` stores a batch in one transaction: one row per
(reporter, entry, remedy), the latest report replacing the earlier one (an upsert), and returns
the row ids once the transaction committed.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine, make_url

from .model import ReportIn, reporter_key
from .schema import HEAD, reports

DATA_DIR_ENV = "KNOWNFIX_DATA_DIR"
#: How long a write waits for another process's write lock (SQLite) before it fails.
WRITE_LOCK_WAIT_S = 10.0
DATABASE_URL_ENV = "KNOWNFIX_DATABASE_URL"
_PG_MIGRATION_LOCK = 0x6B6E6F776E666978  # "knownfix"


class StoreError(Exception):
    """The store cannot be opened or used (one line saying why)."""


def data_dir() -> Path:
    """``$KNOWNFIX_DATA_DIR``, else the platform's user data dir for knownfix."""
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir("knownfix", appauthor=False))


def default_database_url() -> str:
    """``$KNOWNFIX_DATABASE_URL``, else the SQLite file ``reports.sqlite3`` under :func:`data_dir`."""
    return os.environ.get(DATABASE_URL_ENV) or f"sqlite:///{data_dir() / 'reports.sqlite3'}"


def shown_url(url: str) -> str:
    """``url`` with any password hidden (for messages and logs)."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except (ValueError, sa.exc.ArgumentError):
        return "<unparseable database URL>"


@dataclass(frozen=True)
class StoredReport:
    id: int
    entry: str
    remedy: str
    outcome: str
    other_entry: str | None
    versions: dict[str, str] | None
    note: str | None
    updated_at: float


def _sqlite_engine(url: sa.URL, *, immediate: bool = True, busy_ms: int = 10_000) -> Engine:
    """A SQLite engine: WAL, synchronous=FULL; ``immediate``: transactions take the write lock at BEGIN;
    ``busy_ms``: how long SQLite itself waits for a lock another connection holds."""
    path = url.database
    if not path or path == ":memory:":
        raise StoreError("an in-memory SQLite store would lose every report; give a file: sqlite:///PATH")
    Path(path).parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    engine = sa.create_engine(url, connect_args={"timeout": busy_ms / 1000, "check_same_thread": False})

    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi_conn: Any, record: Any) -> None:
        dbapi_conn.isolation_level = None  # SQLAlchemy's "begin" below decides how a transaction starts
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=FULL")
        cur.execute(f"PRAGMA busy_timeout={int(busy_ms)}")
        cur.close()

    @sa.event.listens_for(engine, "begin")
    def _begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def _engine(url_text: str) -> Engine:
    try:
        url = make_url(url_text)
    except (ValueError, sa.exc.ArgumentError):
        raise StoreError(f"not a database URL: {url_text[:80]!r} (use sqlite:///PATH or postgresql://USER@HOST/DB)") from None
    backend = url.get_backend_name()
    if backend == "sqlite":
        return _sqlite_engine(url)
    if backend in ("postgresql", "postgres"):
        if url.get_driver_name() in ("psycopg2", "pg8000", "asyncpg"):
            raise StoreError(f"use the psycopg 3 driver (postgresql:// or postgresql+psycopg://), not {url.drivername}")
        try:
            import psycopg  # noqa: F401
        except ImportError:
            raise StoreError("PostgreSQL needs psycopg 3: pip install 'knownfix[postgres]'") from None
        return sa.create_engine(url.set(drivername="postgresql+psycopg"), pool_pre_ping=True, pool_size=8, max_overflow=8)
    raise StoreError(f"unsupported database {backend!r}: use sqlite:///PATH or postgresql://USER@HOST/DB")


def migrate(engine: Engine) -> None:
    """Upgrade the schema to :data:`HEAD` (Alembic), when it is behind."""
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(sa.text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_MIGRATION_LOCK})
        if sa.inspect(conn).has_table("alembic_version"):
            current = conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
            if current == HEAD:
                return
        from alembic import command
        from alembic.config import Config

        cfg = Config()
        cfg.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


class ReportStore:
    """Reports in one database (see the module docstring). Thread-safe; one per process."""

    def __init__(self, url: str | None = None) -> None:
        self.url = url or default_database_url()
        try:
            self.engine = _engine(self.url)
            migrate(self.engine)
            self._write_engine = self.engine
            if self.engine.dialect.name == "sqlite":
                # reads take no lock (WAL); writes take it at BEGIN and, when another process holds it, retry
                # at short intervals themselves (write()) instead of SQLite's busy handler, whose sleeps grow to
                # 100 ms and gave writes a p99 over a second with two server processes
                self.engine.dispose()
                url_obj = make_url(self.url)
                self.engine = _sqlite_engine(url_obj, immediate=False)
                self._write_engine = _sqlite_engine(url_obj, immediate=True, busy_ms=0)
        except StoreError:
            raise
        except (sa.exc.SQLAlchemyError, OSError) as e:
            raise StoreError(f"cannot open the report store {shown_url(self.url)}: {_reason(e)}") from None
        self.backend = self.engine.dialect.name
        if self.backend == "sqlite":
            from sqlalchemy.dialects.sqlite import insert as insert_for
        else:
            from sqlalchemy.dialects.postgresql import insert as insert_for  # type: ignore[assignment]
        ins = insert_for(reports)
        self._upsert = ins.on_conflict_do_update(
            index_elements=["reporter", "entry", "remedy"],
            set_={"outcome": ins.excluded.outcome, "other_entry": ins.excluded.other_entry,
                  "versions": ins.excluded.versions, "note": ins.excluded.note, "updated_at": ins.excluded.updated_at,
                  "revisions": reports.c.revisions + 1},
        ).returning(reports.c.id)

    def write(self, batch: Sequence[ReportIn]) -> list[int]:
        """Store ``batch`` in one transaction (notes already redacted); the ids, once committed."""
        deadline = time.monotonic() + WRITE_LOCK_WAIT_S
        while True:
            now = time.time()
            ids: list[int] = []
            try:
                with self._write_engine.begin() as conn:
                    for r in batch:
                        row = {"reporter": reporter_key(r.reporter), "entry": r.entry, "remedy": r.remedy,
                               "outcome": r.outcome, "other_entry": r.other_entry,
                               "versions": json.dumps(r.versions, sort_keys=True) if r.versions else None,
                               "note": r.note or None, "created_at": now, "updated_at": now}
                        ids.append(int(conn.execute(self._upsert, row).scalar_one()))
                return ids
            except sa.exc.OperationalError as e:
                if self.backend != "sqlite" or "locked" not in str(e.orig) or time.monotonic() > deadline:
                    raise
                time.sleep(0.0005 + random.random() * 0.0015)  # another process holds the write lock

    def counts(self, entry: str) -> dict[str, dict[str, int]]:
        """remedy -> outcome -> reporters, for one entry."""
        q = (sa.select(reports.c.remedy, reports.c.outcome, sa.func.count())
             .where(reports.c.entry == entry).group_by(reports.c.remedy, reports.c.outcome))
        out: dict[str, dict[str, int]] = {}
        with self.engine.connect() as conn:
            for remedy, outcome, n in conn.execute(q):
                out.setdefault(remedy, {})[outcome] = int(n)
        return out

    def all_counts(self) -> dict[str, dict[str, dict[str, int]]]:
        """entry -> remedy -> outcome -> reporters, for every entry with a report."""
        q = (sa.select(reports.c.entry, reports.c.remedy, reports.c.outcome, sa.func.count())
             .group_by(reports.c.entry, reports.c.remedy, reports.c.outcome))
        out: dict[str, dict[str, dict[str, int]]] = {}
        with self.engine.connect() as conn:
            for entry, remedy, outcome, n in conn.execute(q):
                out.setdefault(entry, {}).setdefault(remedy, {})[outcome] = int(n)
        return out

    def latest(self, entry: str, limit: int = 5) -> list[StoredReport]:
        """The most recent reports of ``entry`` that carry a note (newest first)."""
        q = (sa.select(reports).where(reports.c.entry == entry, reports.c.note.is_not(None))
             .order_by(reports.c.updated_at.desc(), reports.c.id.desc()).limit(limit))
        with self.engine.connect() as conn:
            return [_stored(row) for row in conn.execute(q).mappings()]

    def get(self, report_id: int) -> StoredReport | None:
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(reports).where(reports.c.id == report_id)).mappings().first()
        return None if row is None else _stored(row)

    def ids(self) -> set[int]:
        with self.engine.connect() as conn:
            return {int(i) for i in conn.execute(sa.select(reports.c.id)).scalars()}

    def close(self) -> None:
        self.engine.dispose()
        self._write_engine.dispose()


def _stored(row: Any) -> StoredReport:
    return StoredReport(int(row["id"]), row["entry"], row["remedy"], row["outcome"], row["other_entry"],
                        json.loads(row["versions"]) if row["versions"] else None, row["note"], float(row["updated_at"]))


def _reason(e: BaseException) -> str:
    orig = getattr(e, "orig", None)
    text = str(orig if orig is not None else e).strip().splitlines()
    return text[0] if text else type(e).__name__


def open_store(url: str | None = None) -> ReportStore:
    """The store at ``url`` (default: :func:`default_database_url`), migrated; :class:`StoreError` when it cannot be."""
    return ReportStore(url)
