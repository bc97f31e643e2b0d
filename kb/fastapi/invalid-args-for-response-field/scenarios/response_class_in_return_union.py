"""An endpoint annotated `-> Union[JSONResponse, dict]`: it returns a JSONResponse with a custom status
on one branch and a plain dict on the other.

Since FastAPI 0.89 the return annotation becomes the response model; a Union that mixes a Response
class with other types is not a valid Pydantic field, so the route cannot be declared.

Check: GET /items/1 answers 200 with {"id": 1, "name": "pen"}; GET /items/9 answers 404 with the
JSONResponse's body, exactly as the handler built them.

Remedies:
  response-model-none  @app.get(..., response_model=None), annotation unchanged

Usage: python response_class_in_return_union.py [--remedy ID]
"""

from typing import Union

from _kit import parse_remedy, report

remedy = parse_remedy(("response-model-none",))

from fastapi import FastAPI  # noqa: E402
from fastapi.responses import JSONResponse  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

ITEMS = {1: {"id": 1, "name": "pen"}}
app = FastAPI()
extra = {"response_model": None} if remedy == "response-model-none" else {}


@app.get("/items/{item_id}", **extra)
def read_item(item_id: int) -> Union[JSONResponse, dict]:
    if item_id not in ITEMS:
        return JSONResponse(status_code=404, content={"error": f"no item {item_id}"})
    return ITEMS[item_id]


client = TestClient(app)
r1, r2 = client.get("/items/1"), client.get("/items/9")
got = [(r1.status_code, r1.json()), (r2.status_code, r2.json())]
want = [(200, {"id": 1, "name": "pen"}), (404, {"error": "no item 9"})]
report(got == want, f"responses {got}, expected {want}")
