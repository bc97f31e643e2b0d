"""pip "Could not find a version", cause: the package lives on a private index that is not configured.

`acme-utils` is published only on the company index (here a second local folder);
pip is pointed at the public one only.

Remedies:
  configure-the-index     add the private index (--extra-index-url / --find-links / pip.conf)
"""
import json, os

from _pipkit import PKG, arg_remedy, make_wheel, run_pip, run_python, tmpdir


REMEDY = arg_remedy({'configure-the-index'})

tmp = tmpdir("kf-pip-")
public, private, site = os.path.join(tmp, "public"), os.path.join(tmp, "private"), os.path.join(tmp, "site")
make_wheel(public, "fancyjson", "2.0", {k: t % "2.0" for k, t in PKG.items()})
make_wheel(private, "acme-utils", "0.3", {"acme_utils/__init__.py": "def greet(n):\n    return 'hi ' + n\n"})
args = ["install", "--no-index", "--find-links", public, "--target", site]
if REMEDY == "configure-the-index":
    args += ["--find-links", private]
run_pip(args + ["acme-utils"])
got = run_python("import acme_utils; print(acme_utils.greet('bo'))", site)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "hi bo", "detail": "got %r" % got}))
