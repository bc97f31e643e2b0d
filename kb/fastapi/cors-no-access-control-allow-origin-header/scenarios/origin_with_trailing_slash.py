"""CORSMiddleware is configured, but the allowed origin is written as a URL with a trailing slash,
"http://localhost:3000/". Browsers send the Origin header as scheme://host:port with no path, and
Starlette compares origins as exact strings, so the preflight is refused (400 "Disallowed CORS origin")
without an Access-Control-Allow-Origin header.

Check: the page on http://localhost:3000 reads its profile (200); a page on an unrelated site cannot.

Remedies:
  exact-origin-no-slash                allow_origins=["http://localhost:3000"]
  allow-all-origins-with-credentials   allow_origins=["*"] with allow_credentials=True

Usage: python origin_with_trailing_slash.py [--remedy ID]
"""

from _browser import other_origin_blocked, page_fetch, parse_remedy, report

remedy = parse_remedy(("exact-origin-no-slash", "allow-all-origins-with-credentials"))

from fastapi import FastAPI  # noqa: E402
from fastapi.middleware.cors import CORSMiddleware  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

FRONTEND = "http://localhost:3000"
origins = {"exact-origin-no-slash": ["http://localhost:3000"],
           "allow-all-origins-with-credentials": ["*"]}.get(remedy, ["http://localhost:3000/"])
app = FastAPI()
app.add_middleware(CORSMiddleware, allow_origins=origins, allow_credentials=True,
                   allow_methods=["*"], allow_headers=["*"])


@app.put("/api/profile")
def update_profile():
    return {"user": "ada", "saved": True}


client = TestClient(app)
status, text = page_fetch(client, FRONTEND, "PUT", "/api/profile", credentials=True)
blocked = other_origin_blocked(client, "PUT", "/api/profile", credentials=True)
ok = (status, text) == (200, '{"user":"ada","saved":true}') and blocked
report(ok, f"page on {FRONTEND} read {(status, text)}, expected (200, profile); "
           f"unrelated site blocked: {blocked} (expected True)")
