"""An installed package written for pandas 2.0 or older calls DataFrame.applymap.

The scenario writes a small package ``tidyclean`` as its 2023 release would look into a
folder on sys.path (a stand-in for site-packages): ``strip_all(df)`` strips whitespace
in every cell with ``df.applymap(...)``. On pandas 3 the call raises ``AttributeError:
'DataFrame' object has no attribute 'applymap'`` inside the package.

Check: every string cell equals str.strip() of the input, other cells are unchanged.

Remedies:
  upgrade-the-library   the package's next release, which uses DataFrame.map
  alias-applymap        pd.DataFrame.applymap = pd.DataFrame.map before calling it

Usage: python old_library_uses_applymap.py [--remedy ID]
"""

import os
import sys
import tempfile

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("upgrade-the-library", "alias-applymap")

OLD = '''"""tidyclean 1.2.0 (2023)"""
def strip_all(df):
    return df.applymap(lambda v: v.strip() if isinstance(v, str) else v)
'''
NEW = OLD.replace("1.2.0 (2023)", "1.3.0 (2025)").replace("df.applymap(", "df.map(")

DATA = {"name": ["  ada ", "bob  "], "city": [" Oslo", "Lima "], "n": [1, 2]}


def install(source):
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "tidyclean"))
    with open(os.path.join(site, "tidyclean", "__init__.py"), "w") as f:
        f.write(source)
    sys.path.insert(0, site)


def main():
    remedy = parse_remedy(REMEDIES)
    install(NEW if remedy == "upgrade-the-library" else OLD)
    if remedy == "alias-applymap":
        pd.DataFrame.applymap = pd.DataFrame.map
    import tidyclean
    out = tidyclean.strip_all(pd.DataFrame(DATA))
    want = {k: [v.strip() if isinstance(v, str) else v for v in vals] for k, vals in DATA.items()}
    got = {k: list(out[k]) for k in out.columns}
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
