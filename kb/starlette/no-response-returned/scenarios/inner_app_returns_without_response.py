"""A FastAPI app adds a timing header with `@app.middleware("http")` (a BaseHTTPMiddleware) on top of a small
pure ASGI blocklist middleware. For a blocked client address the blocklist just `return`s without sending
anything. `call_next` then finds that the app below it finished without starting a response and raises
"RuntimeError: No response returned." from starlette/middleware/base.py; uvicorn logs it under
"Exception in ASGI application" and the client gets 500.

Check: an allowed client gets 200 {"ok":true} with an x-elapsed-ms header; the blocked client
(X-Forwarded-For: 203.0.113.9) gets 403 "blocked".

Remedies:
  send-response-from-inner-app   the blocklist sends PlainTextResponse("blocked", 403) instead of returning
  pure-asgi-middleware           the timing middleware rewritten as a pure ASGI middleware (no call_next)
  catch-runtimeerror-in-dispatch dispatch catches RuntimeError from call_next and returns an empty 204

Usage: python inner_app_returns_without_response.py [--remedy ID]
"""

import time

from _mwkit import Server, finish, get, parse_remedy

remedy = parse_remedy(("send-response-from-inner-app", "pure-asgi-middleware", "catch-runtimeerror-in-dispatch"))

from fastapi import FastAPI, Request, Response  # noqa: E402
from starlette.datastructures import MutableHeaders  # noqa: E402
from starlette.responses import PlainTextResponse  # noqa: E402

BLOCKED = {b"203.0.113.9"}


class Blocklist:
    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and dict(scope["headers"]).get(b"x-forwarded-for") in BLOCKED:
            if remedy == "send-response-from-inner-app":
                await PlainTextResponse("blocked", status_code=403)(scope, receive, send)
            return  # drop the request
        await self.app(scope, receive, send)


class TimingASGI:
    """The same timing header as a pure ASGI middleware."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        start = time.perf_counter()

        async def send_with_header(message):
            if message["type"] == "http.response.start":
                MutableHeaders(scope=message)["x-elapsed-ms"] = f"{(time.perf_counter() - start) * 1000:.1f}"
            await send(message)

        await self.app(scope, receive, send_with_header)


app = FastAPI()
app.add_middleware(Blocklist)
if remedy == "pure-asgi-middleware":
    app.add_middleware(TimingASGI)
else:
    @app.middleware("http")
    async def timing(request: Request, call_next):
        start = time.perf_counter()
        if remedy == "catch-runtimeerror-in-dispatch":
            try:
                response = await call_next(request)
            except RuntimeError:
                return Response(status_code=204)
        else:
            response = await call_next(request)
        response.headers["x-elapsed-ms"] = f"{(time.perf_counter() - start) * 1000:.1f}"
        return response


@app.get("/")
def root():
    return {"ok": True}


with Server(app) as srv:
    s1, h1, b1 = get(srv.port, "/")
    s2, _, b2 = get(srv.port, "/", ["X-Forwarded-For: 203.0.113.9"])
    time.sleep(0.2)
    log = srv.log.getvalue()

got = (s1, b1, "x-elapsed-ms" in h1, s2, b2)
want = (200, '{"ok":true}', True, 403, "blocked")
finish(got == want, f"(allowed status, body, timing header, blocked status, body) = {got}, expected {want}", log)
