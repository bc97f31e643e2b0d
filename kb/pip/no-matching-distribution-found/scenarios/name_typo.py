"""pip "Could not find a version", cause: the requirement name is misspelt.

A local --find-links folder (standing in for the index, no network) has fancyjson 1.0
and 2.0; the requirement says `fancyjsno`.

Remedies:
  fix-the-name      request the distribution's real name
"""
import json, os

from _pipkit import PKG, arg_remedy, make_wheel, run_pip, run_python, tmpdir


REMEDY = arg_remedy({'fix-the-name'})

tmp = tmpdir("kf-pip-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
for v in ("1.0", "2.0"):
    make_wheel(links, "fancyjson", v, {k: t % v for k, t in PKG.items()})
req = "fancyjson" if REMEDY == "fix-the-name" else "fancyjsno"
run_pip(["install", "--no-index", "--find-links", links, "--target", site, req])
got = run_python("import fancyjson; print(fancyjson.__version__, fancyjson.dumps_sorted({'b': 1, 'a': 2}))", site)
expected = '2.0 {"a": 2, "b": 1}'
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
