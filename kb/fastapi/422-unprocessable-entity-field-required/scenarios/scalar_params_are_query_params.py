"""Two plain `str` parameters, and a client that posts them as a JSON body.

FastAPI reads parameters of simple types (str, int, float, bool) from the query string, so the JSON body
is ignored and both query parameters are missing: loc ["query", "x"] and ["query", "y"].

Check: the endpoint receives x="alpha", y="beta" and answers {"joined": "alpha-beta"}.

Remedies:
  body-model             declare a Pydantic model and take it as the body parameter
  send-as-query-params   client sends params={"x": ..., "y": ...} (the endpoint stays as it is)
  set-json-content-type  client adds Content-Type: application/json (the body was already JSON)

Usage: python scalar_params_are_query_params.py [--remedy ID]
"""

from _kit import call, parse_remedy, report

remedy = parse_remedy(("body-model", "send-as-query-params", "set-json-content-type"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402

app = FastAPI()

if remedy == "body-model":
    class JoinIn(BaseModel):
        x: str
        y: str

    @app.post("/join")
    async def join(body: JoinIn):
        return {"joined": f"{body.x}-{body.y}"}
else:
    @app.post("/join")
    async def join(x: str, y: str):
        return {"joined": f"{x}-{y}"}

client = TestClient(app)
payload = {"x": "alpha", "y": "beta"}
if remedy == "send-as-query-params":
    got = call(client, "POST", "/join", params=payload)
elif remedy == "set-json-content-type":
    got = call(client, "POST", "/join", json=payload, headers={"Content-Type": "application/json"})
else:
    got = call(client, "POST", "/join", json=payload)
report(got, {"joined": "alpha-beta"})
