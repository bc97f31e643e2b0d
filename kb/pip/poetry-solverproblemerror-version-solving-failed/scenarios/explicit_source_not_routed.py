"""Poetry "version solving failed" (SolverProblemError), cause: the package is only on a
source of priority "explicit" (or on no configured source), and the dependency does not
name that source.

Sources: "public" (primary, a local stand-in for PyPI) and "private" (explicit, holds
privpkg). An explicit source is searched only for dependencies that name it. Both served
on 127.0.0.1.

Remedies:
  name-the-source   [tool.poetry.dependencies] privpkg = { source = "private" }
"""
import os

from pipkit import arg_remedy, check, make_project, tmpdir
from _poetrykit import index, locked, poetry

REMEDY = arg_remedy({"name-the-source"})

tmp = tmpdir("kf-poetry-")
public = index(tmp, "public", [("libcore", "2.0", [], None)])
private = index(tmp, "private", [("privpkg", "1.0", ["libcore>=2"], None)])
toml = ('[project]\nname = "demo"\nversion = "0.1.0"\nrequires-python = ">=3.9"\ndependencies = ["privpkg"]\n\n'
        '[tool.poetry]\npackage-mode = false\n\n'
        '[[tool.poetry.source]]\nname = "public"\nurl = "%s"\npriority = "primary"\n\n'
        '[[tool.poetry.source]]\nname = "private"\nurl = "%s"\npriority = "explicit"\n' % (public, private))
if REMEDY == "name-the-source":
    toml += '\n[tool.poetry.dependencies]\nprivpkg = { source = "private" }\n'
proj = make_project(os.path.join(tmp, "proj"), {"pyproject.toml": toml})
poetry(["lock"], tmp, proj)
got = locked(proj)
ok = (got.get("privpkg", ("", ""))[0] == "1.0" and got["privpkg"][1].rstrip("/") == private.rstrip("/")
      and got.get("libcore", ("", ""))[0] == "2.0" and got["libcore"][1].rstrip("/") == public.rstrip("/"))
check(ok, "poetry.lock: privpkg %r from the private source, libcore %r from the public one" % (got.get("privpkg"), got.get("libcore")))
