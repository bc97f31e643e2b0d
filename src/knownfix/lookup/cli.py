"""`knownfix lookup` command (temporary; replaced by the matching engine)."""

from __future__ import annotations

import json
import sys
from typing import Optional

import typer


def lookup_command(
    source: Optional[str] = typer.Argument(None, help="Error text, '-' for stdin, or a file path."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    from . import lookup

    text = sys.stdin.read() if source in (None, "-") else (open(source).read() if __import__("os").path.isfile(source) else source)
    res = lookup(text)
    if as_json:
        typer.echo(json.dumps([m.model_dump(include={"id", "title", "score", "matched_signature", "matched_text", "likely_causes"}) for m in res]))
    else:
        for m in res:
            typer.echo(f"{m.score:.2f} {m.id} {m.title}")
