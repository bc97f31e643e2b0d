"""pip "metadata-generation-failed", cause: the backend needs an external build tool.

quickgrid 2.0 is an sdist whose backend configures the native build while preparing
metadata (as meson-python runs meson, or maturin runs cargo). It calls the `gridcfg`
tool, which is not installed, so the metadata hook fails with FileNotFoundError.

Remedies:
  install-the-build-tool   put the tool on PATH (here: a small gridcfg in a bin folder), retry
  no-build-isolation (dead end)  pip install --no-build-isolation quickgrid
"""
import json, os, stat

from _kit import arg_remedy, make_sdist, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"install-the-build-tool", "no-build-isolation"})

SRC = {"quickgrid.py": "def grid(n, m):\n    return [[i * m + j for j in range(m)] for i in range(n)]\n"}
PREPARE = ("    out = subprocess.run(['gridcfg', '--version'], check=True, capture_output=True, text=True).stdout\n"
           "    print('configured with', out.strip())")

tmp = tmpdir("kf-meta-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_sdist(links, "quickgrid", "2.0", PREPARE, SRC)
args = ["install", "--no-index", "--find-links", links, "--target", site]
extra = {}
if REMEDY == "install-the-build-tool":
    bindir = os.path.join(tmp, "bin")
    os.makedirs(bindir)
    tool = os.path.join(bindir, "gridcfg")
    with open(tool, "w") as f:
        f.write("#!/bin/sh\necho gridcfg 1.0\n")
    os.chmod(tool, os.stat(tool).st_mode | stat.S_IEXEC)
    extra["PATH"] = bindir + os.pathsep + os.environ.get("PATH", "")
elif REMEDY == "no-build-isolation":
    args += ["--no-build-isolation"]
run_pip(args + ["quickgrid"], extra)
got = run_python("import quickgrid; print(quickgrid.grid(2, 3))", site)
want = str([[0, 1, 2], [3, 4, 5]])
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "quickgrid.grid(2, 3) -> %s, expected %s" % (got, want)}))
