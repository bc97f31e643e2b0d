"""``knownfix serve`` and ``knownfix build-site`` (registered by knownfix/cli.py).

Both need the ``web`` extra (FastAPI, uvicorn); without it they say how to install it.

Exit codes: 0 done · 3 the server could not start (uvicorn says why in one line, e.g. the port is
in use) · 2 usage error: missing extra, ``--port`` outside 0–65535, OUT not a folder or not
empty · 4 no knowledge base (one ``error:`` line on stderr).
"""

from __future__ import annotations

from pathlib import Path

import typer


def _kb(kb_path: Path | None):  # noqa: ANN202 - knownfix.artifact.Artifact
    """The artifact to serve (``--kb`` folder or file, else the default); exit 4 with one line when there is none."""
    from ..cli import open_kb_or_exit

    return open_kb_or_exit(kb_path)


def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on (0.0.0.0 for every interface)."),
    port: int = typer.Option(8000, "--port", "-p", help="TCP port (0-65535)."),
    kb_path: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file (default: $KNOWNFIX_KB, else the bundled KB)."),
) -> None:
    """Serve the site, the HTTP API and the paste box for the KB; prints the URL."""
    if not 0 <= port <= 65535:
        typer.echo(f"error: --port must be from 0 to 65535 (got {port})", err=True)
        raise typer.Exit(2)
    try:
        import uvicorn

        from .app import create_app
    except ImportError as e:  # pragma: no cover - depends on the installed extras
        typer.echo(f"error: the web extra is missing ({e.name}); install it with: pip install 'knownfix[web]'", err=True)
        raise typer.Exit(2) from None
    app = create_app(_kb(kb_path))
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    typer.echo(f"knownfix: {len(app.state.data.ids)} entries; serving on http://{shown}:{port}/  (Ctrl+C to stop)")
    uvicorn.run(app, host=host, port=port, log_level="warning")


def build_site_command(
    out: Path = typer.Argument(..., metavar="OUT", help="Output folder (empty, new, or a previous export)."),
    kb_path: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file (default: $KNOWNFIX_KB, else the bundled KB)."),
    base: str = typer.Option("", "--base", help="Path prefix when hosted below the root, e.g. /knownfix."),
    site_url: str = typer.Option("", "--site-url", help="Public origin for sitemap.xml, e.g. https://errors.example.org."),
) -> None:
    """Write every page (English and Chinese), each entry's JSON and Markdown, indexes, sitemap and llms.txt."""
    from .static_site import SiteError, build_site, check_out

    try:
        check_out(out)  # a bad OUT is said before the KB is opened
        counts = build_site(out, _kb(kb_path), base=base, site_url=site_url)
    except SiteError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    except OSError as e:
        typer.echo(f"error: cannot write the site to {out}: {e.strerror or e}"
                   + (f" ({e.filename})" if e.filename else ""), err=True)
        raise typer.Exit(2) from None
    typer.echo(f"wrote {counts['pages']} pages for {counts['entries']} entries ({counts['files']} files) to {out}/")
    typer.echo(f"try it: python -m http.server --directory {out} 8000  ->  http://localhost:8000/")
