"""The PyPI project `multipart` is installed instead of `python-multipart`.

Both provide a module named `multipart`, so `pip install multipart` looks like the fix for a
missing form parser. FastAPI finds a `multipart` module without `multipart.multipart.parse_options_header`
and refuses it when the route is declared.

Remedies:
  replace-with-python-multipart  pip uninstall multipart, then pip install python-multipart (the lab
                                 starts from a fresh folder holding only python-multipart, put first
                                 on sys.path, instead of uninstalling)

Usage: python wrong_multipart_package.py [--remedy ID]
"""

from _kit import check_app, parse_remedy, pip_target

remedy = parse_remedy(("replace-with-python-multipart",))
if remedy == "replace-with-python-multipart":
    pip_target("python-multipart")
else:
    pip_target("multipart")  # what `pip install multipart` installs

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
