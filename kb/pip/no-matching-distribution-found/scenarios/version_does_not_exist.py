"""pip "Could not find a version", cause: the pinned version does not exist.

requirements say fancyjson==3.0; only 1.0 and 2.0 are published.

Remedies:
  pick-an-existing-version       pin a version that exists (fancyjson==2.0 / a range)
  allow-prereleases (dead end)   pip install --pre fancyjson==3.0
"""
import json, os

from _pipkit import PKG, arg_remedy, make_wheel, run_pip, run_python, tmpdir


REMEDY = arg_remedy({'allow-prereleases', 'pick-an-existing-version'})

tmp = tmpdir("kf-pip-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
for v in ("1.0", "2.0"):
    make_wheel(links, "fancyjson", v, {k: t % v for k, t in PKG.items()})
args = ["install", "--no-index", "--find-links", links, "--target", site]
if REMEDY == "pick-an-existing-version":
    args.append("fancyjson>=2,<3")
elif REMEDY == "allow-prereleases":
    args += ["--pre", "fancyjson==3.0"]
else:
    args.append("fancyjson==3.0")
run_pip(args)
got = run_python("import fancyjson; print(fancyjson.__version__)", site)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "2.0", "detail": "installed fancyjson %r, an existing release instead of the requested 3.0" % got}))
