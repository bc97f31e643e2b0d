"""pip "ERROR: pip's dependency resolver does not currently take into account all the packages that
are installed", cause: an installed package is already missing a dependency, and this install
touches another of its dependencies.

appc 1.0 (needs libcore==1.0 and libfmt>=1.0) was installed earlier with --no-deps, next to
libfmt 1.0, so libcore was never installed (uninstalling a dependency by hand leaves the same
state). pip skips its conflict report for --no-deps installs, so nothing was printed then. A later
`pip install --upgrade libfmt` checks the packages that depend on libfmt and reports "appc 1.0
requires libcore==1.0, which is not installed." appc fails on import. Local wheels, no network.

Remedies:
  install-missing-requirements    pip install appc (without --no-deps): pip installs what it lacks
"""
import os, subprocess, sys
from pipkit import arg_remedy, check, make_venv, run_pip, tmpdir
from _index import build_index

REMEDY = arg_remedy({"install-missing-requirements"})

tmp = tmpdir()
links = os.path.join(tmp, "links")
build_index(links)
venv = make_venv(os.path.join(tmp, "venv"))
base = ["install", "--no-index", "--find-links", links]
run_pip(base + ["--no-deps", "appc==1.0", "libfmt==1.0"], python=venv)     # the earlier, partial install
p = run_pip(base + ["--upgrade", "libfmt"], python=venv)
sys.stdout.write(p.stdout)
sys.stderr.write(p.stderr)
if REMEDY == "install-missing-requirements":
    p = run_pip(base + ["appc"], python=venv)
    sys.stdout.write(p.stdout)
r = subprocess.run([venv, "-c", "import appc; print(appc.run())"], capture_output=True, text=True)
if r.returncode != 0:
    sys.stderr.write(r.stderr)
    sys.exit(1)
check(r.stdout.strip() == "p;q", "appc.run() -> %r, expected 'p;q'" % r.stdout.strip())
