"""The ``knownfix`` command line. Thin: every command delegates to its stage package.

No command shows a Python traceback for bad input: it prints one ``error: ...``
line on stderr and exits with a documented status. Common to every command:
0 success · 1 a negative answer (``check``: problems found; ``lookup``: no match;
``show``: no such entry; ``lab status``: stale evidence) · 2 usage error (bad
option value, missing file or folder, unreadable input). ``lookup`` adds 3 for an
internal error of the engine (docs/matching.md), ``serve`` 3 when the server
cannot start (e.g. the port is in use). Each command module lists its own codes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import typer

app = typer.Typer(
    name="knownfix",
    help="An error knowledge base whose every figure is measured and every claim executable.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
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


@app.command()
def show(
    entry_id: str = typer.Argument(..., metavar="ID", help="Entry ID, e.g. pytorch/backward-through-graph-a-second-time"),
    format: str = typer.Option("md", "--format", "-f", help="json | md | html"),
    lang: str = typer.Option("en", "--lang", "-l", help="en | zh"),
) -> None:
    """Render one entry as JSON, Markdown or HTML, in English or Chinese."""
    from .figures import compute_figures
    from .kb import load_kb
    from .render import render_entry

    if format not in ("json", "md", "html"):
        typer.echo(f"error: unknown format {format!r} (use json, md or html)", err=True)
        raise typer.Exit(2)
    if lang not in ("en", "zh"):
        typer.echo(f"error: unknown language {lang!r} (use en or zh)", err=True)
        raise typer.Exit(2)
    kb = load_kb()
    loaded = kb.entries.get(entry_id)
    if loaded is None:
        typer.echo(f"error: no entry with ID {entry_id!r} (run `knownfix check` to see entries that failed to load)", err=True)
        raise typer.Exit(1)
    typer.echo(render_entry(loaded.entry, compute_figures(loaded), format, lang))


def _register_optional() -> None:
    from .check.cli import translations_app
    from .index.cli import build_command
    from .lookup.cli import lookup_command

    app.command("lookup")(lookup_command)
    app.command("build")(build_command)
    app.add_typer(translations_app, name="translations")
    try:
        from .lab.cli import lab_app
    except ImportError:  # pragma: no cover - lab not built yet
        pass
    else:
        app.add_typer(lab_app, name="lab")
    try:
        from .web.cli import build_site_command, serve_command
    except ImportError:  # pragma: no cover
        pass
    else:
        app.command("serve")(serve_command)
        app.command("build-site")(build_site_command)
    try:
        from .mcp.cli import mcp_command
    except ImportError:  # pragma: no cover
        pass
    else:
        app.command("mcp")(mcp_command)


_register_optional()


def main() -> None:  # pragma: no cover
    sys.exit(app())
