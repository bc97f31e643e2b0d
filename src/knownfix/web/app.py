"""The web app: ``create_app(kb_root=None, settings=None)`` returns a FastAPI app serving pages, API and files.

The KB, every entry's figures and the compiled matcher are loaded once, here, and
only read afterwards. Every page, entry document and data file is rendered once
(when first asked for, or all of them before serving with ``prerender``) and then served
from memory by :class:`Prerendered`, in front of the framework, with a strong
``ETag`` (a hash of the bytes), ``Cache-Control`` and ``304 Not Modified`` for a
matching ``If-None-Match``. Lookups run in worker processes with a CPU budget and
per-client limits (:mod:`knownfix.web.pool`). Every response carries a strict
Content-Security-Policy (:data:`CSP`) and the other :data:`SECURITY_HEADERS`.
Absolute URLs (robots.txt, sitemap.xml, redirects) come from the configured site
URL, never from the request's ``Host`` header. Errors are problem+json under
``/api/`` and helpful HTML pages elsewhere. See docs/web.md.
"""

from __future__ import annotations

import asyncio
import logging
import mimetypes
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Collection
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import ClientDisconnect
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__
from ..lookup.engine import LookupResult
from ..lookup.textin import to_text
from ..render import css_path
from ..reports.service import CLIENT_BURST, CLIENT_RATE, REPORTER_BURST, REPORTER_RATE, ReportService, remedies_from_artifact
from ..reports.store import ReportStore
from . import api, reports_api
from .data import SiteData
from .headers import CSP, SECURITY_HEADERS
from .labels import t
from .pages import SORT_KEYS, Pages
from .pool import DEFAULT_BUDGET_S, ClientLimits, LookupPool, Lookups, ResultCache
from .problems import PROBLEM_TYPES, clip, problem, slug_for_status
from .static_site import html_paths, llms_txt, sitemap_xml
from .stored import ENTRY_PAGE_TTL_S, SECURITY, PageStore, Prerendered, Stored, canonical_query, stored_response
from .urls import SiteUrls

log = logging.getLogger("knownfix.web")

STATIC_DIR = Path(__file__).parent / "static"
MAX_FORM_BYTES = 3 * api.MAX_LOOKUP_BYTES  # 1 MiB of text, URL-encoded
#: At most this much of a paste is shown again on the paste form's error pages (429, 503, ...).
MAX_ECHO_ON_ERROR = 2000


def _env(name: str, default: str = "") -> str:
    return os.environ.get(name, "") or default


@dataclass(frozen=True)
class ServerSettings:
    """How the server runs; :meth:`from_env` reads the ``KNOWNFIX_*`` variables that ``knownfix serve`` sets."""

    #: Public origin, e.g. ``https://errors.example.org``: absolute URLs (robots.txt, sitemap.xml,
    #: redirects) use it; without it they are root-relative. Never taken from the ``Host`` header.
    site_url: str = ""
    #: CPU seconds one lookup may use before its worker process is stopped (503).
    lookup_budget_s: float = DEFAULT_BUDGET_S
    #: Seconds from a lookup's arrival to its answer at most (queueing included), else 503.
    lookup_timeout_s: float = api.LOOKUP_TIMEOUT_S
    #: Lookup worker processes per server process.
    lookup_workers: int = 2
    #: Lookups one client address may have in flight at once (per server process; 0 = no limit).
    client_concurrency: int = 4
    #: CPU seconds of lookups per second one client address earns (per server process; 0 = no limit) ...
    client_cpu_rate: float = 0.1
    #: ... and may save up.
    client_cpu_burst: float = 0.5
    #: Distinct pastes whose matches are remembered (0 = none).
    lookup_cache: int = 4096
    #: Render every page and document at start (before serving) instead of when first asked for.
    prerender: bool = False
    #: Where outcome reports are stored: ``sqlite:///PATH`` or ``postgresql://...``; empty: ``$KNOWNFIX_DATABASE_URL``,
    #: else SQLite under the data dir (knownfix.reports.store).
    database_url: str = ""
    #: Reports per second one reporter token earns (per server process; 0 = no limit) and may save up.
    report_rate: float = REPORTER_RATE
    report_burst: float = REPORTER_BURST
    #: Reports per second one client address earns (per server process; 0 = no limit) and may save up.
    report_client_rate: float = CLIENT_RATE
    report_client_burst: float = CLIENT_BURST

    @classmethod
    def from_env(cls) -> ServerSettings:
        d = cls()

        def num(name: str, default: float) -> float:
            try:
                return float(_env(name, str(default)))
            except ValueError:
                log.warning("ignoring %s=%r (not a number)", name, os.environ.get(name))
                return default

        return cls(
            site_url=_env("KNOWNFIX_SITE_URL").rstrip("/"),
            lookup_budget_s=num("KNOWNFIX_LOOKUP_BUDGET_S", d.lookup_budget_s),
            lookup_timeout_s=num("KNOWNFIX_LOOKUP_TIMEOUT_S", d.lookup_timeout_s),
            lookup_workers=int(num("KNOWNFIX_LOOKUP_WORKERS", d.lookup_workers)),
            client_concurrency=int(num("KNOWNFIX_CLIENT_CONCURRENCY", d.client_concurrency)),
            client_cpu_rate=num("KNOWNFIX_CLIENT_CPU_RATE", d.client_cpu_rate),
            client_cpu_burst=num("KNOWNFIX_CLIENT_CPU_BURST", d.client_cpu_burst),
            lookup_cache=int(num("KNOWNFIX_LOOKUP_CACHE", d.lookup_cache)),
            prerender=_env("KNOWNFIX_PRERENDER", "0") not in ("", "0", "false", "no"),
            database_url=_env("KNOWNFIX_DATABASE_URL"),
            report_rate=num("KNOWNFIX_REPORT_RATE", d.report_rate),
            report_burst=num("KNOWNFIX_REPORT_BURST", d.report_burst),
            report_client_rate=num("KNOWNFIX_REPORT_CLIENT_RATE", d.report_client_rate),
            report_client_burst=num("KNOWNFIX_REPORT_CLIENT_BURST", d.report_client_burst),
        )


