"""The handler is annotated -> list[Item] but returns a paginated wrapper {"items": [...], "total": n}: the
response model expects a JSON array.

Check: GET /items answers {"items": [{"id": 1, "name": "pen"}, {"id": 2, "name": "ink"}], "total": 2}, the
shape the front end reads.

Remedies:
  wrapper-model   declare the wrapper as the response model: class ItemPage(BaseModel): items: list[Item]; total: int
  return-list     return the bare list, as the annotation says (the front end then gets an array)

Usage: python wrapped_list_for_list_model.py [--remedy ID]
"""

from _kit import parse_remedy, report

remedy = parse_remedy(("wrapper-model", "return-list"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class Item(BaseModel):
    id: int
    name: str


class ItemPage(BaseModel):
    items: list[Item]
    total: int


DB = [{"id": 1, "name": "pen"}, {"id": 2, "name": "ink"}]
app = FastAPI()

if remedy == "wrapper-model":
    @app.get("/items")
    def list_items() -> ItemPage:
        return {"items": DB, "total": len(DB)}
elif remedy == "return-list":
    @app.get("/items")
    def list_items() -> list[Item]:
        return DB
else:
    @app.get("/items")
    def list_items() -> list[Item]:
        return {"items": DB, "total": len(DB)}

r = TestClient(app).get("/items")
report([(r.status_code, r.json())], [(200, {"items": DB, "total": 2})])
