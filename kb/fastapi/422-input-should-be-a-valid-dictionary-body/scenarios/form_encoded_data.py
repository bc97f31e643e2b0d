"""A Python client posts a dict with requests/httpx data= (form encoding) to an endpoint that takes a
Pydantic model as its JSON body. The model receives the urlencoded text: loc ["body"], type
model_attributes_type, input "name=pen&price=1.5".

Check: the endpoint receives name="pen", price=1.5.

Remedies:
  send-with-json-argument   client uses json=payload instead of data=payload

Usage: python form_encoded_data.py [--remedy ID]
"""

from _kit import call, parse_remedy, report

remedy = parse_remedy(("send-with-json-argument",))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class Item(BaseModel):
    name: str
    price: float


app = FastAPI()


@app.post("/items/")
async def create_item(item: Item):
    return item.model_dump()


client = TestClient(app)
payload = {"name": "pen", "price": 1.5}
if remedy == "send-with-json-argument":
    got = call(client, "POST", "/items/", json=payload)
else:
    got = call(client, "POST", "/items/", data=payload)
report(got, payload)
