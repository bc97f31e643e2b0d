"""The report store on both backends (SQLite and a real PostgreSQL): upsert, counts, migrations, group commit."""

from __future__ import annotations

import threading

import pytest
import sqlalchemy as sa

from knownfix.reports.model import ReportIn, reporter_key
from knownfix.reports.schema import HEAD
from knownfix.reports.store import ReportStore, StoreError, open_store
from knownfix.reports.writer import Writer

E1, E2 = "pytorch/some-error", "python/other-error"


def report(reporter: str = "reporter-0000000001", entry: str = E1, remedy: str = "fix-a", outcome: str = "fixed",
           **extra) -> ReportIn:
    return ReportIn(entry=entry, remedy=remedy, outcome=outcome, reporter=reporter, **extra)


@pytest.fixture
def store(database_url: str):
    s = open_store(database_url)
    yield s
    s.close()


def test_one_report_per_reporter_entry_and_remedy_the_latest_wins(store: ReportStore) -> None:
    a = store.write([report(outcome="not_fixed", note="first", versions={"torch": "2.13.0"})])[0]
    b = store.write([report(outcome="fixed", note="second")])[0]
    assert a == b
    got = store.get(a)
    assert got is not None and (got.outcome, got.note, got.versions) == ("fixed", "second", None)
    other_remedy = store.write([report(remedy="fix-b")])[0]
    other_reporter = store.write([report(reporter="reporter-0000000002")])[0]
    assert len({a, other_remedy, other_reporter}) == 3
    assert store.counts(E1) == {"fix-a": {"fixed": 2}, "fix-b": {"fixed": 1}}
    with store.engine.connect() as conn:
        row = conn.execute(sa.text("SELECT reporter, revisions FROM reports WHERE id = :i"), {"i": a}).one()
    assert row.reporter == reporter_key("reporter-0000000001") and row.revisions == 2  # the token itself is never stored


def test_a_batch_with_the_same_key_twice_keeps_the_later_one(store: ReportStore) -> None:
    ids = store.write([report(outcome="not_fixed"), report(outcome="other_error", other_entry=E2), report(remedy="fix-b")])
    assert ids[0] == ids[1] != ids[2]
    got = store.get(ids[0])
    assert got is not None and got.outcome == "other_error" and got.other_entry == E2


def test_counts_per_entry_and_for_every_entry(store: ReportStore) -> None:
    outcomes = ["fixed", "fixed", "not_fixed", "other_error", "fixed"]
    store.write([report(reporter=f"reporter-{i:012d}", outcome=o) for i, o in enumerate(outcomes)])
    store.write([report(entry=E2, remedy="fix-z", outcome="not_fixed")])
    assert store.counts(E1) == {"fix-a": {"fixed": 3, "not_fixed": 1, "other_error": 1}}
    assert store.counts("nobody/reported") == {}
    assert store.all_counts() == {E1: {"fix-a": {"fixed": 3, "not_fixed": 1, "other_error": 1}},
                                  E2: {"fix-z": {"not_fixed": 1}}}
    store.write([report(reporter="reporter-000000000009", note="a note")])
    assert [r.note for r in store.latest(E1)] == ["a note"]


def test_reopening_and_concurrent_opens_migrate_once(database_url: str) -> None:
    errors: list[BaseException] = []
    stores: list[ReportStore] = []

    def open_one() -> None:
        try:
            stores.append(open_store(database_url))
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=open_one) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    stores[0].write([report()])
    for s in stores:
        with s.engine.connect() as conn:
            assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalars().all() == [HEAD]
        s.close()
    again = open_store(database_url)
    assert again.counts(E1) == {"fix-a": {"fixed": 1}}  # reopening keeps what was stored
    again.close()


def test_the_group_commit_writer_resolves_only_committed_reports(store: ReportStore) -> None:
    writer = Writer(store, max_batch=64)
    futures = []
    lock = threading.Lock()

    def burst(t: int) -> None:
        for i in range(60):
            f = writer.submit(report(reporter=f"reporter-t{t:02d}-{i:08d}", remedy="fix-a" if i % 2 else "fix-b"))
            with lock:
                futures.append(f)

    threads = [threading.Thread(target=burst, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    ids = [f.result(timeout=60) for f in futures]
    writer.close()
    assert len(set(ids)) == 480 and set(ids) <= store.ids()
    assert sum(sum(c.values()) for c in store.counts(E1).values()) == 480
    assert writer.submit(report()).exception(timeout=5) is not None  # closed: refused, not silently dropped


@pytest.mark.parametrize(("url", "says"), [
    ("sqlite://", "in-memory"),
    ("sqlite:///:memory:", "in-memory"),
    ("mysql://u@h/db", "unsupported database 'mysql'"),
    ("postgresql+psycopg2://u@h/db", "psycopg 3"),
    ("not a url", "not a database URL"),
    ("postgresql://nobody@/knownfix?host=/nonexistent-socket-dir", "cannot open the report store"),
])
def test_a_store_that_cannot_be_opened_says_why_in_one_line(url: str, says: str) -> None:
    with pytest.raises(StoreError) as e:
        open_store(url)
    assert says in str(e.value) and "\n" not in str(e.value)


def test_the_default_store_is_a_sqlite_file_under_the_data_dir(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("KNOWNFIX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("KNOWNFIX_DATABASE_URL", raising=False)
    s = open_store()
    s.write([report()])
    s.close()
    assert (tmp_path / "data" / "reports.sqlite3").is_file()
    with sa.create_engine(f"sqlite:///{tmp_path / 'data' / 'reports.sqlite3'}").connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
