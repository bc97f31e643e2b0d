"""An app half-way through its Pydantic 2 migration still imports its schemas from the compatibility
namespace, `from pydantic.v1 import BaseModel`, and uses one as the request body and return type.
FastAPI 0.128 and later refuse pydantic.v1 models when the route is declared.

Check: POST /items with {"name": "pen", "price": 1.5} answers 200 {"name": "pen", "price": 1.5}.

Remedies:
  migrate-to-pydantic-v2   from pydantic import BaseModel (the model's fields unchanged)

Usage: python own_models_from_pydantic_v1.py [--remedy ID]
"""

import argparse
import json
import sys
import warnings

warnings.filterwarnings("ignore")

p = argparse.ArgumentParser()
p.add_argument("--remedy", default=None)
remedy = p.parse_args().remedy
if remedy not in (None, "migrate-to-pydantic-v2"):
    print(f"unknown remedy {remedy!r}", file=sys.stderr)
    sys.exit(2)

if remedy == "migrate-to-pydantic-v2":
    from pydantic import BaseModel
else:
    from pydantic.v1 import BaseModel

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402


class Item(BaseModel):
    name: str
    price: float


app = FastAPI()


@app.post("/items")
def create_item(item: Item) -> Item:
    return item


r = TestClient(app).post("/items", json={"name": "pen", "price": 1.5})
got, want = (r.status_code, r.json()), (200, {"name": "pen", "price": 1.5})
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"POST /items -> {got}, expected {want}"}))