class SecurityHeaders:
    """ASGI middleware adding :data:`SECURITY_HEADERS` to every HTTP response; redirects get a ``Location``
    built from the site URL (or root-relative), whatever ``Host`` the request named."""

    def __init__(self, app: ASGIApp, site_url: str = "") -> None:
        self.app = app
        self.site_url = site_url

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.decode().lower() not in SECURITY_HEADERS]
                if 300 <= message["status"] < 400:
                    headers = [(k, self._location(v) if k.lower() == b"location" else v) for k, v in headers]
                message = {**message, "headers": headers + SECURITY}
            await send(message)

        await self.app(scope, receive, send_with_headers)

    def _location(self, value: bytes) -> bytes:
        parts = urlsplit(value.decode("latin-1"))
        if not parts.scheme and not parts.netloc:
            return value
        rest = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        return (self.site_url + rest).encode("latin-1")


class LookupFastPath:
    """ASGI middleware answering ``POST /api/v1/lookup`` without the framework's routing (the hot endpoint:
    :func:`knownfix.web.api.lookup_response`, the same code the route runs)."""

    def __init__(self, app: ASGIApp, state: Any) -> None:
        self.app = app
        self.state = state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST" or scope["path"] != "/api/v1/lookup":
            await self.app(scope, receive, send)
            return
        try:
            response = await api.lookup_response(self.state, Request(scope, receive))
        except ClientDisconnect:
            response = Response(status_code=400)  # nobody reads it
        except Exception:
            log.exception("internal error on %s", scope["path"])
            response = problem("internal", "The server failed while answering; the error is logged.", scope["path"])
        await response(scope, receive, send)


def lang_of(path: str) -> str:
    return "zh" if path == "/zh" or path.startswith("/zh/") else "en"


def _wants_problem(request: Request) -> bool:
    return request.url.path.startswith("/api/") or "application/json" in request.headers.get("accept", "")


