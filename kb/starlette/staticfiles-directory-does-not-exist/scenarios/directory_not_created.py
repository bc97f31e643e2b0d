"""A FastAPI service writes generated reports into an `outputs` folder next to its module and serves them
with `StaticFiles(directory=OUTPUTS)`. The path is built from __file__, so the working directory does not
matter, but the folder itself is not in the repository (git does not keep empty folders, and it is listed in
.gitignore), so on a fresh checkout or in a new container the import raises
"RuntimeError: Directory '.../app/outputs' does not exist" from starlette/staticfiles.py.

Check: a client asks for the report before it exists (404), triggers GET /render (200), and then fetches the
report (200 with its text).

Remedies:
  create-directory-before-mount   OUTPUTS.mkdir(parents=True, exist_ok=True) before app.mount(...)
  check-dir-false                 StaticFiles(directory=OUTPUTS, check_dir=False); /render creates the folder

Usage: python directory_not_created.py [--remedy ID]
"""

from _kit import finish, import_app, make_project, parse_remedy, serve_and_get

remedy = parse_remedy(("create-directory-before-mount", "check-dir-false"))

MKDIR = "OUTPUTS.mkdir(parents=True, exist_ok=True)\n" if remedy == "create-directory-before-mount" else ""
CHECK = ", check_dir=False" if remedy == "check-dir-false" else ""

main_py = f"""\
from pathlib import Path

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

OUTPUTS = Path(__file__).resolve().parent / "outputs"
{MKDIR}
app = FastAPI()
app.mount("/outputs", StaticFiles(directory=OUTPUTS{CHECK}), name="outputs")


@app.get("/render")
def render():
    OUTPUTS.mkdir(parents=True, exist_ok=True)
    (OUTPUTS / "report.txt").write_text("total=42\\n")
    return {{"url": "/outputs/report.txt"}}
"""
root = make_project({"app/__init__.py": "", "app/main.py": main_py})
app = import_app("app.main", root)

got = serve_and_get(app, ["/outputs/report.txt", "/render", "/outputs/report.txt"])
finish(got, [(404, '{"detail":"Not Found"}'), (200, '{"url":"/outputs/report.txt"}'), (200, "total=42\n")])
