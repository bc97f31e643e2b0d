"""A FastAPI JSON API is called by a client that asks to upgrade plain-HTTP connections to HTTP/2 (h2c), as
Java's java.net.http.HttpClient does by default for http:// URLs: `Connection: Upgrade, HTTP2-Settings`,
`Upgrade: h2c`, `HTTP2-Settings: ...`. uvicorn speaks HTTP/1.1 only, ignores the upgrade and answers the request
normally, but logs "WARNING:  Unsupported upgrade request." on every such request; when no WebSocket library is
installed it adds "No supported WebSocket library detected. ...", although no WebSocket is involved. The team's
log alert treats uvicorn warnings as failures.

Check: GET /items/1 answers 200 {"id":1,"name":"apple"} and uvicorn logged neither warning (a run that logs
one exits 1, like the failing log alert).

Remedies:
  client-http11               the client sends HTTP/1.1 without the Upgrade headers
                              (HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1))
  install-websockets          pip install websockets (into a fresh folder first on sys.path)
  filter-upgrade-warning      a logging.Filter on "uvicorn.error" that drops both warning lines

Usage: python http2_cleartext_upgrade_from_client.py [--remedy ID]
"""

import logging

from _wskit import Server, finish, http_get, parse_remedy, pip_target

remedy = parse_remedy(("client-http11", "install-websockets", "filter-upgrade-warning"))
if remedy == "install-websockets":
    pip_target("websockets")

from fastapi import FastAPI  # noqa: E402

app = FastAPI()


@app.get("/items/{item_id}")
def read_item(item_id: int):
    return {"id": item_id, "name": "apple"}


class DropUnsupportedUpgrade(logging.Filter):
    def filter(self, record):
        msg = record.getMessage()
        return not ("Unsupported upgrade request" in msg or "No supported WebSocket library" in msg)


H2C = ("Connection: Upgrade, HTTP2-Settings", "Upgrade: h2c", "HTTP2-Settings: AAEAAEAAAAIAAAABAAMAAABkAAQBAAAAAAUAAEAA")
headers = () if remedy == "client-http11" else H2C

with Server(app) as srv:
    if remedy == "filter-upgrade-warning":
        logging.getLogger("uvicorn.error").addFilter(DropUnsupportedUpgrade())
    got = http_get(srv.port, "/items/1", headers)
    log = srv.log.getvalue()

want = (200, '{"id":1,"name":"apple"}')
warned = "Unsupported upgrade request" in log or "No supported WebSocket library" in log
finish(got == want and not warned, f"GET /items/1 -> {got}, expected {want}; uvicorn.error log: {log.strip() or 'empty'}",
       failed=warned)
