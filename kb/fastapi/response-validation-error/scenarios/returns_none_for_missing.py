"""The lookup returns None for an id that does not exist and the handler returns it as it is; None is not
an Item, so response validation fails and the client gets a 500 instead of a 404.

Check: GET /items/1 answers 200 with the item, GET /items/999 answers 404 {"detail": "Item not found"}.

Remedies:
  raise-404              raise HTTPException(404) when the lookup finds nothing
  optional-response      response_model=Optional[Item] (the client then gets 200 with null)

Usage: python returns_none_for_missing.py [--remedy ID]
"""

from typing import Optional

from _kit import parse_remedy, report

remedy = parse_remedy(("raise-404", "optional-response"))

from fastapi import FastAPI, HTTPException  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class Item(BaseModel):
    id: int
    name: str


DB = {1: {"id": 1, "name": "pen"}}
app = FastAPI()


@app.get("/items/{item_id}", response_model=Optional[Item] if remedy == "optional-response" else Item)
def read_item(item_id: int):
    item = DB.get(item_id)
    if remedy == "raise-404" and item is None:
        raise HTTPException(status_code=404, detail="Item not found")
    return item


client = TestClient(app)
r1 = client.get("/items/1")
r2 = client.get("/items/999")
report([(r1.status_code, r1.json()), (r2.status_code, r2.json())],
       [(200, {"id": 1, "name": "pen"}), (404, {"detail": "Item not found"})])
