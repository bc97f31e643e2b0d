"""A pure ASGI API-key middleware answers 401 for a missing key, but then falls through to
`await self.app(scope, receive, send)` anyway. The endpoint runs (and deletes the item) and its response sends a
second 'http.response.start', which uvicorn refuses with "RuntimeError: Unexpected ASGI message
'http.response.start' sent, after response already completed." (logged under "Exception in ASGI
application"); the client has already received the 401.

Check: DELETE /items/1 without a key answers 401, DELETE /items/2 with the key answers 200, and only item 2 was
deleted.

Remedies:
  return-after-sending    `return` right after sending the 401, so the app below is not called
  drop-duplicate-start    an outer ASGI middleware drops messages sent after the first complete response

Usage: python middleware_sends_second_response.py [--remedy ID]
"""

import time

from _twokit import DropAfterComplete, Server, finish, parse_remedy, request

remedy = parse_remedy(("return-after-sending", "drop-duplicate-start"))

from fastapi import FastAPI  # noqa: E402
from starlette.responses import JSONResponse  # noqa: E402

DELETED = []


class ApiKeyAuth:
    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and dict(scope["headers"]).get(b"x-api-key") != b"secret":
            await JSONResponse({"detail": "invalid API key"}, status_code=401)(scope, receive, send)
            if remedy == "return-after-sending":
                return
        await self.app(scope, receive, send)


app = FastAPI()
app.add_middleware(ApiKeyAuth)
if remedy == "drop-duplicate-start":
    app.add_middleware(DropAfterComplete)  # added last: outside ApiKeyAuth


@app.delete("/items/{item_id}")
def delete_item(item_id: int):
    DELETED.append(item_id)
    return {"deleted": item_id}


with Server(app) as srv:
    r1 = request(srv.port, "DELETE", "/items/1")
    r2 = request(srv.port, "DELETE", "/items/2", ["X-API-Key: secret"])
    time.sleep(0.2)
    log = srv.log.getvalue()

got = (r1, r2, DELETED)
want = ((401, '{"detail":"invalid API key"}'), (200, '{"deleted":2}'), [2])
finish(got == want, f"(no key, with key, deleted) = {got}, expected {want}", log)
