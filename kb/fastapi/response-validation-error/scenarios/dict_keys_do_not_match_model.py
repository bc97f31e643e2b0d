"""The handler returns a dict built from a database row whose column is called "title", while the response
model's field is "name": the returned data lacks a required field of the response model.

Check: GET /items/1 answers {"id": 1, "name": "pen", "price": 1.5}.

Remedies:
  map-to-model-fields          build the response from the model's field names (Item(id=..., name=row["title"], ...))
  field-alias                  keep the row as it is and declare name with validation_alias="title"
  exclude-unset                response_model_exclude_unset=True on the decorator

Usage: python dict_keys_do_not_match_model.py [--remedy ID]
"""

from _kit import parse_remedy, report

remedy = parse_remedy(("map-to-model-fields", "field-alias", "exclude-unset"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import AliasChoices, BaseModel, Field  # noqa: E402

ROWS = {1: {"id": 1, "title": "pen", "price": 1.5}}  # what the query returns

if remedy == "field-alias":
    class Item(BaseModel):
        id: int
        name: str = Field(validation_alias=AliasChoices("name", "title"))
        price: float
else:
    class Item(BaseModel):
        id: int
        name: str
        price: float

app = FastAPI()
extra = {"response_model_exclude_unset": True} if remedy == "exclude-unset" else {}


@app.get("/items/{item_id}", response_model=Item, **extra)
def read_item(item_id: int):
    row = ROWS[item_id]
    if remedy == "map-to-model-fields":
        return Item(id=row["id"], name=row["title"], price=row["price"])
    return row


r = TestClient(app).get("/items/1")
report([(r.status_code, r.json())], [(200, {"id": 1, "name": "pen", "price": 1.5})])
