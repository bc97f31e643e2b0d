"""APIRouter(prefix="v1"): the prefix is given without its leading slash (for example from a --url-prefix
option). FastAPI asserts that a prefix starts with "/".

Check: GET /v1/health answers 200 {"status": "ok"}.

Remedies:
  add-leading-slash   prefix="/" + value.strip("/")

Usage: python prefix_without_leading_slash.py [--remedy ID]
"""

from _kit import check_routes, parse_remedy

remedy = parse_remedy(("add-leading-slash",))

from fastapi import APIRouter, FastAPI  # noqa: E402

URL_PREFIX = "v1"  # --url-prefix v1
prefix = "/" + URL_PREFIX.strip("/") if remedy == "add-leading-slash" else URL_PREFIX
router = APIRouter(prefix=prefix)


@router.get("/health")
def health():
    return {"status": "ok"}


app = FastAPI()
app.include_router(router)
check_routes(app, {"/v1/health": {"status": "ok"}})
