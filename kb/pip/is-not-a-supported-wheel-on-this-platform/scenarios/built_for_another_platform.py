"""pip "ERROR: X.whl is not a supported wheel on this platform.", cause: the wheel was built for
another operating system or CPU architecture.

The file pip is given is tagged win_amd64 (a wheel from a Windows machine, or one picked from the
project's download page by hand) and this is Linux; an aarch64 wheel on x86_64 or a macosx wheel on
Linux is refused the same way. The project's Linux wheel is in the same folder. No network.

Remedies:
  let-pip-choose-the-file        pip install --no-index --find-links <folder> fastsum: pip picks the
                                 file whose platform tag matches this machine
"""
import os, sys
from pipkit import arg_remedy, check, run_in, run_pip, tmpdir
from _wheels import ARCH, PY, fastsum_wheel, installed_tag

REMEDY = arg_remedy({"let-pip-choose-the-file"})

tmp = tmpdir()
folder = os.path.join(tmp, "downloads")
win = fastsum_wheel(folder, PY, "win_amd64")
fastsum_wheel(folder, PY, "manylinux_2_17_%s.manylinux2014_%s" % (ARCH, ARCH))
site = os.path.join(tmp, "site")
if REMEDY == "let-pip-choose-the-file":
    run_pip(["install", "--no-index", "--find-links", folder, "--target", site, "fastsum"])
else:
    run_pip(["install", "--no-index", "--target", site, win])
tag = installed_tag(site)
got = run_in(sys.executable, "import fastsum; print(fastsum.total([0.5, 1.25, 2.25]))", env={"PYTHONPATH": site})
check(got == "4.0" and ARCH in tag, "installed wheel tag %s on %s; fastsum.total -> %s" % (tag, ARCH, got))
