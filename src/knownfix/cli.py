"""The ``knownfix`` command line. Thin: every command delegates to its stage package.

No command shows a Python traceback for bad input: it prints one ``error: ...``
line on stderr and exits with a documented status. Common to every command:
0 success · 1 a negative answer (``check``: problems found; ``lookup``: no match;
``show``: no such entry; ``lab status``: stale evidence) · 2 usage error (bad
option value, missing file or folder, unreadable input) · 4 no knowledge base
(the artifact or KB folder is missing, unreadable or empty: the message names what
was looked for). ``lookup`` adds 3 for an internal error of the engine
(docs/matching.md), ``serve`` 3 when the server cannot start (e.g. the port is in
use). Each command module lists its own codes.

Start-up: only the command that runs is imported (:class:`LazyGroup`); ``--help``
lists every command from the table below without importing any of them.
"""

from __future__ import annotations

import sys
from importlib import import_module
from pathlib import Path
from typing import Any

import typer
from typer.core import TyperGroup

EXIT_NO_KB = 4

#: name -> (module, attribute, one-line help shown by ``knownfix --help``)
LAZY_COMMANDS: dict[str, tuple[str, str, str]] = {
    "lookup": ("knownfix.lookup.cli", "lookup_command", "Find the knowledge-base entry for an error message or traceback."),
    "build": ("knownfix.artifact.cli", "build_command", "Compile a KB folder and its evidence into the artifact every read path loads."),
    "translations": ("knownfix.check.cli", "translations_app", "Stale-translation locks: accept reviewed Chinese, list stale texts."),
    "lab": ("knownfix.lab.cli", "lab_app", "The verification lab: run scenarios and remedies, evidence status, verify."),
    "serve": ("knownfix.web.cli", "serve_command", "Serve the site and the HTTP API v1 (needs the `web` extra)."),
    "build-site": ("knownfix.web.cli", "build_site_command", "Write the whole site as static files (needs the `web` extra)."),
    "mcp": ("knownfix.mcp.cli", "mcp_command", "MCP server on stdio, for coding agents (needs the `mcp` extra)."),
    "inventory": ("knownfix.inventory.cli", "inventory_app", "The message inventory: mine library sources, coverage, backlog."),
    "report": ("knownfix.reports.cli", "report_command", "Report whether a remedy fixed the error for you (server or local store)."),
    "reports": ("knownfix.reports.cli", "reports_app", "Outcome reports: export the counts for `build --reports`, show an entry's."),
}


class LazyGroup(TyperGroup):
    """A command group that imports a command's module only when that command runs."""

    def list_commands(self, ctx: Any) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(LAZY_COMMANDS))

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        found = self.commands.get(cmd_name)
        if found is not None or cmd_name not in LAZY_COMMANDS:
            return found
        module, attr, _ = LAZY_COMMANDS[cmd_name]
        try:
            target = getattr(import_module(module), attr)
        except ImportError as e:  # an extra that is not installed
            typer.echo(f"error: `knownfix {cmd_name}` is not available: {e}", err=True)
            raise typer.Exit(2) from None
        if isinstance(target, typer.Typer):
            cmd = typer.main.get_command(target)
        else:
            single = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
            single.command(cmd_name)(target)
            cmd = typer.main.get_command(single)
        cmd.name = cmd_name
        self.commands[cmd_name] = cmd
        return cmd

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        rows = []
        for name in self.list_commands(ctx):
            if name in self.commands:
                rows.append((name, self.commands[name].get_short_help_str(formatter.width - 6 - len(name))))
            else:
                rows.append((name, LAZY_COMMANDS[name][2]))
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        if args and args[0] in LAZY_COMMANDS:
            self.get_command(ctx, args[0])
        return super().resolve_command(ctx, args)


app = typer.Typer(
    name="knownfix",
    cls=LazyGroup,
    help="An error knowledge base whose every figure is measured and every claim executable.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


@app.command()
def check(path: Path | None = typer.Argument(None, help="KB folder (default: ./kb) or one entry.yaml.")) -> None:
    """Validate the knowledge base: schema, languages, patterns, references. Exit 1 on any problem."""
    from .check import check_path

    problems = check_path(path)
    for p in problems:
        typer.echo(str(p))
    if problems:
        typer.echo(f"{len(problems)} problem(s)", err=True)
        raise typer.Exit(1)
    typer.echo("ok", err=True)


def open_kb_or_exit(kb: Path | None) -> Any:
    """The artifact to read (``--kb`` or the default), or exit 4 with one line naming what was looked for."""
    from .lookup.command import CommandExit, open_kb_for_cli

    try:
        return open_kb_for_cli(kb)
    except CommandExit as e:
        raise typer.Exit(e.code) from None


@app.command()
def show(
    entry_id: str = typer.Argument(..., metavar="ID", help="Entry ID, e.g. pytorch/backward-through-graph-a-second-time"),
    format: str = typer.Option("md", "--format", "-f", help="json | md | html"),
    lang: str = typer.Option("en", "--lang", "-l", help="en | zh"),
    kb: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file (default: $KNOWNFIX_KB, else the bundled KB)."),
) -> None:
    """Render one entry as JSON, Markdown or HTML, in English or Chinese."""
    if format not in ("json", "md", "html"):
        typer.echo(f"error: unknown format {format!r} (use json, md or html)", err=True)
        raise typer.Exit(2)
    if lang not in ("en", "zh"):
        typer.echo(f"error: unknown language {lang!r} (use en or zh)", err=True)
        raise typer.Exit(2)
    art = open_kb_or_exit(kb)
    if entry_id not in art:
        typer.echo(f"error: no entry with ID {entry_id!r} (`knownfix lookup` finds entries by their error text)", err=True)
        raise typer.Exit(1)
    from .render import render_entry

    entry, counts = art.entry(entry_id), art.reports(entry_id)
    reports = None
    if counts is not None:  # the artifact was built with a report export (`knownfix build --reports`)
        from .render.reports import reports_view

        reports = reports_view(entry, counts, lang, exported_at=str(art.meta.get("reports_exported_at") or ""))
    typer.echo(render_entry(entry, art.figures(entry_id), format, lang, reports=reports))


def main() -> None:  # pragma: no cover - the console script is knownfix.console:main
    sys.exit(app())
