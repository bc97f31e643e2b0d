"""An installed package written for pandas 1.x calls DataFrame.iteritems().

The scenario writes a small package ``colprofile`` as its 2021 release would look
into a folder on sys.path (a stand-in for site-packages): ``profile(df)`` walks the
columns with ``df.iteritems()``. On pandas 2.x the call raises
``AttributeError: 'DataFrame' object has no attribute 'iteritems'`` inside the package.

Remedies:
  upgrade-the-library     the package's next release, which uses .items()
  alias-iteritems         assign DataFrame.iteritems = DataFrame.items before calling it

Check: the profile (dtype and non-null count of every column) equals one computed from
the input lists in plain Python.

Usage: python old_library_uses_iteritems.py [--remedy ID]
"""

import os
import sys
import tempfile

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("upgrade-the-library", "alias-iteritems")

OLD = '''"""colprofile 0.3.1 (2021)"""
def profile(df):
    out = {}
    for name, col in df.iteritems():
        out[name] = (str(col.dtype), int(col.notna().sum()))
    return out
'''
NEW = OLD.replace("0.3.1 (2021)", "0.4.0 (2023)").replace("df.iteritems()", "df.items()")

DATA = {"id": [1, 2, 3], "score": [0.5, None, 2.0], "tag": ["a", "b", None]}


def install(source):
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "colprofile"))
    with open(os.path.join(site, "colprofile", "__init__.py"), "w") as f:
        f.write(source)
    sys.path.insert(0, site)


def main():
    remedy = parse_remedy(REMEDIES)
    install(NEW if remedy == "upgrade-the-library" else OLD)
    if remedy == "alias-iteritems":
        pd.DataFrame.iteritems = pd.DataFrame.items
        pd.Series.iteritems = pd.Series.items
    import colprofile
    got = colprofile.profile(pd.DataFrame(DATA))
    counts = {k: sum(v is not None for v in vals) for k, vals in DATA.items()}
    ok = {k: n for k, (_, n) in got.items()} == counts and got["id"][0] == "int64" and got["score"][0] == "float64"
    check(ok, f"profile {got}, non-null counts expected {counts}")


if __name__ == "__main__":
    main()
