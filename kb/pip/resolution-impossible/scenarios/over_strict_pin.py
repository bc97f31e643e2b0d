"""pip ResolutionImpossible, cause: an over-strict pin of a top-level requirement.

requirements: appa==1.0 and appb. appa 1.0 pins libcore==1.0, appb needs libcore>=2.0.
A newer appa (1.1) accepts libcore>=1.0,<3, so loosening the pin resolves.
All packages are wheels built in a temp folder and served with --find-links (no network).

Remedies:
  relax-the-pin       appa>=1.0 instead of appa==1.0 and let the resolver pick
"""
import json, os

from _pipkit import arg_remedy, build_index, make_venv, pip_into, run_in, tmpdir


REMEDY = arg_remedy({'relax-the-pin'})

tmp = tmpdir("kf-resolve-")
links = os.path.join(tmp, "links")
build_index(links)
vpy = make_venv(os.path.join(tmp, "venv"))
reqs = ["appa>=1.0" if REMEDY == "relax-the-pin" else "appa==1.0", "appb"]
pip_into(vpy, ["install", "--no-index", "--find-links", links] + reqs)
got = run_in(vpy, "import appa, appb; print(appa.run(), appb.run())")
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "3 2", "detail": "appa.run(), appb.run() -> %r, expected '3 2'" % got}))
