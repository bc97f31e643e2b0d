"""A streaming endpoint checks its input inside the generator and raises HTTPException there. By then the
StreamingResponse has sent its status line and first chunk, so Starlette's exception middleware cannot turn the
HTTPException into a 400 any more and raises this RuntimeError instead.

Check: GET /export?rows=2 answers 200 "row-0\nrow-1\n"; GET /export?rows=500 answers 400 {"detail": "rows must be <= 100"}.

Remedies:
  validate-before-streaming   check the input in the endpoint and raise HTTPException before returning the StreamingResponse
  add-httpexception-handler   register an exception handler for HTTPException

Usage: python http_exception_inside_stream.py [--remedy ID]
"""

from _kit import parse_remedy, report

remedy = parse_remedy(("validate-before-streaming", "add-httpexception-handler"))

from fastapi import FastAPI, HTTPException  # noqa: E402
from fastapi.responses import JSONResponse, StreamingResponse  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

app = FastAPI()

if remedy == "add-httpexception-handler":
    @app.exception_handler(HTTPException)
    async def http_error(request, exc):
        return JSONResponse({"detail": exc.detail}, status_code=exc.status_code)


@app.get("/export")
def export(rows: int):
    if remedy == "validate-before-streaming" and rows > 100:
        raise HTTPException(status_code=400, detail="rows must be <= 100")

    def generate():
        yield "row-0\n"
        if rows > 100:
            raise HTTPException(status_code=400, detail="rows must be <= 100")
        for i in range(1, rows):
            yield f"row-{i}\n"

    return StreamingResponse(generate(), media_type="text/plain")


client = TestClient(app)
ok = client.get("/export", params={"rows": 2})
bad = client.get("/export", params={"rows": 500})
report([(ok.status_code, ok.text), (bad.status_code, bad.json())],
       [(200, "row-0\nrow-1\n"), (400, {"detail": "rows must be <= 100"})])
