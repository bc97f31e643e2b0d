"""An endpoint looks an item up in a dict and lets KeyError escape for an unknown id. FastAPI has no handler for
KeyError, so the exception reaches uvicorn, which logs "ERROR:    Exception in ASGI application" with the
traceback and answers 500.

Check: GET /items/1 answers 200 {"name": "apple"}; GET /items/9 answers 404 {"detail": "item 9 not found"}.

Remedies:
  raise-http-exception        check the lookup and raise HTTPException(404) in the endpoint
  catch-all-return-200        wrap the endpoint body in try/except Exception and return {} (hides the error)

Usage: python unhandled_exception_in_endpoint.py [--remedy ID]
"""

from _kit import finish, parse_remedy, serve_and_get

remedy = parse_remedy(("raise-http-exception", "catch-all-return-200"))

from fastapi import FastAPI, HTTPException  # noqa: E402

ITEMS = {1: {"name": "apple"}}
app = FastAPI()


@app.get("/items/{item_id}")
def read_item(item_id: int):
    if remedy == "raise-http-exception":
        if item_id not in ITEMS:
            raise HTTPException(status_code=404, detail=f"item {item_id} not found")
        return ITEMS[item_id]
    if remedy == "catch-all-return-200":
        try:
            return ITEMS[item_id]
        except Exception:
            return {}
    return ITEMS[item_id]  # KeyError for an unknown id


got = serve_and_get(app, ["/items/1", "/items/9"])
finish(got, [(200, '{"name":"apple"}'), (404, '{"detail":"item 9 not found"}')])
