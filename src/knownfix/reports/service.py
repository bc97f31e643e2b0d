"""The rules a report passes before it is stored, in one place (HTTP API, CLI and MCP share them).

In order: the client address's bucket (429), the ids (422: an entry the KB does not have, a
remedy that is not one of its workarounds or dead ends, an ``other_entry`` that does not
exist or comes without ``outcome: other_error``), the reporter's bucket (429), the note
redacted, then the write (group commit, :mod:`.writer`). :meth:`ReportService.entry_reports`
is the read side: per remedy the counts, the figure from :data:`MIN_REPORTERS` reporters on,
and the newest notes (redacted; shown only as text).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .limits import Buckets
from .model import ReportIn, reporter_key
from .redact import redact
from .store import ReportStore
from .tally import entry_json
from .writer import Writer

#: entry id -> its remedies as (id, "workaround" | "dead_end") pairs; None for an entry the KB does not have.
RemediesOf = Callable[[str], "list[tuple[str, str]] | None"]

#: Defaults: a reporter may send 30 reports at once, then one every 6 s; a client address 120 at once, then 2 a second.
REPORTER_RATE, REPORTER_BURST = 1 / 6, 30.0
CLIENT_RATE, CLIENT_BURST = 2.0, 120.0
NOTES_SHOWN = 5


@dataclass
class Refused(Exception):
    status: int  # 422 or 429
    slug: str  # problem type
    detail: str
    retry_after: int = 0
    errors: list[dict[str, Any]] = field(default_factory=list)


def remedies_from_artifact(artifact: Any) -> RemediesOf:
    """A :data:`RemediesOf` reading the entries of an artifact (cached per entry)."""
    cache: dict[str, list[tuple[str, str]] | None] = {}

    def remedies_of(entry_id: str) -> list[tuple[str, str]] | None:
        if entry_id not in cache:
            if entry_id not in artifact:
                cache[entry_id] = None
            else:
                d = artifact.entry_data(entry_id)
                cache[entry_id] = ([(w["id"], "workaround") for w in d.get("workarounds", [])]
                                   + [(x["id"], "dead_end") for x in d.get("dead_ends", [])])
        return cache[entry_id]

    return remedies_of


class ReportService:
    def __init__(self, store: ReportStore, remedies_of: RemediesOf, *,
                 reporter_rate: float = REPORTER_RATE, reporter_burst: float = REPORTER_BURST,
                 client_rate: float = CLIENT_RATE, client_burst: float = CLIENT_BURST) -> None:
        self.store = store
        self.remedies_of = remedies_of
        self.reporters = Buckets(reporter_rate, reporter_burst)
        self.clients = Buckets(client_rate, client_burst)
        self._writer: Writer | None = None
        #: called with an entry id after a report of it was stored (the server drops its cached pages)
        self.on_stored: Callable[[str], None] | None = None

    @property
    def writer(self) -> Writer:
        if self._writer is None:
            self._writer = Writer(self.store)
        return self._writer

    def admit(self, report: ReportIn, client: str | None) -> ReportIn:
        """``report`` ready to store (note redacted), or :class:`Refused`."""
        if client is not None:
            wait = self.clients.take(client)
            if wait:
                raise Refused(429, "report-rate-limited", f"Too many reports from your address; retry in {wait} s.", wait)
        remedies = self.remedies_of(report.entry)
        if remedies is None:
            raise Refused(422, "unknown-id", f"There is no entry {report.entry!r}.",
                          errors=[{"loc": ["entry"], "msg": "unknown entry"}])
        ids = [r for r, _ in remedies]
        if report.remedy not in ids:
            raise Refused(422, "unknown-id", f"{report.remedy!r} is not a workaround or dead end of {report.entry}; "
                          f"it has: {', '.join(ids)}.", errors=[{"loc": ["remedy"], "msg": "unknown remedy"}])
        if report.other_entry is not None:
            if report.outcome != "other_error":
                raise Refused(422, "validation", "other_entry goes with outcome \"other_error\".",
                              errors=[{"loc": ["other_entry"], "msg": "only with outcome other_error"}])
            if self.remedies_of(report.other_entry) is None:
                raise Refused(422, "unknown-id", f"There is no entry {report.other_entry!r}.",
                              errors=[{"loc": ["other_entry"], "msg": "unknown entry"}])
        wait = self.reporters.take(reporter_key(report.reporter))
        if wait:
            raise Refused(429, "report-rate-limited", f"Too many reports from this reporter; retry in {wait} s.", wait)
        if report.note:
            report = report.model_copy(update={"note": redact(report.note)})
        return report

    async def submit(self, report: ReportIn, client: str | None) -> int:
        """Admit and store ``report``; its id once committed."""
        report = self.admit(report, client)
        rid = await asyncio.wrap_future(self.writer.submit(report))
        self._stored(report.entry)
        return rid

    def submit_sync(self, report: ReportIn, client: str | None = None) -> int:
        report = self.admit(report, client)
        rid = self.store.write([report])[0]
        self._stored(report.entry)
        return rid

    def _stored(self, entry_id: str) -> None:
        if self.on_stored is not None:
            self.on_stored(entry_id)

    def entry_reports(self, entry_id: str) -> dict[str, Any] | None:
        """The reports document of an entry (None: no such entry): counts and figure per remedy, newest notes."""
        remedies = self.remedies_of(entry_id)
        if remedies is None:
            return None
        doc = {"entry": entry_id, **entry_json(remedies, self.store.counts(entry_id))}
        doc["notes"] = [{"remedy": r.remedy, "outcome": r.outcome, "note": r.note, "versions": r.versions}
                        for r in self.store.latest(entry_id, NOTES_SHOWN)]
        return doc

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
        self.store.close()
