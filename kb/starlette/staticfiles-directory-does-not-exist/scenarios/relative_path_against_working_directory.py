"""A FastAPI project keeps its module and its static folder side by side (app/main.py, app/static/) and mounts
`StaticFiles(directory="static")`. It is started the usual way from the project root, `uvicorn app.main:app`,
so the working directory is the project root, where no `static` folder exists: importing the module raises
"RuntimeError: Directory 'static' does not exist" from starlette/staticfiles.py.

The program writes that project into a temporary folder and imports app.main with the project root as working
directory and on sys.path, which is what uvicorn does for "app.main:app".

Check: GET /static/style.css answers 200 with the CSS file that lies in app/static/.

Remedies:
  path-relative-to-module       directory=Path(__file__).resolve().parent / "static"
  start-from-module-directory   start in app/ instead (cd app && uvicorn main:app), module unchanged
  create-folder-in-cwd          create an empty static/ in the working directory (what the message suggests)
  check-dir-false               StaticFiles(directory="static", check_dir=False)

Usage: python relative_path_against_working_directory.py [--remedy ID]
"""

from _kit import finish, import_app, make_project, parse_remedy, serve_and_get

remedy = parse_remedy(("path-relative-to-module", "start-from-module-directory", "create-folder-in-cwd",
                       "check-dir-false"))

CSS = "body { color: teal; }\n"
MOUNT = {
    None: 'StaticFiles(directory="static")',
    "start-from-module-directory": 'StaticFiles(directory="static")',
    "create-folder-in-cwd": 'StaticFiles(directory="static")',
    "path-relative-to-module": 'StaticFiles(directory=Path(__file__).resolve().parent / "static")',
    "check-dir-false": 'StaticFiles(directory="static", check_dir=False)',
}[remedy]

main_py = f"""\
from pathlib import Path

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

app = FastAPI()
app.mount("/static", {MOUNT}, name="static")


@app.get("/health")
def health():
    return {{"ok": True}}
"""
root = make_project({"app/__init__.py": "", "app/main.py": main_py, "app/static/style.css": CSS})

if remedy == "create-folder-in-cwd":
    (root / "static").mkdir()
if remedy == "start-from-module-directory":
    app = import_app("main", root / "app")  # cd app && uvicorn main:app
else:
    app = import_app("app.main", root)  # uvicorn app.main:app, from the project root

got = serve_and_get(app, ["/static/style.css"])
finish(got, [(200, CSS)])
