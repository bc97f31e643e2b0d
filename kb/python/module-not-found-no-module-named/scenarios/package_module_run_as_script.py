"""ModuleNotFoundError, cause: a module inside a package is run as a script.

Layout:  project/textkit/__init__.py, textkit/util.py, textkit/cli.py
cli.py does `from textkit.util import slugify`. Running `python textkit/cli.py` puts
project/textkit (the script's folder) on sys.path instead of project/, so the package
`textkit` itself cannot be found.

Remedies:
  run-as-module         python -m textkit.cli from the project root
  sys-path-insert       cli.py inserts the project root into sys.path before importing
  cd-into-package (dead end)   cd textkit && python cli.py
"""
import json, os, sys

from _kit import arg_remedy, run_or_fail, tmpdir

REMEDIES = {"run-as-module", "sys-path-insert", "cd-into-package"}


UTIL = """import re

def slugify(s):
    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')
"""
CLI = """import sys
from textkit.util import slugify

print(slugify(' '.join(sys.argv[1:])))
"""
PATH_HACK = """import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
"""


def main():
    remedy = arg_remedy(REMEDIES)
    proj = tmpdir("kf-pkgscript-")
    pkg = os.path.join(proj, "textkit")
    os.makedirs(pkg)
    open(os.path.join(pkg, "__init__.py"), "w").close()
    with open(os.path.join(pkg, "util.py"), "w") as f:
        f.write(UTIL)
    with open(os.path.join(pkg, "cli.py"), "w") as f:
        f.write((PATH_HACK if remedy == "sys-path-insert" else "") + CLI)
    words = ["Hello,", "World", "2024!"]
    if remedy == "run-as-module":
        cmd, cwd = [sys.executable, "-m", "textkit.cli"] + words, proj
    elif remedy == "cd-into-package":
        cmd, cwd = [sys.executable, "cli.py"] + words, pkg
    else:
        cmd, cwd = [sys.executable, os.path.join("textkit", "cli.py")] + words, proj
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    got = run_or_fail(cmd, cwd=cwd, env=env)
    expected = "hello-world-2024"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
