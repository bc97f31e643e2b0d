"""A browser front end calls fetch(url, {method: "POST", body: JSON.stringify(data)}) without headers; the
browser labels a string body "text/plain;charset=UTF-8". FastAPI (0.65.2 and later, CVE-2021-32677) parses a
body as JSON only for a JSON media type, so the model receives the raw text: loc ["body"], type
model_attributes_type, input is the JSON string.

Check: the endpoint receives NRows=10, Cols=["a", "b"] and echoes them.

Remedies:
  send-json-content-type      client sets headers: {"Content-Type": "application/json"}
  strict-content-type-false-for-text-plain  server: FastAPI(strict_content_type=False)

Usage: python fetch_text_plain_body.py [--remedy ID]
"""

import json

from _kit import call, parse_remedy, report

remedy = parse_remedy(("send-json-content-type", "strict-content-type-false-for-text-plain"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class SimpleInput(BaseModel):
    NRows: int = 0
    Cols: list[str] = []


app = FastAPI(strict_content_type=False) if remedy == "strict-content-type-false-for-text-plain" else FastAPI()


@app.post("/test/{param1}")
def test_post(param1: str, inputs: SimpleInput):
    return {"Param1": param1, "Inputs": inputs.model_dump()}


client = TestClient(app)
data = json.dumps({"NRows": 10, "Cols": ["a", "b"]})
ctype = "application/json" if remedy == "send-json-content-type" else "text/plain;charset=UTF-8"
got = call(client, "POST", "/test/saf", content=data, headers={"Content-Type": ctype})
report(got, {"Param1": "saf", "Inputs": {"NRows": 10, "Cols": ["a", "b"]}})
