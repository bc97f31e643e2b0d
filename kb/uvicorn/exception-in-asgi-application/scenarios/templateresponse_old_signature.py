"""A FastAPI page renders a Jinja2 template with the pre-0.29 call `templates.TemplateResponse("index.html",
{"request": request, ...})`. Starlette 0.29 added the request-first signature `TemplateResponse(request, name,
context)` and deprecated the old one; Starlette 1.0 removed it, so the context dict lands in the `name` slot,
Jinja2 uses it as a cache key and raises "TypeError: unhashable type: 'dict'". uvicorn logs "Exception in ASGI
application" and answers 500. On Starlette 0.x the old call still works (with a DeprecationWarning).

Check: GET / answers 200 "<h1>Hello Ada</h1>".

Remedies:
  request-first-templateresponse   call templates.TemplateResponse(request, "index.html", {"name": ...})
  name-keyword-templateresponse    pass name= and context= as keywords, keeping "request" in the context

Usage: python templateresponse_old_signature.py [--remedy ID]
"""

import tempfile
from pathlib import Path

from _kit import finish, parse_remedy, serve_and_get

remedy = parse_remedy(("request-first-templateresponse", "name-keyword-templateresponse"))

from fastapi import FastAPI, Request  # noqa: E402
from fastapi.responses import HTMLResponse  # noqa: E402
from fastapi.templating import Jinja2Templates  # noqa: E402

tmp = Path(tempfile.mkdtemp())
(tmp / "index.html").write_text("<h1>Hello {{ name }}</h1>")
templates = Jinja2Templates(directory=str(tmp))
app = FastAPI()


@app.get("/", response_class=HTMLResponse)
def index(request: Request):
    if remedy == "request-first-templateresponse":
        return templates.TemplateResponse(request, "index.html", {"name": "Ada"})
    if remedy == "name-keyword-templateresponse":
        return templates.TemplateResponse(name="index.html", context={"request": request, "name": "Ada"})
    return templates.TemplateResponse("index.html", {"request": request, "name": "Ada"})


got = serve_and_get(app, ["/"])
finish(got, [(200, "<h1>Hello Ada</h1>")])
