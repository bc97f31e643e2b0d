"""``knownfix mcp``: serve the knowledge base to an agent over MCP (stdio). Registered by knownfix/cli.py.

When the ``mcp`` extra is not installed, it prints how to install it and exits 2;
nothing else is written to stdout, which belongs to the protocol.
"""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from . import MISSING_MCP_MESSAGE, mcp_available

EXIT_MISSING_EXTRA = 2


def serve(kb_dir: Path | None = None) -> int:
    """Run the stdio server until the client disconnects; the exit status."""
    why = mcp_available()
    if why is not None:
        print(f"error: {MISSING_MCP_MESSAGE}\n({why})", file=sys.stderr)
        return EXIT_MISSING_EXTRA
    from ..kb import load_kb
    from .server import run_stdio

    kb = None
    if kb_dir is not None:
        if not kb_dir.is_dir():
            print(f"error: knowledge-base folder not found: {kb_dir}", file=sys.stderr)
            return EXIT_MISSING_EXTRA
        kb = load_kb(kb_dir)
    try:
        run_stdio(kb)
    except KeyboardInterrupt:
        pass
    return 0


def mcp_command(
    kb: Path | None = typer.Option(None, "--kb", help="Knowledge-base folder (default: $KNOWNFIX_KB, ./kb, the bundled kb/)."),
) -> None:
    """Serve the knowledge base to AI agents over the Model Context Protocol (stdio). Needs the 'mcp' extra."""
    code = serve(kb)
    if code:
        raise typer.Exit(code)
