"""``knownfix lookup``: find the entry for a pasted error (registered by knownfix/cli.py).

Input: the text itself, ``-`` for stdin, or a file path (no argument and piped
stdin also reads stdin). Invalid UTF-8 bytes are replaced (U+FFFD) with a note
on stderr, never fatal. A single word that looks like a path (it starts with
``/``, ``./``, ``../`` or ``~/``, or ends in a log/text extension) and is not a
file is reported as "file not found" rather than looked up as text.

Exit codes: 0 at least one match · 1 no match · 2 usage error (empty input,
unreadable or missing file, unreadable batch file, bad option) · 3 internal error.
With ``--batch`` the exit code is 0 once every line was answered (a bad line
gets an ``{"line": n, "error": ...}`` object), 2 if the batch file cannot be read.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

import typer

EXIT_MATCH, EXIT_NO_MATCH, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
_LOOKS_LIKE_PATH = re.compile(r"^(?:(?:/|\./|\.\./|~/)\S*|\S+\.(?:txt|log|out|err|py|ipynb|json|jsonl|md))$")


def _fail(msg: str, code: int = EXIT_USAGE) -> typer.Exit:
    typer.echo(f"error: {msg}", err=True)
    return typer.Exit(code)


def _read_bytes(source: str | None) -> tuple[bytes, str]:
    """Return (raw bytes, where from). Raises typer.Exit(2) with a clear message."""
    if source is None or source == "-":
        if source is None and sys.stdin.isatty():
            raise _fail("give the error text, '-' to read stdin, or a file path (see --help)")
        return sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode(), "stdin"
    if not source.strip():
        return source.encode("utf-8", errors="surrogateescape"), "argument"
    path = Path(source)
    is_file = False
    if "\n" not in source and len(source) < 4096:
        try:
            is_file = path.is_file()
            if path.is_dir():
                raise _fail(f"{source} is a directory, not a file")
        except OSError:
            is_file = False
    if is_file:
        try:
            return path.read_bytes(), str(path)
        except OSError as e:
            raise _fail(f"cannot read {source}: {e.strerror or e}") from None
    if _LOOKS_LIKE_PATH.match(source):
        raise _fail(f"file not found: {source} (to look up this text literally, add a space or pipe it via '-')")
    return source.encode("utf-8", errors="surrogateescape"), "argument"


def _decode(raw: bytes, where: str) -> str:
    from .textin import to_text

    text, replaced = to_text(raw)
    if replaced:
        typer.echo(f"note: {where} is not valid UTF-8; invalid bytes were replaced with U+FFFD", err=True)
    return text


def _kb(kb_path: Path | None) -> Any:
    from ..kb import load_kb

    if kb_path is None:
        return None
    if not kb_path.is_dir():
        raise _fail(f"knowledge-base folder not found: {kb_path}")
    return load_kb(kb_path)


def _batch(path: Path, kb: Any, limit: int) -> None:
    from . import lookup

    try:
        raw = path.read_bytes()
    except OSError as e:
        raise _fail(f"cannot read batch file {path}: {e.strerror or e}") from None
    for n, line in enumerate(raw.decode("utf-8", errors="replace").splitlines(), start=1):
        if not line.strip():
            continue
        out: dict[str, Any] = {"line": n}
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            out["error"] = f"invalid JSON: {e.msg} (column {e.colno})"
        else:
            text = obj.get("text") if isinstance(obj, dict) else None
            if not isinstance(obj, dict):
                out["error"] = "each line must be a JSON object with a 'text' field"
            elif not isinstance(text, str):
                out["error"] = "missing 'text' field (a string)"
            elif not text.strip():
                out["error"] = "empty text"
            else:
                if "id" in obj:
                    out["id"] = obj["id"]
                out["matches"] = [m.to_json() for m in lookup(text, kb=kb, limit=limit)]
        typer.echo(json.dumps(out, ensure_ascii=False))


def lookup_command(
    source: str | None = typer.Argument(None, help="Error text, '-' for stdin, or a file path."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {id, title, score, matched_signature, matched_text, likely_causes}."),
    batch: Path | None = typer.Option(None, "--batch", help="JSONL file: one {\"text\": ...} per line; one JSON result line per input."),
    explain: bool = typer.Option(False, "--explain", help="Show which line matched which signature and why it ranks where it does."),
    limit: int = typer.Option(5, "--limit", "-n", min=1, max=100, help="At most this many matches."),
    kb_path: Path | None = typer.Option(None, "--kb", help="Knowledge-base folder (default: $KNOWNFIX_KB or ./kb)."),
) -> None:
    """Find the knowledge-base entry for an error message or traceback. Exit 0 match, 1 no match, 2 usage error."""
    from . import lookup_detailed

    kb = _kb(kb_path)
    if batch is not None:
        if source is not None:
            raise _fail("give either --batch FILE or the error text, not both")
        _batch(batch, kb, limit)
        return
    raw, where = _read_bytes(source)
    text = _decode(raw, where)
    if not text.strip():
        raise _fail(f"the input ({where}) is empty or only whitespace; paste the error message or traceback")
    try:
        result = lookup_detailed(text, kb=kb, limit=limit)
    except Exception as e:
        if os.environ.get("KNOWNFIX_DEBUG"):
            raise
        raise _fail(f"internal error in the lookup engine: {type(e).__name__}: {e} (set KNOWNFIX_DEBUG=1 for details)", EXIT_INTERNAL) from None
    if as_json:
        rows = [m.to_json() | ({"explanation": m.explanation} if explain else {}) for m in result.matches]
        typer.echo(json.dumps(rows, ensure_ascii=False, indent=2))
    else:
        from .render import render_result

        render_result(result, explain=explain)
    raise typer.Exit(EXIT_MATCH if result.matches else EXIT_NO_MATCH)
