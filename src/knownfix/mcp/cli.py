"""``knownfix mcp``: serve the knowledge base to an agent over MCP (stdio). Registered by knownfix/cli.py.

When the ``mcp`` extra is not installed, it prints how to install it and exits 2;
with no knowledge base it prints one line and exits 4. Nothing else is written to
stdout, which belongs to the protocol.
"""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from . import MISSING_MCP_MESSAGE, mcp_available

EXIT_MISSING_EXTRA = 2
EXIT_NO_KB = 4


def serve(kb_dir: Path | None = None, report_server: str | None = None) -> int:
    """Run the stdio server until the client disconnects; the exit status."""
    why = mcp_available()
    if why is not None:
        print(f"error: {MISSING_MCP_MESSAGE}\n({why})", file=sys.stderr)
        return EXIT_MISSING_EXTRA
    from ..artifact import ArtifactError, open_kb
    from .server import run_stdio

    try:  # opened before the protocol starts, so a missing KB is one line on stderr and exit 4
        kb = open_kb(kb_dir)
    except ArtifactError as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_NO_KB
    try:
        run_stdio(kb, report_server)
    except KeyboardInterrupt:
        pass
    return 0


def mcp_command(
    kb: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file (default: $KNOWNFIX_KB, else the bundled KB)."),
    report_server: str | None = typer.Option(None, "--report-server", help="Send report_outcome to this knownfix server "
                                             "(default: $KNOWNFIX_REPORT_SERVER, else the local report store)."),
) -> None:
    """Serve the knowledge base to AI agents over the Model Context Protocol (stdio). Needs the 'mcp' extra."""
    if report_server and not report_server.startswith(("http://", "https://")):
        typer.echo(f"error: --report-server must start with http:// or https:// (got {report_server!r})", err=True)
        raise typer.Exit(2)
    code = serve(kb, report_server)
    if code:
        raise typer.Exit(code)
