"""A router declares its collection route with an empty path, @router.get(""), so that it answers at the
prefix itself (/accounts, no trailing slash), and is then included without a prefix. FastAPI refuses a route
whose prefix and path are both empty.

Check: GET /accounts answers 200 [{"id": "a1"}] without a redirect, and GET /accounts/a1 answers 200 {"id": "a1"}.

Remedies:
  prefix-on-include        app.include_router(router, prefix="/accounts"), the path stays ""
  slash-path-with-prefix   @router.get("/") and prefix="/accounts" (the route becomes /accounts/)

Usage: python empty_path_without_prefix.py [--remedy ID]
"""

from _kit import check_routes, parse_remedy

remedy = parse_remedy(("prefix-on-include", "slash-path-with-prefix"))

from fastapi import APIRouter, FastAPI  # noqa: E402

router = APIRouter()


@router.get("/" if remedy == "slash-path-with-prefix" else "")
def list_accounts():
    return [{"id": "a1"}]


@router.get("/{account_id}")
def read_account(account_id: str):
    return {"id": account_id}


app = FastAPI()
if remedy in ("prefix-on-include", "slash-path-with-prefix"):
    app.include_router(router, prefix="/accounts")
else:
    app.include_router(router)  # the router was written for prefix="/accounts"

check_routes(app, {"/accounts": [{"id": "a1"}], "/accounts/a1": {"id": "a1"}})