def create_app(kb_root: Any = None, settings: ServerSettings | None = None) -> FastAPI:
    """The knownfix web app for the KB at ``kb_root`` (an Artifact, a KB folder or artifact file; None: the default).

    ``settings`` default to :meth:`ServerSettings.from_env`.
    """
    settings = settings or ServerSettings.from_env()
    data = SiteData(kb_root)
    urls = SiteUrls(static=False)
    reports = ReportService(ReportStore(settings.database_url or None), remedies_from_artifact(data.artifact),
                            reporter_rate=settings.report_rate, reporter_burst=settings.report_burst,
                            client_rate=settings.report_client_rate, client_burst=settings.report_client_burst)
    pages = Pages(data, urls, live_reports=reports.entry_reports)
    store = PageStore()
    reports.on_stored = lambda entry_id: store.drop(_entry_paths(entry_id))
    pool = LookupPool(data.artifact.path, size=settings.lookup_workers, budget_s=settings.lookup_budget_s,
                      timeout_s=settings.lookup_timeout_s)
    lookups = Lookups(pool, ClientLimits(settings.client_concurrency, settings.client_cpu_rate, settings.client_cpu_burst),
                      ResultCache(settings.lookup_cache), settings.lookup_timeout_s)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # the server answers once its lookup workers are ready and (prerender) every page is rendered
        warming = asyncio.ensure_future(asyncio.to_thread(_warm_pool, pool))
        if settings.prerender:
            await _prerender(app)
        await warming
        try:
            yield
        finally:
            pool.close()
            reports.close()

    app = FastAPI(
        title="knownfix API",
        version=__version__,
        description="Programming errors: what they are, what works, what does not — every figure measured. "
        "Errors are RFC 9457 problem details. Limits and paths: docs/web.md.",
        openapi_url="/api/v1/openapi.json",
        docs_url=None,
        redoc_url=None,
        lifespan=lifespan,
        # no OpenTelemetry: its per-request checks cost more than a page served from memory
        telemetry={"tracing": False, "metrics": False, "logs": False, "operation_spans": False},
    )
    app.state.data, app.state.urls, app.state.pages = data, urls, pages
    app.state.settings, app.state.store, app.state.lookups = settings, store, lookups
    app.state.reports = reports
    app.add_middleware(LookupFastPath, state=app.state)  # middleware added later wraps what was added before
    app.add_middleware(SecurityHeaders, site_url=settings.site_url)
    app.add_middleware(Prerendered, store=store)
    app.include_router(reports_api.router)
    app.include_router(api.router)
    _register_errors(app, pages)
    _register_pages(app, data, pages, settings)
    _store_static_files(store)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    return app


def serve_app() -> FastAPI:
    """The app ``knownfix serve`` runs in each worker process: KB from ``$KNOWNFIX_SERVE_KB``, settings from the environment."""
    return create_app(os.environ.get("KNOWNFIX_SERVE_KB") or None)


def _entry_paths(entry_id: str) -> list[str]:
    """The stored paths that show an entry's outcome reports (its page in both languages)."""
    return [p for prefix in ("", "/zh") for p in (f"{prefix}/entries/{entry_id}/", f"{prefix}/entries/{entry_id}")]


def _warm_pool(pool: LookupPool) -> None:
    try:
        pool.warm()
    except Exception:
        log.exception("could not start the lookup workers")


def prerender_paths(data: SiteData, urls: SiteUrls) -> list[str]:
    """Every URL the server renders once: pages in both languages, entry documents, data files."""
    paths = html_paths(data, urls)
    for i in data.ids:
        for lang in ("en", "zh"):
            paths += [f"/api/v1/entries/{i}?lang={lang}", f"/api/v1/entries/{i}.md?lang={lang}",
                      f"/api/v1/entries/{i}.{lang}.json", f"/api/v1/entries/{i}.{lang}.md"]
        paths += [f"/api/v1/entries/{i}", f"/api/v1/entries/{i}.md"]
    paths += ["/api/v1/entries", "/api/v1/domains", "/api/v1/stats", "/api/v1/entries.ndjson",
              "/api/v1/entries.ndjson?lang=zh", "/llms.txt", "/sitemap.xml", "/robots.txt",
              "/data/search-index.json", "/data/signatures.json", "/static/knownfix.css"]
    return paths


async def _prerender(app: FastAPI) -> None:
    """Render every URL of :func:`prerender_paths` through the app itself (so exactly what a request gets)."""
    data, urls = app.state.data, app.state.urls
    n = 0
    for url in prerender_paths(data, urls):
        path, _, query = url.partition("?")
        scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET",
                 "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": query.encode(),
                 "root_path": "", "headers": [], "client": ("127.0.0.1", 0), "server": ("127.0.0.1", 0)}

        async def receive() -> Message:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def discard(message: Message) -> None:
            pass

        try:
            await app(scope, receive, discard)
            n += 1
        except Exception:
            log.exception("pre-rendering %s failed", url)
        await asyncio.sleep(0)  # let requests in between
    log.info("pre-rendered %d responses", n)


def _store_static_files(store: PageStore) -> None:
    for f in sorted(STATIC_DIR.iterdir()):
        if f.is_file():
            media = mimetypes.guess_type(f.name)[0] or "application/octet-stream"
            if media.startswith("text/") or media in ("application/javascript", "image/svg+xml"):
                media += "; charset=utf-8"
            store.put(f"/static/{f.name}", b"", Stored.of(f.read_bytes(), media))


