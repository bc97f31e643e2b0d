"""An endpoint with one Pydantic body parameter (item: Item), and a client that wraps the object under the
parameter's name, {"item": {...}}, as it would for two body parameters.

With a single body parameter FastAPI expects the model's fields at the top level, so name and price are
missing: loc ["body", "name"] and ["body", "price"], with the wrapped object shown as "input".

Check: the endpoint receives name="pen", price=1.5.

Remedies:
  embed-true        server declares item: Item = Body(embed=True), so it expects {"item": {...}}
  send-unwrapped    client sends the fields at the top level

Usage: python client_wraps_single_model.py [--remedy ID]
"""

from _kit import call, parse_remedy, report

remedy = parse_remedy(("embed-true", "send-unwrapped"))

from fastapi import Body, FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class Item(BaseModel):
    name: str
    price: float


app = FastAPI()

if remedy == "embed-true":
    @app.post("/items/")
    async def create_item(item: Item = Body(embed=True)):
        return item.model_dump()
else:
    @app.post("/items/")
    async def create_item(item: Item):
        return item.model_dump()

client = TestClient(app)
body = {"name": "pen", "price": 1.5} if remedy == "send-unwrapped" else {"item": {"name": "pen", "price": 1.5}}
got = call(client, "POST", "/items/", json=body)
report(got, {"name": "pen", "price": 1.5})
