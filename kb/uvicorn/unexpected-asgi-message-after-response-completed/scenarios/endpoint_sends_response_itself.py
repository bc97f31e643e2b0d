"""A FastAPI route wraps an existing ASGI application (a GraphQL or SSE app object) by calling it with the
request's scope, receive and `request._send`. That app sends a complete response; the route function then
returns None, and FastAPI sends its own JSON response for it, a second 'http.response.start' that uvicorn
refuses with "RuntimeError: Unexpected ASGI message 'http.response.start' sent, after response already
completed."

Check: GET /legacy answers 200 with the wrapped app's body and uvicorn logs no exception.

Remedies:
  route-to-asgi-app          register the ASGI app object itself as the route (app.add_route / app.mount)
  return-empty-response      return Response() from the wrapper after calling the app (a second response)
  drop-duplicate-start       an outer ASGI middleware drops messages sent after the first complete response

Usage: python endpoint_sends_response_itself.py [--remedy ID]
"""

import time

from _twokit import DropAfterComplete, Server, finish, parse_remedy, request

remedy = parse_remedy(("route-to-asgi-app", "return-empty-response", "drop-duplicate-start"))

from fastapi import FastAPI, Request, Response  # noqa: E402
from starlette.responses import PlainTextResponse  # noqa: E402


class LegacyApp:
    """Stands in for a third-party ASGI app object (GraphQLApp, an SSE transport)."""

    async def __call__(self, scope, receive, send):
        await PlainTextResponse("pong from the legacy app")(scope, receive, send)


legacy = LegacyApp()
app = FastAPI()
if remedy == "drop-duplicate-start":
    app.add_middleware(DropAfterComplete)

if remedy == "route-to-asgi-app":
    app.add_route("/legacy", legacy)
else:
    @app.get("/legacy")
    async def wrapper(request: Request):
        await legacy(request.scope, request.receive, request._send)
        if remedy == "return-empty-response":
            return Response()


with Server(app) as srv:
    got = request(srv.port, "GET", "/legacy")
    time.sleep(0.2)
    log = srv.log.getvalue()

want = (200, "pong from the legacy app")
finish(got == want, f"GET /legacy -> {got}, expected {want}", log)