def _html(body: str, status: int = 200, headers: dict[str, str] | None = None) -> HTMLResponse:
    return HTMLResponse(body, status_code=status, headers={"cache-control": "no-store", **(headers or {})})


def _register_errors(app: FastAPI, pages: Pages) -> None:
    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        headers = dict(exc.headers or {})  # e.g. Allow on a 405
        if _wants_problem(request):
            detail = exc.detail if isinstance(exc.detail, str) else "Request failed."
            if exc.status_code == 404:
                detail = f"Nothing at {clip(request.url.path)}. The API is described at /api/v1/openapi.json."
            elif exc.status_code == 405:
                detail = f"{request.method[:20]} is not answered here; this path answers {headers.get('Allow', 'other methods')}."
            resp = problem(slug_for_status(exc.status_code), detail, request.url.path, status=exc.status_code)
            resp.headers.update(headers)
            return resp
        lang = lang_of(request.url.path)
        if exc.status_code == 404:
            return _html(pages.not_found(lang, request.url.path[:200]), 404, headers)
        return _html(pages.error(lang, exc.status_code), exc.status_code, headers)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> Response:
        errors = [{"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", ""))} for e in exc.errors()]
        where = "; ".join(f"{'.'.join(e['loc'])}: {e['msg']}" for e in errors)
        return problem("validation", f"Invalid request: {where}", request.url.path, errors=errors)

    @app.exception_handler(ClientDisconnect)
    async def gone(request: Request, exc: ClientDisconnect) -> Response:
        return Response(status_code=400)  # the client left (or was cut off) mid-body: nobody reads this

    @app.exception_handler(Exception)
    async def internal_error(request: Request, exc: Exception) -> Response:
        log.exception("internal error on %s", request.url.path[:200])
        if _wants_problem(request):
            return problem("internal", "The server failed while answering; the error is logged.", request.url.path)
        return _html(pages.error(lang_of(request.url.path), 500), 500)


async def _read_form_text(request: Request) -> str | int:
    """The ``text`` field of the paste form, or an HTTP status (413 too large, 415 wrong type)."""
    from urllib.parse import parse_qs

    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/x-www-form-urlencoded":
        return 415
    try:
        raw = await api.read_limited(request, MAX_FORM_BYTES)
    except api.TooLarge:
        return 413
    fields = parse_qs(raw.decode("latin-1"), keep_blank_values=True, encoding="utf-8", errors="replace")
    return to_text(fields.get("text", [""])[0])[0]


