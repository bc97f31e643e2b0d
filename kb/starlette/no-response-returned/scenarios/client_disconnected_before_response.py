"""A FastAPI app adds a timing header with `@app.middleware("http")` (a BaseHTTPMiddleware) and mounts a raw
ASGI long-poll endpoint at /events (the shape of SSE and streamable-HTTP transports): it waits for the next
event and, when the client hangs up first, returns without sending anything, since nobody is listening. Under
BaseHTTPMiddleware, `call_next` sees the app finish without a response and raises
"RuntimeError: No response returned.", which uvicorn logs under "Exception in ASGI application" for every
client that gives up waiting.

Check: a client that hangs up after 0.3 s leaves no exception in uvicorn's log, and GET /health still answers
200 {"ok":true} with the x-elapsed-ms header.

Remedies:
  pure-asgi-middleware            the timing middleware rewritten as a pure ASGI middleware (no call_next)
  catch-runtimeerror-in-dispatch  dispatch catches RuntimeError from call_next and returns an empty 204

Usage: python client_disconnected_before_response.py [--remedy ID]
"""

import time

from _mwkit import Server, finish, get, get_and_hang_up, parse_remedy

remedy = parse_remedy(("pure-asgi-middleware", "catch-runtimeerror-in-dispatch"))

from fastapi import FastAPI, Request, Response  # noqa: E402
from starlette.datastructures import MutableHeaders  # noqa: E402


async def events(scope, receive, send):
    """Long poll: answer when an event arrives (none does here), give up quietly when the client leaves."""
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return


class TimingASGI:
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
app.mount("/events", events)
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


@app.get("/health")
def health():
    return {"ok": True}


with Server(app) as srv:
    get_and_hang_up(srv.port, "/events/", 0.3)
    time.sleep(0.5)
    status, headers, body = get(srv.port, "/health")
    time.sleep(0.2)
    log = srv.log.getvalue()

got = (status, body, "x-elapsed-ms" in headers, "No response returned" in log)
want = (200, '{"ok":true}', True, False)
finish(got == want, f"(health status, body, timing header, 'No response returned' logged) = {got}, expected {want}", log)
