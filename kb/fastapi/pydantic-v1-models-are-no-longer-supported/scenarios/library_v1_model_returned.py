"""An endpoint returns an object produced by a library that still uses pydantic.v1 (legacy_sdk.py stands in
for it), without a response model. FastAPI 0.128 and later refuse to encode a pydantic.v1 instance, so the
request fails with a 500.

Check: GET /invoices/INV-7 answers 200 {"number": "INV-7", "total_cents": 4200, "paid": true}.

Remedies:
  v2-schema-for-library-object   declare a Pydantic 2 InvoiceOut and return InvoiceOut(**invoice.dict())
  library-model-as-response      response_model=legacy_sdk.Invoice

Usage: python library_v1_model_returned.py [--remedy ID]
"""

import argparse
import json
import sys
import warnings

warnings.filterwarnings("ignore")

p = argparse.ArgumentParser()
p.add_argument("--remedy", default=None)
remedy = p.parse_args().remedy
if remedy not in (None, "v2-schema-for-library-object", "library-model-as-response"):
    print(f"unknown remedy {remedy!r}", file=sys.stderr)
    sys.exit(2)

import legacy_sdk  # noqa: E402
from fastapi import FastAPI  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402
from pydantic import BaseModel  # noqa: E402


class InvoiceOut(BaseModel):
    number: str
    total_cents: int
    paid: bool


app = FastAPI()

if remedy == "v2-schema-for-library-object":
    @app.get("/invoices/{number}", response_model=InvoiceOut)
    def read_invoice(number: str):
        return InvoiceOut(**legacy_sdk.fetch_invoice(number).dict())
elif remedy == "library-model-as-response":
    @app.get("/invoices/{number}", response_model=legacy_sdk.Invoice)
    def read_invoice(number: str):
        return legacy_sdk.fetch_invoice(number)
else:
    @app.get("/invoices/{number}")
    def read_invoice(number: str):
        return legacy_sdk.fetch_invoice(number)

r = TestClient(app).get("/invoices/INV-7")
got, want = (r.status_code, r.json()), (200, {"number": "INV-7", "total_cents": 4200, "paid": True})
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"GET /invoices/INV-7 -> {got}, expected {want}"}))
