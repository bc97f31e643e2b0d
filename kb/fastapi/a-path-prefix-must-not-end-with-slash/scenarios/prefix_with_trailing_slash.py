"""A router mounted with a prefix written as a URL with a trailing slash, include_router(prefix="/api/v1/").
FastAPI joins prefix and route path as strings and every route path starts with "/", so it refuses a prefix
that ends with "/" (the result would be "/api/v1//items").

Check: GET /api/v1/items answers 200 [{"id": 1}] and GET /api/v1/items/1 answers 200 {"id": 1}, without a redirect.

Remedies:
  strip-trailing-slash   prefix="/api/v1" (or prefix.rstrip("/") when it comes from configuration)
  root-prefix-slash      prefix="/" for "no prefix"

Usage: python prefix_with_trailing_slash.py [--remedy ID]
"""

from _kit import check_routes, parse_remedy

remedy = parse_remedy(("strip-trailing-slash", "root-prefix-slash"))

from fastapi import APIRouter, FastAPI  # noqa: E402

API_PREFIX = "/api/v1/"  # from settings / an environment variable

router = APIRouter()


@router.get("/items")
def list_items():
    return [{"id": 1}]


@router.get("/items/{item_id}")
def read_item(item_id: int):
    return {"id": item_id}


app = FastAPI()
if remedy == "strip-trailing-slash":
    app.include_router(router, prefix=API_PREFIX.rstrip("/"))
elif remedy == "root-prefix-slash":
    app.include_router(router, prefix="/")
else:
    app.include_router(router, prefix=API_PREFIX)

check_routes(app, {"/api/v1/items": [{"id": 1}], "/api/v1/items/1": {"id": 1}})
