"""CORSMiddleware(allow_origins=[...]) with nothing else: Starlette's defaults allow only GET and no extra
request headers. A POST with Content-Type: application/json and an Authorization header needs a preflight,
which Starlette refuses with 400 "Disallowed CORS method, headers" (the Access-Control-Allow-Origin header is
present, so Chrome complains about the status instead).

Check: the page reads 200 and the order id; a page on an unrelated site cannot.

Remedies:
  allow-methods-and-headers   allow_methods and allow_headers listing what the front end sends

Usage: python default_methods_and_headers.py [--remedy ID]
"""

from _browser import other_origin_blocked, page_fetch, parse_remedy, report

remedy = parse_remedy(("allow-methods-and-headers",))

from fastapi import FastAPI  # noqa: E402
from fastapi.middleware.cors import CORSMiddleware  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

FRONTEND = "https://shop.example.com"
app = FastAPI()
if remedy == "allow-methods-and-headers":
    app.add_middleware(CORSMiddleware, allow_origins=[FRONTEND],
                       allow_methods=["GET", "POST", "PUT", "DELETE"], allow_headers=["Content-Type", "Authorization"])
else:
    app.add_middleware(CORSMiddleware, allow_origins=[FRONTEND])


@app.post("/api/orders")
def create_order():
    return {"order_id": 42}


client = TestClient(app)
hdrs = {"Authorization": "Bearer t0ken"}
status, text = page_fetch(client, FRONTEND, "POST", "/api/orders", json_body={"sku": "A-1"}, headers=hdrs)
blocked = other_origin_blocked(client, "POST", "/api/orders", json_body={"sku": "A-1"}, headers=hdrs)
ok = (status, text) == (200, '{"order_id":42}') and blocked
report(ok, f"page on {FRONTEND} read {(status, text)}, expected (200, order 42); unrelated site blocked: {blocked}")
