"""CORS is configured correctly, but the endpoint crashes (a KeyError). Starlette's ServerErrorMiddleware sits
outside every user middleware, so its 500 response never passes through CORSMiddleware and carries no
Access-Control-Allow-Origin header: the browser reports a CORS error instead of the 500.

Check: the page reads exactly the status and body the server sends (compared with a request made without
an Origin header), and a page on an unrelated site cannot read it.

Remedies:
  raise-http-exception    handle the missing key in the endpoint and raise HTTPException(404)
  cors-outermost-wrapper  wrap the whole app: app = CORSMiddleware(fastapi_app, ...), so 500s get the header too
  allow-all-origins       allow_origins=["*"] instead of the front end's origin

Usage: python server_error_without_cors_headers.py [--remedy ID]
"""

from _browser import other_origin_blocked, page_fetch, parse_remedy, report

remedy = parse_remedy(("raise-http-exception", "cors-outermost-wrapper", "allow-all-origins"))

from fastapi import FastAPI, HTTPException  # noqa: E402
from fastapi.middleware.cors import CORSMiddleware  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

FRONTEND = "http://localhost:5173"
REPORTS = {"2026-q3": {"revenue": 1200}}
api = FastAPI()
cors = dict(allow_origins=["*"] if remedy == "allow-all-origins" else [FRONTEND], allow_methods=["*"], allow_headers=["*"])
if remedy != "cors-outermost-wrapper":
    api.add_middleware(CORSMiddleware, **cors)


@api.get("/api/reports/{period}")
def read_report(period: str):
    if remedy == "raise-http-exception" and period not in REPORTS:
        raise HTTPException(status_code=404, detail=f"no report for {period}")
    return REPORTS[period]  # KeyError for an unknown period


app = CORSMiddleware(api, **cors) if remedy == "cors-outermost-wrapper" else api  # what uvicorn serves

client = TestClient(app, raise_server_exceptions=False)
direct = client.get("/api/reports/2026-q4")  # what the server sends, read without a browser
status, text = page_fetch(client, FRONTEND, "GET", "/api/reports/2026-q4")
blocked = other_origin_blocked(client, "GET", "/api/reports/2026-q4")
want_blocked = remedy != "allow-all-origins"
ok = (status, text) == (direct.status_code, direct.text) and blocked == want_blocked
report(ok, f"page read {(status, text)}, server sent {(direct.status_code, direct.text)}; "
           f"unrelated site blocked: {blocked} (expected {want_blocked})")
