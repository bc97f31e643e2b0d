"""``knownfix lookup``, the implementation: read the input, open the KB, look up, print.

Shared by the Typer command (:mod:`.cli`, used by ``knownfix --help`` and tests) and
the fast path :func:`main` (argparse), which the console script takes for
``knownfix lookup ...`` so that a lookup imports neither Typer nor pydantic. Both
accept the same options (a test compares them).

Input: the text itself, ``-`` for stdin, or a file path (no argument and piped
stdin also reads stdin). Invalid UTF-8 bytes are replaced (U+FFFD) with a note
on stderr, never fatal. A single word that looks like a path (it starts with
``/``, ``./``, ``../`` or ``~/``, or ends in a log/text extension) and is not a
file is reported as "file not found" rather than looked up as text.

Exit codes: 0 at least one answer (a curated entry, or the message identified from a
library's source) · 1 no match · 2 usage error (empty input,
unreadable or missing file, unreadable batch file, bad option) · 3 internal error
· 4 no knowledge base (missing, unreadable or empty artifact or KB folder).
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

EXIT_MATCH, EXIT_NO_MATCH, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
_LOOKS_LIKE_PATH = re.compile(r"^(?:(?:/|\./|\.\./|~/)\S*|\S+\.(?:txt|log|out|err|py|ipynb|json|jsonl|md))$")


EXIT_NO_KB = 4


class CommandExit(Exception):
    """Leave the command with this exit code (the message, if any, is already printed)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def _echo(text: str, err: bool = False) -> None:
    stream = sys.stderr if err else sys.stdout
    stream.write(text + "\n")
    stream.flush()


def _fail(msg: str, code: int = EXIT_USAGE) -> CommandExit:
    _echo(f"error: {msg}", err=True)
    return CommandExit(code)


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
            if path.is_dir():
                raise _fail(f"{source} is a directory, not a file")
            # a regular file, or a readable special file: /dev/stdin, a pipe from <(cmd), a FIFO
            is_file = path.is_file() or (source.startswith("/") and path.exists())
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
        _echo(f"note: {where} is not valid UTF-8; invalid bytes were replaced with U+FFFD", err=True)
    return text


def open_kb_for_cli(kb_path: Path | None) -> Any:
    """The artifact to read (``--kb`` or the default); exit 4 with one line naming what was looked for."""
    from ..artifact import ArtifactError, open_kb

    try:
        art = open_kb(kb_path)
    except ArtifactError as e:
        raise _fail(str(e), EXIT_NO_KB) from None
    if art.rebuilt:
        where = art.source if art.source is not None else art.path
        problems = art.meta.get("problem_count", 0)
        tail = f"; {problems} problem(s) in the KB: run `knownfix check`" if problems else ""
        _echo(f"note: compiled the knowledge base from {where} (it changed since the last build){tail}", err=True)
    return art


_kb = open_kb_for_cli


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
        _echo(json.dumps(out, ensure_ascii=False))


def answers_for(kb: Any, matches: list[Any], lang: str) -> list[dict[str, Any]]:
    """The answer (cause → fix, dead ends to skip, next error) of each match (:mod:`knownfix.lookup.answer`)."""
    from .answer import answer_for

    return [answer_for(m, kb.entry_data(m.id), kb.figures_data(m.id), lang) for m in matches]


def run_lookup(
    source: str | None, *, as_json: bool = False, batch: Path | None = None, explain: bool = False,
    limit: int = 5, kb_path: Path | None = None, brief: bool = False, lang: str = "en",
) -> int:
    """Run ``knownfix lookup`` and return its exit code (raises :class:`CommandExit` on errors)."""
    from . import lookup_detailed

    if batch is not None:
        if source is not None:
            raise _fail("give either --batch FILE or the error text, not both")
        _batch(batch, _kb(kb_path), limit)
        return EXIT_MATCH
    raw, where = _read_bytes(source)
    text = _decode(raw, where)
    if not text.strip():
        raise _fail(f"the input ({where}) is empty or only whitespace; paste the error message or traceback")
    kb = _kb(kb_path)
    try:
        result = lookup_detailed(text, kb=kb, limit=limit)
    except Exception as e:
        if os.environ.get("KNOWNFIX_DEBUG"):
            raise
        raise _fail(f"internal error in the lookup engine: {type(e).__name__}: {e} (set KNOWNFIX_DEBUG=1 for details)", EXIT_INTERNAL) from None
    answers = answers_for(kb, result.matches, lang)
    if as_json:
        rows = [{"kind": "entry", "confidence": "exact"} | m.to_json() | {"answer": a} | ({"explanation": m.explanation} if explain else {})
                for m, a in zip(result.matches, answers, strict=True)]
        rows += [p.to_json() for p in result.possible]
        rows += [a.to_json() for a in result.source]
        _echo(json.dumps(rows, ensure_ascii=False, indent=2))
    else:
        from .render import render_result

        render_result(result, explain=explain, answers=answers, brief=brief, lang=lang)
    return EXIT_MATCH if result.matches or result.source or result.possible else EXIT_NO_MATCH


OPTIONS = ("--json", "--batch", "--explain", "--limit", "-n", "--kb", "--brief", "--lang")


def _limit(value: str) -> int:
    import argparse

    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a valid integer") from None
    if not 1 <= n <= 100:
        raise argparse.ArgumentTypeError(f"{n} is not in the range 1<=x<=100")
    return n


def parser() -> Any:
    """The argparse twin of the Typer command (same options, same meaning)."""
    import argparse

    p = argparse.ArgumentParser(prog="knownfix lookup", add_help=False)
    p.add_argument("source", nargs="?", default=None)
    p.add_argument("--json", dest="as_json", action="store_true")
    p.add_argument("--batch", type=Path, default=None)
    p.add_argument("--explain", action="store_true")
    p.add_argument("--limit", "-n", type=_limit, default=5)
    p.add_argument("--kb", dest="kb_path", type=Path, default=None)
    p.add_argument("--brief", action="store_true")
    p.add_argument("--lang", choices=("en", "zh"), default="en")
    return p


def main(argv: list[str]) -> int:
    """``knownfix lookup ARGV...`` without Typer; returns the exit code."""
    args = parser().parse_args(argv)
    try:
        return run_lookup(args.source, as_json=args.as_json, batch=args.batch, explain=args.explain,
                          limit=args.limit, kb_path=args.kb_path, brief=args.brief, lang=args.lang)
    except CommandExit as e:
        return e.code
