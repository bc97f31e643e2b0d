"""``knownfix serve`` and ``knownfix build-site`` (registered by knownfix/cli.py).

Both need the ``web`` extra (FastAPI, uvicorn); without it they say how to install it.

``serve`` runs uvicorn with ``--workers`` server processes (default: one per CPU core), each
building the app with :func:`knownfix.web.app.serve_app` from the ``KNOWNFIX_*`` variables set
here, over the connection guards of :mod:`knownfix.web.protocol`. docs/web.md lists the options.

Exit codes: 0 done · 3 the server could not start (uvicorn says why in one line, e.g. the port is
in use) · 2 usage error: missing extra, ``--port`` outside 0–65535, bad ``--site-url``, a report
store that cannot be opened (``--database-url``), OUT not a folder or not empty · 4 no knowledge
base (one ``error:`` line on stderr).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import typer


def _kb(kb_path: Path | None) -> Any:
    """The artifact to serve (``--kb`` folder or file, else the default); exit 4 with one line when there is none."""
    from ..cli import open_kb_or_exit

    return open_kb_or_exit(kb_path)


def _cpus() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def _more_files() -> None:
    """Raise the open-files limit to its maximum: every connection is a file."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if hard == resource.RLIM_INFINITY or soft < hard:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard if hard != resource.RLIM_INFINITY else max(soft, 65536), hard))
    except (ImportError, ValueError, OSError):  # pragma: no cover - platform without it / not allowed
        pass


