"""A request-body class written with annotations but without inheriting pydantic.BaseModel.

Check: POST /orders with {"sku": "A-1", "quantity": 3} answers {"sku": "A-1", "quantity": 3, "total": 29.97}
(unit price 9.99, computed here with Decimal and rounded to cents).

Remedies:
  inherit-basemodel    class Order(BaseModel)
  silence-with-response-model-none  response_model=None on the decorator (what the error's hint suggests)

Usage: python body_class_not_basemodel.py [--remedy ID]
"""

from decimal import Decimal

from _kit import parse_remedy, report

remedy = parse_remedy(("inherit-basemodel", "silence-with-response-model-none"))

from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402

PRICE = {"A-1": 9.99}

if remedy == "inherit-basemodel":
    class Order(BaseModel):
        sku: str
        quantity: int
else:
    class Order:  # forgot to inherit BaseModel
        sku: str
        quantity: int

app = FastAPI()
extra = {"response_model": None} if remedy == "silence-with-response-model-none" else {}


@app.post("/orders", **extra)
def create_order(order: Order):
    return {"sku": order.sku, "quantity": order.quantity, "total": round(PRICE[order.sku] * order.quantity, 2)}


r = TestClient(app).post("/orders", json={"sku": "A-1", "quantity": 3})
want = {"sku": "A-1", "quantity": 3, "total": float(Decimal("9.99") * 3)}
got = r.json() if r.status_code == 200 else (r.status_code, r.text)
report(got == want, f"POST /orders -> {got}, expected {want}")
