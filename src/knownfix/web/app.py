"""The web app: ``create_app(kb_root=None)`` returns a FastAPI app serving pages, API and files.

The KB, every entry's figures and the compiled matcher are loaded once, here, and
only read afterwards. Every response carries a strict Content-Security-Policy
(:data:`CSP`: scripts and styles only from this origin, nothing inline) and
``X-Content-Type-Options: nosniff``, ``X-Frame-Options: DENY``,
``Referrer-Policy: no-referrer``. Errors are problem+json under ``/api/`` and
helpful HTML pages elsewhere. See docs/web.md.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__
from ..lookup.textin import to_text
from ..render import css_path
from . import api
from .data import SiteData
from .headers import CSP, SECURITY_HEADERS
from .labels import t
from .pages import Pages
from .problems import PROBLEM_TYPES, problem, slug_for_status
from .static_site import llms_txt, sitemap_xml
from .urls import SiteUrls

log = logging.getLogger("knownfix.web")

STATIC_DIR = Path(__file__).parent / "static"
MAX_FORM_BYTES = 3 * api.MAX_LOOKUP_BYTES  # 1 MiB of text, URL-encoded


class SecurityHeaders:
    """ASGI middleware adding :data:`SECURITY_HEADERS` to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.decode().lower() not in SECURITY_HEADERS]
                headers += [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


def lang_of(path: str) -> str:
    return "zh" if path == "/zh" or path.startswith("/zh/") else "en"


def _wants_problem(request: Request) -> bool:
    return request.url.path.startswith("/api/") or "application/json" in request.headers.get("accept", "")


def create_app(kb_root: Path | str | None = None) -> FastAPI:
    """The knownfix web app for the KB at ``kb_root`` (default: :func:`knownfix.kb.default_kb_root`)."""
    data = SiteData(kb_root)
    urls = SiteUrls(static=False)
    pages = Pages(data, urls)
    app = FastAPI(
        title="knownfix API",
        version=__version__,
        description="Programming errors: what they are, what works, what does not — every figure measured. "
        "Errors are RFC 9457 problem details. Limits and paths: docs/web.md.",
        openapi_url="/api/v1/openapi.json",
        docs_url=None,
        redoc_url=None,
    )
    app.state.data, app.state.urls, app.state.pages = data, urls, pages
    app.add_middleware(SecurityHeaders)
    app.include_router(api.router)
    _register_errors(app, pages)
    _register_pages(app, data, pages)
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    return app


def _html(body: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(body, status_code=status)


def _register_errors(app: FastAPI, pages: Pages) -> None:
    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if _wants_problem(request):
            detail = exc.detail if isinstance(exc.detail, str) else "Request failed."
            if exc.status_code == 404:
                detail = f"Nothing at {request.url.path[:200]}. The API is described at /api/v1/openapi.json."
            return problem(slug_for_status(exc.status_code), detail, request.url.path, status=exc.status_code)
        lang = lang_of(request.url.path)
        if exc.status_code == 404:
            return _html(pages.not_found(lang, request.url.path[:200]), 404)
        return _html(pages.error(lang, exc.status_code), exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> Response:
        errors = [{"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", ""))} for e in exc.errors()]
        where = "; ".join(f"{'.'.join(e['loc'])}: {e['msg']}" for e in errors)[:500]
        return problem("validation", f"Invalid request: {where}", request.url.path, errors=errors)

    @app.exception_handler(Exception)
    async def internal_error(request: Request, exc: Exception) -> Response:
        log.exception("internal error on %s", request.url.path)
        if _wants_problem(request):
            return problem("internal", "The server failed while answering; the error is logged.", request.url.path)
        return _html(pages.error(lang_of(request.url.path), 500), 500)


async def _read_form_text(request: Request) -> str | int:
    """The ``text`` field of the paste form, or an HTTP status (413 too large, 415 wrong type)."""
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/x-www-form-urlencoded":
        return 415
    try:
        raw = await api.read_limited(request, MAX_FORM_BYTES)
    except api.TooLarge:
        return 413
    fields = parse_qs(raw.decode("latin-1"), keep_blank_values=True, encoding="utf-8", errors="replace")
    return to_text(fields.get("text", [""])[0])[0]


def _register_pages(app: FastAPI, data: SiteData, pages: Pages) -> None:
    def add(path: str, endpoint: Callable[..., Awaitable[Response]], methods: tuple[str, ...] = ("GET",)) -> None:
        for p in {path, path.rstrip("/") or "/"}:
            app.add_api_route(p, endpoint, methods=list(methods), include_in_schema=False)

    def bind(prefix: str, lang: str) -> None:
        async def home() -> Response:
            return _html(pages.home(lang))

        async def entries(sort: str = "id", order: str = "asc") -> Response:
            return _html(pages.entries(lang, sort[:20], order[:5]))

        async def domains() -> Response:
            return _html(pages.domains(lang))

        async def domain(name: str, sort: str = "id", order: str = "asc") -> Response:
            if name not in data.domain_names:
                raise StarletteHTTPException(404)
            return _html(pages.entries(lang, sort[:20], order[:5], domain=name))

        async def entry(domain: str, slug: str) -> Response:
            if not data.has(f"{domain}/{slug}"):
                raise StarletteHTTPException(404)
            return _html(pages.entry(f"{domain}/{slug}", lang))

        async def search(q: str = "") -> Response:
            return _html(pages.search(lang, q[:500]))

        async def lookup_form(request: Request) -> Response:
            if request.method == "GET":
                return _html(pages.lookup(lang))
            got = await _read_form_text(request)
            if isinstance(got, int):
                msg = {413: f"The text is larger than {pages.max_paste}.",
                       415: "Send the form as application/x-www-form-urlencoded."}[got]
                return _html(pages.lookup(lang, error=msg), got)
            if not got.strip():
                return _html(pages.lookup(lang, got, error=t("empty_paste", lang)), 422)
            try:
                result = await asyncio.wait_for(run_in_threadpool(data.lookup, got, 5), api.LOOKUP_TIMEOUT_S)
            except TimeoutError:
                return _html(pages.lookup(lang, got, error=PROBLEM_TYPES["timeout"][2]), 503)
            return _html(pages.lookup(lang, got, result))

        async def method() -> Response:
            return _html(pages.method(lang))

        async def dashboard() -> Response:
            return _html(pages.dashboard(lang))

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
    async def renderer_css() -> Response:
        return FileResponse(css_path(), media_type="text/css; charset=utf-8")

    llms_text = llms_txt(data, app.state.urls)  # the data is read-only: build it once

    @app.get("/llms.txt", include_in_schema=False)
    async def llms() -> Response:
        return PlainTextResponse(llms_text)

    @app.get("/sitemap.xml", include_in_schema=False)
    async def sitemap(request: Request) -> Response:
        return Response(sitemap_xml(data, app.state.urls, str(request.base_url).rstrip("/")), media_type="application/xml")

    @app.get("/robots.txt", include_in_schema=False)
    async def robots(request: Request) -> Response:
        return PlainTextResponse(f"User-agent: *\nAllow: /\nSitemap: {str(request.base_url).rstrip('/')}/sitemap.xml\n")

    @app.get("/data/search-index.json", include_in_schema=False)
    async def search_index() -> Response:
        return JSONResponse(data.search_export())

    @app.get("/data/signatures.json", include_in_schema=False)
    async def signatures() -> Response:
        return JSONResponse(data.signatures_export())

    @app.get("/problems/{slug}", include_in_schema=False)
    async def problem_doc(slug: str) -> Response:
        if slug not in PROBLEM_TYPES:
            raise StarletteHTTPException(404)
        status, title, text = PROBLEM_TYPES[slug]
        return PlainTextResponse(f"{title} (HTTP {status})\n\n{text}\n")


__all__ = ["CSP", "SECURITY_HEADERS", "create_app"]
