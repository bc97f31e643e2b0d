"""A React dev server on http://localhost:3000 posts JSON (with the session cookie) to a FastAPI app on
another port, and the app has no CORSMiddleware.

The browser sends a preflight OPTIONS first (Content-Type: application/json is not a simple header);
FastAPI answers 405 Method Not Allowed without any Access-Control-Allow-Origin header.

Check: the page on http://localhost:3000 reads 201 and the created todo; a page on an unrelated site
cannot read the response.

Remedies:
  cors-middleware-exact-origins        CORSMiddleware with the front end's exact origin, credentials, methods, headers
  header-in-endpoint-response          return a JSONResponse that sets Access-Control-Allow-Origin itself
  allow-all-origins-with-credentials   CORSMiddleware(allow_origins=["*"], allow_credentials=True, ...)

Usage: python no_cors_middleware.py [--remedy ID]
"""

from _browser import other_origin_blocked, page_fetch, parse_remedy, report

remedy = parse_remedy(("cors-middleware-exact-origins", "header-in-endpoint-response",
                       "allow-all-origins-with-credentials"))

from fastapi import FastAPI  # noqa: E402
from fastapi.middleware.cors import CORSMiddleware  # noqa: E402
from fastapi.responses import JSONResponse  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402

FRONTEND = "http://localhost:3000"
app = FastAPI()
if remedy == "cors-middleware-exact-origins":
    app.add_middleware(CORSMiddleware, allow_origins=[FRONTEND], allow_credentials=True,
                       allow_methods=["*"], allow_headers=["*"])
elif remedy == "allow-all-origins-with-credentials":
    app.add_middleware(CORSMiddleware, allow_origins=["*"], allow_credentials=True,
                       allow_methods=["*"], allow_headers=["*"])


class TodoIn(BaseModel):
    title: str


@app.post("/api/todos", status_code=201)
def create_todo(todo: TodoIn):
    body = {"id": 1, "title": todo.title}
    if remedy == "header-in-endpoint-response":
        return JSONResponse(body, status_code=201, headers={"Access-Control-Allow-Origin": "*"})
    return body


client = TestClient(app)
status, text = page_fetch(client, FRONTEND, "POST", "/api/todos", json_body={"title": "buy milk"}, credentials=True)
blocked = other_origin_blocked(client, "POST", "/api/todos", json_body={"title": "x"}, credentials=True)
ok = (status, text) == (201, '{"id":1,"title":"buy milk"}') and blocked
report(ok, f"page on {FRONTEND} read {(status, text)}, expected (201, created todo); "
           f"unrelated site blocked: {blocked} (expected True)")
