"""``knownfix lookup`` as a Typer command (help text, options); the work is in :mod:`.command`.

Exit codes: 0 at least one match · 1 no match · 2 usage error · 3 internal error ·
4 no knowledge base (details: :mod:`knownfix.lookup.command`).
"""

from __future__ import annotations

from pathlib import Path

import typer

from .command import CommandExit, run_lookup


def lookup_command(
    source: str | None = typer.Argument(None, help="Error text, '-' for stdin, or a file path."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {id, title, score, matched_signature, matched_text, likely_causes, answer}."),
    batch: Path | None = typer.Option(None, "--batch", help="JSONL file: one {\"text\": ...} per line; one JSON result line per input."),
    explain: bool = typer.Option(False, "--explain", help="Show which line matched which signature and why it ranks where it does."),
    limit: int = typer.Option(5, "--limit", "-n", min=1, max=100, help="At most this many matches."),
    kb_path: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file (default: $KNOWNFIX_KB, else the bundled KB)."),
    brief: bool = typer.Option(False, "--brief", help="One screen: the best match, its likely cause and the fix."),
    lang: str = typer.Option("en", "--lang", help="en | zh: the language of the answer."),
) -> None:
    """Find the knowledge-base entry for an error message or traceback. Exit 0 match, 1 no match, 2 usage error, 4 no KB."""
    if lang not in ("en", "zh"):
        typer.echo(f"error: unknown language {lang!r} (use en or zh)", err=True)
        raise typer.Exit(2)
    try:
        code = run_lookup(source, as_json=as_json, batch=batch, explain=explain, limit=limit, kb_path=kb_path,
                          brief=brief, lang=lang)
    except CommandExit as e:
        code = e.code
    raise typer.Exit(code)
