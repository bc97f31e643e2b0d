"""pip "ERROR: X.whl is not a supported wheel on this platform.", cause: the wheel's manylinux tag
needs a newer glibc than this system has.

fastsum 1.0's newest wheel is tagged manylinux_2_99 (standing in for manylinux_2_28 / _2_34 wheels on
an older distribution such as CentOS 7 with glibc 2.17): it needs glibc 2.99 or later, and this
system's glibc is older, so pip refuses the file. The project also ships a manylinux2014
(manylinux_2_17) wheel. No network.

Remedies:
  use-an-older-manylinux-wheel   pip install --no-index --find-links <folder> fastsum: pip picks the
                                 manylinux_2_17 wheel that this glibc supports
"""
import os, platform, sys
from pipkit import arg_remedy, check, run_in, run_pip, tmpdir
from _wheels import ARCH, PY, fastsum_wheel, installed_tag

REMEDY = arg_remedy({"use-an-older-manylinux-wheel"})

tmp = tmpdir()
folder = os.path.join(tmp, "downloads")
new = fastsum_wheel(folder, PY, "manylinux_2_99_%s" % ARCH)
fastsum_wheel(folder, PY, "manylinux_2_17_%s.manylinux2014_%s" % (ARCH, ARCH))
site = os.path.join(tmp, "site")
if REMEDY == "use-an-older-manylinux-wheel":
    run_pip(["install", "--no-index", "--find-links", folder, "--target", site, "fastsum"])
else:
    run_pip(["install", "--no-index", "--target", site, new])
tag = installed_tag(site)
got = run_in(sys.executable, "import fastsum; print(fastsum.total([0.5, 1.25, 2.25]))", env={"PYTHONPATH": site})
check(got == "4.0" and "manylinux_2_17" in tag, "glibc %s: installed wheel tag %s; fastsum.total -> %s" % (platform.libc_ver()[1], tag, got))
