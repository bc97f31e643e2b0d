"""An installed package written for NumPy 1.x refers to np.VisibleDeprecationWarning.

The scenario writes a small package ``histplot`` as its 2023 release would look into a
folder on sys.path (a stand-in for site-packages): ``summary(values)`` wraps its work in
``warnings.filterwarnings("ignore", category=np.VisibleDeprecationWarning)``. Under
NumPy 2 the call raises ``AttributeError: module 'numpy' has no attribute
'VisibleDeprecationWarning'`` inside the package (as in sweetviz and gdt-core reports).

Check: the summary (count, mean) equals the plain-Python values.

Remedies:
  upgrade-the-dependency   the package's next release, which uses np.exceptions
  restore-alias-shim       np.VisibleDeprecationWarning = np.exceptions.VisibleDeprecationWarning before import

Usage: python old_dependency_uses_warning_class.py [--remedy ID]
"""

import os
import sys
import tempfile

import numpy as np

from _common import check, parse_remedy

REMEDIES = ("upgrade-the-dependency", "restore-alias-shim")

OLD = '''"""histplot 0.9.2 (2023)"""
import warnings
import numpy as np

def summary(values):
    warnings.filterwarnings("ignore", category=np.VisibleDeprecationWarning)
    a = np.asarray(values, dtype=float)
    return int(a.size), float(a.mean())
'''
NEW = OLD.replace("0.9.2 (2023)", "0.10.0 (2024)").replace("np.VisibleDeprecationWarning", "np.exceptions.VisibleDeprecationWarning")


def install(source):
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "histplot"))
    with open(os.path.join(site, "histplot", "__init__.py"), "w") as f:
        f.write(source)
    sys.path.insert(0, site)


def main():
    remedy = parse_remedy(REMEDIES)
    install(NEW if remedy == "upgrade-the-dependency" else OLD)
    if remedy == "restore-alias-shim":
        np.VisibleDeprecationWarning = np.exceptions.VisibleDeprecationWarning
    import histplot
    values = [2.0, 4.0, 9.0]
    got = histplot.summary(values)
    want = (len(values), sum(values) / len(values))
    check(got == want, f"summary {got}, expected {want}")


if __name__ == "__main__":
    main()
