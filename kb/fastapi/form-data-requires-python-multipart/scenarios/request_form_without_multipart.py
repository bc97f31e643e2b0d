"""The endpoint reads the body itself with `await request.form()` instead of declaring Form() fields.

FastAPI's import-time check only runs for Form()/File() parameters, so the app starts; the
request fails inside Starlette with an AssertionError, which the server turns into a 500.

Remedies:
  install-python-multipart  pip install python-multipart (into a fresh folder put first on sys.path)
  install-multipart-package pip install multipart (a different project with a similar name)

Usage: python request_form_without_multipart.py [--remedy ID]
"""

import hashlib

from _kit import check_app, parse_remedy, pip_target

remedy = parse_remedy(("install-python-multipart", "install-multipart-package"))
if remedy == "install-python-multipart":
    pip_target("python-multipart")
elif remedy == "install-multipart-package":
    pip_target("multipart")

from fastapi import FastAPI, Request  # noqa: E402

app = FastAPI()


@app.post("/login")
async def login(request: Request):
    form = await request.form()
    return {"username": form["username"], "password": form["password"]}


@app.post("/upload")
async def upload(request: Request):
    form = await request.form()
    upload = form["file"]
    data = await upload.read()
    return {"name": upload.filename, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}


check_app(app)
