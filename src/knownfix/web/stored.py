"""Responses rendered once and served from memory, with a strong ``ETag`` and ``Cache-Control``.

:class:`PageStore` holds, per (path, raw query string), the bytes and every header of
a response; :class:`Prerendered` (ASGI middleware, in front of the framework)
answers GET and HEAD for them, 304 when ``If-None-Match`` names the ETag. An
endpoint puts its response there with :func:`stored_response`; only canonical URLs
(:func:`canonical_query`) are kept, so the store is bounded by the site's own URLs.
The data is read-only after start, so a stored response never goes stale
(restart to serve a changed KB).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from hashlib import blake2b
from typing import cast
from urllib.parse import parse_qsl

from fastapi import Request
from fastapi.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from .headers import SECURITY_HEADERS

#: Pages, entry documents and data files change only with the KB (a restart).
CACHE_CONTROL = "public, max-age=300"
#: Entry pages also show outcome reports: another server process's reports appear within this many seconds.
ENTRY_PAGE_TTL_S = 30.0
SECURITY = [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]


@dataclass(frozen=True)
class Stored:
    """A response kept in memory: its body and every header, ETag included."""

    body: bytes
    etag: bytes
    headers: list[tuple[bytes, bytes]] = field(default_factory=list)
    #: time.monotonic() after which the store forgets it (0: kept until the process ends)
    expires: float = 0.0

    @classmethod
    def of(cls, body: bytes, media_type: str, cache_control: str = CACHE_CONTROL, ttl: float | None = None) -> Stored:
        etag = b'"' + blake2b(body, digest_size=12).hexdigest().encode() + b'"'
        headers = [(b"content-type", media_type.encode()), (b"content-length", str(len(body)).encode()),
                   (b"etag", etag), (b"cache-control", cache_control.encode())]
        return cls(body, etag, headers, time.monotonic() + ttl if ttl else 0.0)

    def matches(self, if_none_match: bytes) -> bool:
        """Whether an ``If-None-Match`` value names this body (weak comparison, RFC 9110)."""
        for tag in if_none_match.split(b","):
            tag = tag.strip()
            if tag == b"*" or tag.removeprefix(b"W/") == self.etag:
                return True
        return False

    def response(self, request: Request) -> Response:
        """This body as a framework response (304 when the client already has it)."""
        inm = request.headers.get("if-none-match")
        headers = {k.decode(): v.decode() for k, v in self.headers if k not in (b"content-type", b"content-length")}
        if inm is not None and self.matches(inm.encode("latin-1")):
            return Response(status_code=304, headers=headers)
        media = dict(self.headers)[b"content-type"].decode()
        return Response(self.body, media_type=media, headers=headers)


class PageStore:
    """Responses by (path, raw query string); only canonical URLs are kept, so it stays bounded."""

    def __init__(self) -> None:
        self._items: dict[tuple[str, bytes], Stored] = {}
        self._lock = threading.Lock()

    def get(self, path: str, query: bytes) -> Stored | None:
        item = self._items.get((path, query))
        if item is not None and item.expires and time.monotonic() > item.expires:
            return None
        return item

    def put(self, path: str, query: bytes, stored: Stored) -> None:
        with self._lock:
            self._items[(path, query)] = stored

    def drop(self, paths: Collection[str]) -> None:
        """Forget what is stored for ``paths`` (any query string)."""
        with self._lock:
            for key in [k for k in self._items if k[0] in paths]:
                del self._items[key]

    def __len__(self) -> int:
        return len(self._items)


class Prerendered:
    """ASGI middleware answering GET/HEAD from the :class:`PageStore` before the framework sees the request.

    It also turns other HEAD requests into GET for the app (the server sends no body).
    """

    def __init__(self, app: ASGIApp, store: PageStore) -> None:
        self.app = app
        self.store = store

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        item = self.store.get(scope["path"], scope["query_string"])
        if item is None:
            if scope["method"] == "HEAD":
                scope = {**scope, "method": "GET"}
            await self.app(scope, receive, send)
            return
        inm = next((v for k, v in scope["headers"] if k == b"if-none-match"), None)
        if inm is not None and item.matches(inm):
            await send({"type": "http.response.start", "status": 304,
                        "headers": [h for h in item.headers if h[0] in (b"etag", b"cache-control")] + SECURITY})
            await send({"type": "http.response.body", "body": b""})
            return
        await send({"type": "http.response.start", "status": 200, "headers": item.headers + SECURITY})
        await send({"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else item.body})


def canonical_query(request: Request, allowed: Mapping[str, Collection[str]]) -> bool:
    """Whether the query string only has parameters of ``allowed``, once each, with allowed values."""
    raw = request.scope["query_string"]
    if not raw:
        return True
    try:
        pairs = parse_qsl(raw.decode("ascii"), keep_blank_values=True, strict_parsing=True)
    except (UnicodeDecodeError, ValueError):
        return False
    names = [k for k, _ in pairs]
    return len(names) == len(set(names)) and all(k in allowed and v in allowed[k] for k, v in pairs)


def stored_response(request: Request, body: str | bytes, media_type: str, cacheable: bool = True, *,
                    ttl: float | None = None, cache_control: str = CACHE_CONTROL) -> Response:
    """``body`` as a 200 with ETag and Cache-Control; kept in the store (served from memory next time) when
    ``cacheable``, for ``ttl`` seconds at most when given."""
    data = body.encode("utf-8") if isinstance(body, str) else body
    item = Stored.of(data, media_type, cache_control, ttl)
    if cacheable:
        cast(PageStore, request.app.state.store).put(request.scope["path"], request.scope["query_string"], item)
    return item.response(request)
