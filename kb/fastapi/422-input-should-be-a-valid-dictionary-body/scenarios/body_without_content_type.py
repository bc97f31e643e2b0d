"""A client sends the JSON text as raw bytes without a Content-Type header (requests.post(url,
data=json.dumps(payload)), httpx content=..., curl -d without -H). FastAPI 0.132 and later parse a body as
JSON only when the request says it is JSON (strict_content_type=True by default), so the model receives the
raw bytes: loc ["body"], type model_attributes_type.

Check: the endpoint receives name="pen", price=1.5 and echoes them.

Remedies:
  send-with-json-argument        client uses json=payload, which sets Content-Type: application/json
  strict-content-type-false      server: FastAPI(strict_content_type=False)

Usage: python body_without_content_type.py [--remedy ID]
"""

import json

from _kit import call, parse_remedy, report

remedy = parse_remedy(("send-with-json-argument", "strict-content-type-false"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class Item(BaseModel):
    name: str
    price: float


app = FastAPI(strict_content_type=False) if remedy == "strict-content-type-false" else FastAPI()


@app.post("/items/")
async def create_item(item: Item):
    return item.model_dump()


client = TestClient(app)
payload = {"name": "pen", "price": 1.5}
if remedy == "send-with-json-argument":
    got = call(client, "POST", "/items/", json=payload)
else:
    got = call(client, "POST", "/items/", content=json.dumps(payload))  # raw bytes, no Content-Type
report(got, payload)
