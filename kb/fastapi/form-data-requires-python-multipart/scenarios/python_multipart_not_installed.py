"""A login form and a file upload declared with Form() and File() in an environment without python-multipart.

fastapi is installed on its own (`pip install fastapi`), which does not pull in python-multipart.
FastAPI checks for it when the route is declared, so the error appears at import time, before
any request.

Remedies:
  install-python-multipart  pip install python-multipart (the lab installs it into a fresh folder put
                            first on sys.path)
  install-multipart-package pip install multipart (a different project with a similar name)

Usage: python python_multipart_not_installed.py [--remedy ID]
"""

from _kit import check_app, parse_remedy, pip_target

remedy = parse_remedy(("install-python-multipart", "install-multipart-package"))
if remedy == "install-python-multipart":
    pip_target("python-multipart")
elif remedy == "install-multipart-package":
    pip_target("multipart")

from fastapi import FastAPI, File, Form, UploadFile  # noqa: E402

app = FastAPI()


@app.post("/login")
def login(username: str = Form(...), password: str = Form(...)):
    return {"username": username, "password": password}


@app.post("/upload")
async def upload(file: UploadFile = File(...)):
    import hashlib

    data = await file.read()
    return {"name": file.filename, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}


check_app(app)