def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on (0.0.0.0 for every interface)."),
    port: int = typer.Option(8000, "--port", "-p", help="TCP port (0-65535)."),
    kb_path: Path | None = typer.Option(None, "--kb", help="KB folder or artifact file (default: $KNOWNFIX_KB, else the bundled KB)."),
    workers: int = typer.Option(0, "--workers", "-w", help="Server processes (default: one per CPU core)."),
    site_url: str = typer.Option("", "--site-url", help="Public origin for absolute URLs (robots.txt, sitemap.xml, "
                                 "redirects), e.g. https://errors.example.org; never taken from the Host header. "
                                 "Default: http://localhost:PORT when listening on loopback, else none (root-relative)."),
    lookup_workers: int | None = typer.Option(None, "--lookup-workers", help="Lookup processes per server process (default 2)."),
    lookup_budget: float | None = typer.Option(None, "--lookup-budget", help="CPU seconds one lookup may use before it "
                                               "is stopped and answered 503 (default 2; $KNOWNFIX_LOOKUP_BUDGET_S)."),
    client_concurrency: int | None = typer.Option(None, "--client-concurrency", help="Lookups in flight per client "
                                                  "address and server process (default 4; 0: no limit)."),
    client_cpu_rate: float | None = typer.Option(None, "--client-cpu-rate", help="Lookup CPU seconds per second each "
                                                 "client address earns, per server process (default 0.1; 0: no limit)."),
    client_cpu_burst: float | None = typer.Option(None, "--client-cpu-burst", help="... and may save up (default 0.5)."),
    timeout_keep_alive: int = typer.Option(5, "--timeout-keep-alive", help="Seconds an idle keep-alive connection is kept."),
    header_timeout: float | None = typer.Option(None, "--header-timeout", help="Seconds a request's headers may take (default 10; then 408)."),
    body_timeout: float | None = typer.Option(None, "--body-timeout", help="Seconds a request's body may take after its headers (default 30)."),
    max_connections: int | None = typer.Option(None, "--max-connections", help="Open connections per server process (default 4096)."),
    max_connections_per_client: int | None = typer.Option(None, "--max-connections-per-client",
                                                          help="Open connections per client address and server process "
                                                          "(default 64; 0: no limit; raise it behind a proxy)."),
    forwarded_allow_ips: str = typer.Option("", "--forwarded-allow-ips", help="Proxies whose X-Forwarded-For names the "
                                            "client (comma-separated addresses; default: none, the peer address counts)."),
    prerender: bool = typer.Option(True, "--prerender/--no-prerender", help="Render every page and document at start."),
    database_url: str | None = typer.Option(None, "--database-url", help="Outcome-report store: sqlite:///PATH or "
                                            "postgresql://USER@HOST/DB (several instances share one PostgreSQL; default: "
                                            "$KNOWNFIX_DATABASE_URL, else SQLite under the data dir)."),
    report_rate: float | None = typer.Option(None, "--report-rate", help="Reports per second one reporter token earns, per "
                                             "server process (default 1/6; 0: no limit)."),
    report_burst: float | None = typer.Option(None, "--report-burst", help="... and may save up (default 30)."),
    report_client_rate: float | None = typer.Option(None, "--report-client-rate", help="Reports per second one client "
                                                    "address earns, per server process (default 2; 0: no limit)."),
    report_client_burst: float | None = typer.Option(None, "--report-client-burst", help="... and may save up (default 120)."),
) -> None:
    """Serve the site, the HTTP API and the paste box for the KB; prints the URL."""
    if not 0 <= port <= 65535:
        typer.echo(f"error: --port must be from 0 to 65535 (got {port})", err=True)
        raise typer.Exit(2)
    if workers < 0:
        typer.echo(f"error: --workers must be 1 or more (got {workers})", err=True)
        raise typer.Exit(2)
    try:
        import uvicorn

        from .protocol import GuardSettings
    except ImportError as e:  # pragma: no cover - depends on the installed extras
        typer.echo(f"error: the web extra is missing ({e.name}); install it with: pip install 'knownfix[web]'", err=True)
        raise typer.Exit(2) from None
    art = _kb(kb_path)
    from ..reports.store import StoreError, open_store, shown_url

    try:  # opened (and migrated) once here, so a bad URL is one line and exit 2, not N failing workers
        store = open_store(database_url)
    except StoreError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    database_url = store.url
    store.close()
    loopback = host in ("127.0.0.1", "localhost", "::1")
    if not site_url and loopback:
        site_url = f"http://localhost:{port}"
    if site_url and not site_url.startswith(("http://", "https://")):
        typer.echo(f"error: --site-url must start with http:// or https:// (got {site_url!r})", err=True)
        raise typer.Exit(2)
    settings: dict[str, object | None] = {
        "KNOWNFIX_SERVE_KB": str(art.path), "KNOWNFIX_SITE_URL": site_url.rstrip("/"),
        "KNOWNFIX_PRERENDER": "1" if prerender else "0",
        "KNOWNFIX_LOOKUP_WORKERS": lookup_workers, "KNOWNFIX_LOOKUP_BUDGET_S": lookup_budget,
        "KNOWNFIX_CLIENT_CONCURRENCY": client_concurrency, "KNOWNFIX_CLIENT_CPU_RATE": client_cpu_rate,
        "KNOWNFIX_CLIENT_CPU_BURST": client_cpu_burst, "KNOWNFIX_HEADER_TIMEOUT_S": header_timeout,
        "KNOWNFIX_BODY_TIMEOUT_S": body_timeout, "KNOWNFIX_MAX_CONNECTIONS": max_connections,
        "KNOWNFIX_MAX_CONNECTIONS_PER_CLIENT": max_connections_per_client,
        "KNOWNFIX_DATABASE_URL": database_url, "KNOWNFIX_REPORT_RATE": report_rate, "KNOWNFIX_REPORT_BURST": report_burst,
        "KNOWNFIX_REPORT_CLIENT_RATE": report_client_rate, "KNOWNFIX_REPORT_CLIENT_BURST": report_client_burst,
    }
    for name, value in settings.items():
        if value is not None:
            os.environ[name] = str(value)  # read by every server process (knownfix.web.app.serve_app)
    guard = GuardSettings.from_env()
    n = workers or _cpus()
    _more_files()
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    typer.echo(f"knownfix: {len(art.ids)} entries; serving on http://{shown}:{port}/ with {n} worker process"
               f"{'es' if n > 1 else ''}  (Ctrl+C to stop)")
    typer.echo(f"knownfix: outcome reports in {shown_url(database_url)}")
    try:
        uvicorn.run(
            "knownfix.web.app:serve_app", factory=True, host=host, port=port, workers=n, log_level="warning",
            http="knownfix.web.protocol:GuardedHTTP", timeout_keep_alive=timeout_keep_alive,
            h11_max_incomplete_event_size=guard.max_header_bytes,
            # uvicorn answers 503 past this many requests in flight; connections are capped by the guard
            limit_concurrency=guard.max_connections + 1 if guard.max_connections > 0 else None,
            proxy_headers=bool(forwarded_allow_ips), forwarded_allow_ips=forwarded_allow_ips or None,
            server_header=False,
        )
    except SystemExit as e:  # uvicorn exits 1 when it cannot start (it logged why, e.g. the port is in use)
        if e.code not in (0, None):
            raise typer.Exit(3) from None
        raise


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
