"""Helpers of this entry's scenarios (not a scenario): platform-tagged wheels of fastsum 1.0 and
which one got installed."""
import glob, os, platform, sys
from pipkit import make_wheel

PY = "cp%d%d" % sys.version_info[:2]
OTHER_PY = "cp39" if sys.version_info[:2] != (3, 9) else "cp311"
ARCH = platform.machine()                      # x86_64 on the lab's machines


def fastsum_wheel(dest, py, plat):
    """fastsum 1.0 for one interpreter tag and platform tag (the module itself is pure Python: what
    is under test is pip's choice of file)."""
    return make_wheel(dest, "fastsum", "1.0", {"fastsum.py": "def total(xs):\n    return float(sum(float(x) for x in xs))\n"},
                      tag="%s-%s-%s" % (py, py, plat), purelib=False)


def installed_tag(site):
    """The Tag line of the installed fastsum's WHEEL file."""
    for line in open(glob.glob(os.path.join(site, "fastsum-1.0.dist-info", "WHEEL"))[0]):
        if line.startswith("Tag:"):
            return line.split(":", 1)[1].strip()
    return None
