"""Group commit: reports from many requests written by one thread, a transaction per batch.

:meth:`Writer.submit` queues a report and returns a future; the writer thread takes what
is queued (up to :data:`MAX_BATCH`), stores it with :meth:`ReportStore.write` in one
transaction and only then resolves each future with its row id. A request answers 201
after its future resolved, so an acknowledged report is committed (on disk, for SQLite
with ``synchronous=FULL``; by the server, for PostgreSQL). When a batch fails, its reports
are retried one by one so one bad report cannot fail the others.
"""

from __future__ import annotations

import logging
import queue
import threading
from concurrent.futures import Future

from .model import ReportIn
from .store import ReportStore

log = logging.getLogger("knownfix.reports")
MAX_BATCH = 256


class Writer:
    def __init__(self, store: ReportStore, max_batch: int = MAX_BATCH) -> None:
        self.store = store
        self.max_batch = max_batch
        self._queue: queue.SimpleQueue[tuple[ReportIn, Future[int]] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="knownfix-report-writer", daemon=True)
        self._closed = False
        self._thread.start()

    def submit(self, report: ReportIn) -> Future[int]:
        """Queue ``report``; the future holds its row id once committed (or the error)."""
        fut: Future[int] = Future()
        if self._closed:
            fut.set_exception(RuntimeError("the report writer is closed"))
        else:
            self._queue.put((report, fut))
        return fut

    def close(self) -> None:
        """Write what is queued, then stop the thread."""
        if not self._closed:
            self._closed = True
            self._queue.put(None)
            self._thread.join(timeout=30)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            batch = []
            stop = item is None
            if item is not None:
                batch.append(item)
            while len(batch) < self.max_batch and not stop:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    stop = True
                else:
                    batch.append(nxt)
            if batch:
                self._write(batch)
            if stop:
                return

    def _write(self, batch: list[tuple[ReportIn, Future[int]]]) -> None:
        try:
            ids = self.store.write([r for r, _ in batch])
        except Exception:
            if len(batch) == 1:
                log.exception("storing a report failed")
                batch[0][1].set_exception(RuntimeError("storing the report failed"))
                return
            for one in batch:
                self._write([one])
            return
        for (_, fut), rid in zip(batch, ids, strict=True):
            fut.set_result(rid)
