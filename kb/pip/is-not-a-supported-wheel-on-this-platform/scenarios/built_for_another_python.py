"""pip "ERROR: X.whl is not a supported wheel on this platform.", cause: the wheel file was built for
another Python version.

A wheel downloaded by hand (or copied from a colleague's machine, or from a CI artifact) has the
tag cp39-cp39: it only installs into CPython 3.9. `pip install <that file>` on another Python refuses
it. The project also publishes a wheel for this Python; both sit in a local folder. No network.

Remedies:
  let-pip-choose-the-file        pip install --no-index --find-links <folder> fastsum: pip picks the
                                 file whose tags this interpreter supports (from an index, the same)
"""
import os, sys
from pipkit import arg_remedy, check, run_in, run_pip, tmpdir
from _wheels import ARCH, OTHER_PY, PY, fastsum_wheel, installed_tag

REMEDY = arg_remedy({"let-pip-choose-the-file"})

tmp = tmpdir()
folder = os.path.join(tmp, "downloads")
other = fastsum_wheel(folder, OTHER_PY, "manylinux_2_17_%s.manylinux2014_%s" % (ARCH, ARCH))
fastsum_wheel(folder, PY, "manylinux_2_17_%s.manylinux2014_%s" % (ARCH, ARCH))
site = os.path.join(tmp, "site")
if REMEDY == "let-pip-choose-the-file":
    run_pip(["install", "--no-index", "--find-links", folder, "--target", site, "fastsum"])
else:
    run_pip(["install", "--no-index", "--target", site, other])
tag = installed_tag(site)
got = run_in(sys.executable, "import fastsum; print(fastsum.total([0.5, 1.25, 2.25]))", env={"PYTHONPATH": site})
check(got == "4.0" and tag.startswith(PY + "-"), "installed wheel tag %s on %s; fastsum.total -> %s" % (tag, PY, got))