def _register_pages(app: FastAPI, data: SiteData, pages: Pages, settings: ServerSettings) -> None:
    def add(path: str, endpoint: Callable[..., Awaitable[Response]], methods: tuple[str, ...] = ("GET",)) -> None:
        for p in {path, path.rstrip("/") or "/"}:
            app.add_api_route(p, endpoint, methods=list(methods), include_in_schema=False)

    html = "text/html; charset=utf-8"
    sorting: dict[str, Collection[str]] = {"sort": SORT_KEYS, "order": ("asc", "desc")}
    lookups: Lookups = app.state.lookups

    def bind(prefix: str, lang: str) -> None:
        async def home(request: Request) -> Response:
            return stored_response(request, pages.home(lang), html, canonical_query(request, {}))

        async def entries(request: Request, sort: str = "id", order: str = "asc") -> Response:
            return stored_response(request, pages.entries(lang, sort[:20], order[:5]), html,
                                   canonical_query(request, sorting))

        async def domains(request: Request) -> Response:
            return stored_response(request, pages.domains(lang), html, canonical_query(request, {}))

        async def domain(request: Request, name: str, sort: str = "id", order: str = "asc") -> Response:
            if name not in data.domain_names:
                raise StarletteHTTPException(404)
            return stored_response(request, pages.entries(lang, sort[:20], order[:5], domain=name), html,
                                   canonical_query(request, sorting))

        async def entry(request: Request, domain: str, slug: str) -> Response:
            if not data.has(f"{domain}/{slug}"):
                raise StarletteHTTPException(404)
            # the page shows live outcome reports: kept ENTRY_PAGE_TTL_S at most (a report here drops it at once)
            return stored_response(request, pages.entry(f"{domain}/{slug}", lang), html, canonical_query(request, {}),
                                   ttl=ENTRY_PAGE_TTL_S, cache_control=f"public, max-age={int(ENTRY_PAGE_TTL_S)}")

        async def search(request: Request, q: str = "") -> Response:
            return stored_response(request, pages.search(lang, q[:500]), html, canonical_query(request, {"q": ("",)}))

        async def lookup_form(request: Request) -> Response:
            if request.method == "GET":
                return stored_response(request, pages.lookup(lang), html, canonical_query(request, {}))
            client = request.client.host if request.client else None
            refused = lookups.precheck(client)
            if refused is not None:
                return await _form_refused(lang, "", refused)
            got = await _read_form_text(request)
            if isinstance(got, int):
                msg = {413: f"The text is larger than {pages.max_paste}.",
                       415: "Send the form as application/x-www-form-urlencoded."}[got]
                return _html(pages.lookup(lang, error=msg), got)
            if not got.strip():
                return _html(pages.lookup(lang, got, error=t("empty_paste", lang)), 422)
            outcome = await lookups.run(client, got, 5)
            if not isinstance(outcome, dict):
                return await _form_refused(lang, got, outcome)
            result = LookupResult(parsed=None, matches=outcome["matches"], source=outcome["source"],  # type: ignore[arg-type]
                                  possible=outcome.get("possible") or [])
            return _html(pages.lookup(lang, got, result))

        async def _form_refused(lang: str, text: str, refused: Any) -> Response:
            echo = text[:MAX_ECHO_ON_ERROR]
            headers = {"retry-after": str(refused.retry_after)} if refused.retry_after else {}
            detail = PROBLEM_TYPES[refused.slug][2]
            return _html(pages.lookup(lang, echo, error=detail), refused.status, headers)

        async def method(request: Request) -> Response:
            return stored_response(request, pages.method(lang), html, canonical_query(request, {}))

        async def dashboard(request: Request) -> Response:
            return stored_response(request, pages.dashboard(lang), html, canonical_query(request, {}))

        add(f"{prefix}/", home)
        add(f"{prefix}/entries/", entries)
        add(f"{prefix}/domains/", domains)
        add(f"{prefix}/domains/{{name}}/", domain)
        add(f"{prefix}/entries/{{domain}}/{{slug}}/", entry)
        add(f"{prefix}/search/", search)
        add(f"{prefix}/lookup/", lookup_form, ("GET", "POST"))
        add(f"{prefix}/method/", method)
        add(f"{prefix}/dashboard/", dashboard)

    for prefix, lang in (("", "en"), ("/zh", "zh")):
        bind(prefix, lang)

    @app.get("/static/knownfix.css", include_in_schema=False)
    async def renderer_css(request: Request) -> Response:
        return stored_response(request, Path(css_path()).read_bytes(), "text/css; charset=utf-8",
                               canonical_query(request, {}))

    site_url = settings.site_url
    text = "text/plain; charset=utf-8"

    @app.get("/llms.txt", include_in_schema=False)
    async def llms(request: Request) -> Response:
        return stored_response(request, llms_txt(data, app.state.urls), text, canonical_query(request, {}))

    @app.get("/sitemap.xml", include_in_schema=False)
    async def sitemap(request: Request) -> Response:
        return stored_response(request, sitemap_xml(data, app.state.urls, site_url), "application/xml",
                               canonical_query(request, {}))

    @app.get("/robots.txt", include_in_schema=False)
    async def robots(request: Request) -> Response:
        body = "User-agent: *\nAllow: /\n" + (f"Sitemap: {site_url}/sitemap.xml\n" if site_url else "")
        return stored_response(request, body, text, canonical_query(request, {}))

    @app.get("/data/search-index.json", include_in_schema=False)
    async def search_index(request: Request) -> Response:
        return stored_response(request, api.json_bytes(data.search_export()), "application/json",
                               canonical_query(request, {}))

    @app.get("/data/signatures.json", include_in_schema=False)
    async def signatures(request: Request) -> Response:
        return stored_response(request, api.json_bytes(data.signatures_export()), "application/json",
                               canonical_query(request, {}))

    @app.get("/problems/{slug}", include_in_schema=False)
    async def problem_doc(request: Request, slug: str) -> Response:
        if slug not in PROBLEM_TYPES:
            raise StarletteHTTPException(404)
        status, title, explanation = PROBLEM_TYPES[slug]
        return stored_response(request, f"{title} (HTTP {status})\n\n{explanation}\n", text, canonical_query(request, {}))


__all__ = ["CSP", "SECURITY_HEADERS", "ServerSettings", "create_app", "serve_app"]
