"""A host application serves requests first and runs its plugins' "app started" callbacks afterwards; one
plugin registers an HTTP middleware there with @app.middleware("http"). This is the shape of the
Stable Diffusion web UI extensions that broke when FastAPI 0.91 moved to Starlette 0.24.

Check: after the plugins ran, GET /ping answers {"pong": true} with the plugin's X-Plugin header.

Remedies:
  add-before-start         the host calls the plugins' setup hook before it serves anything
  forward-to-late-hooks    the host installs one middleware up front that forwards to handlers plugins
                           register later
  reset-middleware-stack   the plugin sets app.middleware_stack = None before registering (private attribute)

Usage: python extension_adds_middleware_after_launch.py [--remedy ID]
"""

from _kit import parse_remedy, report

remedy = parse_remedy(("add-before-start", "forward-to-late-hooks", "reset-middleware-stack"))

from fastapi import FastAPI, Request  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

app = FastAPI()


@app.get("/ping")
def ping():
    return {"pong": True}


LATE_HANDLERS = []  # used by forward-to-late-hooks

if remedy == "forward-to-late-hooks":
    @app.middleware("http")
    async def forward(request: Request, call_next):
        async def run(i, req):
            if i == len(LATE_HANDLERS):
                return await call_next(req)
            return await LATE_HANDLERS[i](req, lambda r: run(i + 1, r))
        return await run(0, request)


def plugin_setup(app):  # the plugin's code
    async def add_header(request: Request, call_next):
        response = await call_next(request)
        response.headers["X-Plugin"] = "timing-1.2"
        return response

    if remedy == "forward-to-late-hooks":
        LATE_HANDLERS.append(add_header)
        return
    if remedy == "reset-middleware-stack":
        app.middleware_stack = None
    app.middleware("http")(add_header)


client = TestClient(app)
if remedy == "add-before-start":
    plugin_setup(app)                  # before_launch callbacks
    client.get("/ping")                # the launcher's health check
else:
    client.get("/ping")                # the launcher's health check: the app has started
    plugin_setup(app)                  # app_started callbacks

r = client.get("/ping")
got = (r.status_code, r.json(), r.headers.get("x-plugin"))
want = (200, {"pong": True}, "timing-1.2")
report(got == want, f"GET /ping after the plugins ran: {got}, expected {want}")
