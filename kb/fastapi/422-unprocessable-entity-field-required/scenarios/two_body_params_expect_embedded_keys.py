"""An endpoint with two Pydantic body parameters (item: Item, user: User), and a client that posts one flat
JSON object with all the fields.

With more than one body parameter FastAPI expects one key per parameter name, {"item": {...}, "user": {...}},
so it reports loc ["body", "item"] and ["body", "user"] as missing.

Check: the endpoint receives item name="pen", price=1.5 and user username="ada".

Remedies:
  send-embedded-keys   client nests the objects under "item" and "user"
  single-body-model    server takes one model that holds all the fields the client sends

Usage: python two_body_params_expect_embedded_keys.py [--remedy ID]
"""

from _kit import call, parse_remedy, report

remedy = parse_remedy(("send-embedded-keys", "single-body-model"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class Item(BaseModel):
    name: str
    price: float


class User(BaseModel):
    username: str


app = FastAPI()

if remedy == "single-body-model":
    class Purchase(BaseModel):
        name: str
        price: float
        username: str

    @app.post("/purchases")
    async def purchase(p: Purchase):
        return {"item": {"name": p.name, "price": p.price}, "user": {"username": p.username}}
else:
    @app.post("/purchases")
    async def purchase(item: Item, user: User):
        return {"item": item.model_dump(), "user": user.model_dump()}

client = TestClient(app)
if remedy == "send-embedded-keys":
    body = {"item": {"name": "pen", "price": 1.5}, "user": {"username": "ada"}}
else:
    body = {"name": "pen", "price": 1.5, "username": "ada"}
got = call(client, "POST", "/purchases", json=body)
report(got, {"item": {"name": "pen", "price": 1.5}, "user": {"username": "ada"}})
