"""CORS origins are read from settings in the lifespan (startup) handler, which then calls app.add_middleware.

Starlette (0.24 and later) builds the middleware stack on the first ASGI event, and the lifespan startup
is that event: by the time the handler runs, the stack exists and add_middleware refuses.

Check: a request from the allowed origin gets Access-Control-Allow-Origin with that origin, a request
from another origin gets none, and both get the endpoint's JSON.

Remedies:
  add-before-start        read the settings when the app is created and add the middleware then
  reset-middleware-stack  set app.middleware_stack = None before add_middleware (private attribute)

Usage: python add_middleware_in_lifespan.py [--remedy ID]
"""

from contextlib import asynccontextmanager

from _kit import parse_remedy, report

remedy = parse_remedy(("add-before-start", "reset-middleware-stack"))

from fastapi import FastAPI  # noqa: E402
from fastapi.middleware.cors import CORSMiddleware  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

ALLOWED = "https://app.example.com"


def load_settings():
    return {"cors_origins": [ALLOWED]}


if remedy == "add-before-start":
    settings = load_settings()
    app = FastAPI()
    app.add_middleware(CORSMiddleware, allow_origins=settings["cors_origins"], allow_methods=["*"])
else:
    @asynccontextmanager
    async def lifespan(app):
        settings = load_settings()
        if remedy == "reset-middleware-stack":
            app.middleware_stack = None
        app.add_middleware(CORSMiddleware, allow_origins=settings["cors_origins"], allow_methods=["*"])
        yield

    app = FastAPI(lifespan=lifespan)


@app.get("/status")
def status():
    return {"ok": True}


with TestClient(app) as client:
    good = client.get("/status", headers={"Origin": ALLOWED})
    bad = client.get("/status", headers={"Origin": "https://evil.example.net"})
got = (good.json(), good.headers.get("access-control-allow-origin"), bad.json(), bad.headers.get("access-control-allow-origin"))
want = ({"ok": True}, ALLOWED, {"ok": True}, None)
report(got == want, f"(body, ACAO) for allowed and other origin: {got}, expected {want}")
