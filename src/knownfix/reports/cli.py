"""``knownfix report`` and ``knownfix reports export|show`` (registered by knownfix/cli.py).

``knownfix report ENTRY REMEDY OUTCOME`` sends one outcome report: to a knownfix server
(``--server URL``: ``POST URL/api/v1/reports``) or into the local store (``--database-url``,
``$KNOWNFIX_DATABASE_URL``, else SQLite under the data dir). The reporter token is generated
once and kept in ``reporter-token`` under the config dir (``$KNOWNFIX_CONFIG_DIR``, else the
platform's user config dir), readable by the user only.

Exit codes: 0 stored · 1 refused (unknown entry or remedy, invalid field, rate limit; one
``error:`` line says which) · 2 usage error · 3 the server or the store cannot be reached ·
4 no knowledge base.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import typer
from pydantic import ValidationError

from .client import SendError, config_dir, reporter_token, send_report
from .model import OUTCOMES, ReportIn, first_problem

EXIT_REFUSED, EXIT_USAGE, EXIT_UNREACHABLE = 1, 2, 3

reports_app = typer.Typer(add_completion=False, pretty_exceptions_enable=False, rich_markup_mode=None, no_args_is_help=True,
                          help="Outcome reports: export the counts (for `knownfix build --reports`), show an entry's.")


def _fail(code: int, message: str) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code)


def _versions(pairs: list[str]) -> dict[str, str] | None:
    out = {}
    for p in pairs:
        lib, sep, ver = p.partition("=")
        if not sep or not lib or not ver:
            raise _fail(EXIT_USAGE, f"--version takes LIBRARY=VERSION, e.g. torch=2.13.0 (got {p!r})")
        out[lib.strip()] = ver.strip()
    return out or None


def report_command(
    entry: str = typer.Argument(..., metavar="ENTRY", help="Entry ID, e.g. pytorch/expected-all-tensors-on-same-device."),
    remedy: str = typer.Argument(..., metavar="REMEDY", help="The workaround or dead-end ID you applied."),
    outcome: str = typer.Argument(..., metavar="OUTCOME", help="fixed | not_fixed | other_error"),
    other_entry: str | None = typer.Option(None, "--other-entry", help="With other_error: the entry of the error that came next."),
    version: list[str] = typer.Option([], "--version", help="LIBRARY=VERSION you ran (repeatable)."),
    note: str | None = typer.Option(None, "--note", help="Free text, at most 500 characters (secrets are redacted)."),
    server: str | None = typer.Option(None, "--server", help="A knownfix server, e.g. https://errors.example.org "
                                      "(default: the local store)."),
    database_url: str | None = typer.Option(None, "--database-url", help="The local store (default: $KNOWNFIX_DATABASE_URL, "
                                            "else SQLite under the data dir)."),
    kb: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file, for the local store's id checks."),
) -> None:
    """Report whether a remedy fixed the error for you (one report per entry and remedy counts: the latest)."""
    if outcome not in OUTCOMES:
        raise _fail(EXIT_USAGE, f"OUTCOME must be one of {', '.join(OUTCOMES)} (got {outcome!r})")
    try:
        report = ReportIn(entry=entry, remedy=remedy, outcome=outcome, other_entry=other_entry,  # type: ignore[arg-type]
                          versions=_versions(version), note=note, reporter=reporter_token())
    except ValidationError as e:
        raise _fail(EXIT_USAGE, first_problem(e)) from None
    except OSError as e:
        raise _fail(EXIT_UNREACHABLE, f"cannot keep the reporter token in {config_dir()}: {e.strerror or e}") from None
    if server:
        if not server.startswith(("http://", "https://")):
            raise _fail(EXIT_USAGE, f"--server must start with http:// or https:// (got {server!r})")
        rid = _send(server, report)
        where = server.rstrip("/")
    else:
        rid, where = _store_locally(report, database_url, kb)
    typer.echo(f"report {rid} stored ({entry} / {remedy}: {outcome}) at {where}")


def _send(server: str, report: ReportIn) -> int:
    try:
        return send_report(server, report)
    except SendError as e:
        raise _fail(EXIT_REFUSED if e.refused else EXIT_UNREACHABLE, str(e)) from None


def _store_locally(report: ReportIn, database_url: str | None, kb: Path | None) -> tuple[int, str]:
    from ..cli import open_kb_or_exit
    from .service import Refused, ReportService, remedies_from_artifact
    from .store import StoreError, open_store, shown_url

    art = open_kb_or_exit(kb)
    try:
        store = open_store(database_url)
    except StoreError as e:
        raise _fail(EXIT_UNREACHABLE, str(e)) from None
    service = ReportService(store, remedies_from_artifact(art), reporter_rate=0, client_rate=0)
    try:
        return service.submit_sync(report), shown_url(store.url)
    except Refused as r:
        raise _fail(EXIT_REFUSED, r.detail) from None
    finally:
        service.close()


@reports_app.command("export")
def export_command(
    output: Path | None = typer.Option(None, "--output", "-o", help="Write to this file (default: standard output)."),
    database_url: str | None = typer.Option(None, "--database-url", help="The store (default: $KNOWNFIX_DATABASE_URL, "
                                            "else SQLite under the data dir)."),
) -> None:
    """Write every entry's report counts as JSON (no notes, no tokens), for `knownfix build --reports FILE`."""
    from ..artifact.files import write_atomic
    from .store import StoreError, open_store
    from .tally import export_json

    try:
        store = open_store(database_url)
        counts = store.all_counts()
        store.close()
    except StoreError as e:
        raise _fail(EXIT_UNREACHABLE, str(e)) from None
    text = json.dumps(export_json(counts, datetime.now(UTC).isoformat(timespec="seconds")), indent=1, sort_keys=True) + "\n"
    if output is None:
        typer.echo(text, nl=False)
        return
    if output.is_dir() or not write_atomic(output, text.encode("utf-8")):
        raise _fail(EXIT_USAGE, f"cannot write {output}")
    typer.echo(f"{sum(len(r) for r in counts.values())} remedies of {len(counts)} entries -> {output}", err=True)


@reports_app.command("show")
def show_command(
    entry: str = typer.Argument(..., metavar="ENTRY", help="Entry ID."),
    database_url: str | None = typer.Option(None, "--database-url", help="The store (default: $KNOWNFIX_DATABASE_URL, "
                                            "else SQLite under the data dir)."),
    kb: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file."),
) -> None:
    """An entry's report counts per remedy, and the figure from 5 reporters on, as JSON."""
    from ..cli import open_kb_or_exit
    from .service import ReportService, remedies_from_artifact
    from .store import StoreError, open_store

    art = open_kb_or_exit(kb)
    try:
        store = open_store(database_url)
    except StoreError as e:
        raise _fail(EXIT_UNREACHABLE, str(e)) from None
    service = ReportService(store, remedies_from_artifact(art))
    try:
        doc = service.entry_reports(entry)
    finally:
        service.close()
    if doc is None:
        raise _fail(EXIT_REFUSED, f"no entry with ID {entry!r}")
    typer.echo(json.dumps(doc, ensure_ascii=False, indent=2))
