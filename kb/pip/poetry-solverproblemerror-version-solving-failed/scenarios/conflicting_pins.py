"""Poetry "version solving failed" (SolverProblemError), cause: an exact pin that conflicts.

`poetry lock` for a project that depends on appa==1.0 and appb: appa 1.0 depends on
libcore<2, appb depends on libcore>=2; appa 1.1 accepts libcore>=1,<3. One local source
(priority primary, so PyPI is not used) served on 127.0.0.1.

Remedies:
  relax-the-pin   appa>=1.0 instead of appa==1.0
"""
import os

from pipkit import arg_remedy, check, make_project, tmpdir
from _poetrykit import index, locked, poetry

REMEDY = arg_remedy({"relax-the-pin"})

tmp = tmpdir("kf-poetry-")
url = index(tmp, "main", [("libcore", "1.0", [], None), ("libcore", "2.0", [], None),
                          ("appa", "1.0", ["libcore<2"], None), ("appa", "1.1", ["libcore>=1,<3"], None),
                          ("appb", "1.0", ["libcore>=2"], None)])
pin = '"appa>=1.0"' if REMEDY == "relax-the-pin" else '"appa==1.0"'
proj = make_project(os.path.join(tmp, "proj"), {"pyproject.toml": (
    '[project]\nname = "demo"\nversion = "0.1.0"\nrequires-python = ">=3.9"\ndependencies = [%s, "appb"]\n\n'
    '[tool.poetry]\npackage-mode = false\n\n'
    '[[tool.poetry.source]]\nname = "local"\nurl = "%s"\npriority = "primary"\n' % (pin, url))})
poetry(["lock"], tmp, proj)
got = locked(proj)
vers = {n: v for n, (v, _) in got.items()}
check(vers == {"appa": "1.1", "appb": "1.0", "libcore": "2.0"},
      "poetry.lock versions %r, expected appa 1.1, appb 1.0, libcore 2.0" % sorted(vers.items()))
