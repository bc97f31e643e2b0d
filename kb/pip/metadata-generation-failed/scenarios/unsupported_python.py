"""pip "metadata-generation-failed", cause: the sdist's build code refuses this Python.

tallyho 1.1 exists only as an sdist. Its build code (run by the backend's
prepare_metadata_for_build_wheel hook) stops on Python >= 3.10, the way projects do
before they support a new Python; tallyho 1.0 is also available as a pure-Python wheel.

Remedies:
  use-prebuilt-wheel             pip install --only-binary :all: tallyho (takes the 1.0 wheel)
  no-build-isolation (dead end)  pip install --no-build-isolation tallyho
"""
import json, os

from _kit import arg_remedy, make_sdist, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"use-prebuilt-wheel", "no-build-isolation"})

SRC = {"tallyho.py": "def tally(words):\n    out = {}\n    for w in words:\n        out[w] = out.get(w, 0) + 1\n    return out\n"}
GUARD = ("    if sys.version_info >= (3, 10):\n"
         "        raise RuntimeError('tallyho 1.1 supports Python 3.7-3.9 only, not %d.%d' % sys.version_info[:2])")

tmp = tmpdir("kf-meta-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_sdist(links, "tallyho", "1.1", GUARD, SRC)
make_wheel(links, "tallyho", "1.0", SRC)
args = ["install", "--no-index", "--find-links", links, "--target", site]
if REMEDY == "use-prebuilt-wheel":
    args += ["--only-binary", ":all:"]
elif REMEDY == "no-build-isolation":
    args += ["--no-build-isolation"]
run_pip(args + ["tallyho"])
got = run_python("import tallyho; print(sorted(tallyho.tally('a b a c a'.split()).items()))", site)
want = str(sorted({"a": 3, "b": 1, "c": 1}.items()))
ver = run_python("import importlib.metadata as m; print(m.version('tallyho'))", site)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "tallyho %s installed (the 1.0 wheel, not the 1.1 sdist); tally -> %s, expected %s" % (ver, got, want)}))
