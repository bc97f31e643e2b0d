"""An old release of a dependency uses np.int internally; the caller's code is fine.

The scenario writes a small package `legacy_boxes` (as an old release installed in
site-packages would look) whose `area()` casts with `np.int`, then calls it.

Remedies:
  upgrade-the-dependency  install the later release of legacy_boxes, which uses int
  restore-alias-shim      set np.int = int before importing the dependency

Reference: areas computed with plain Python integers.

Usage: python old_dependency_uses_alias.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import numpy as np

REMEDIES = ("upgrade-the-dependency", "restore-alias-shim")

OLD_RELEASE = '''"""legacy_boxes 0.3 (2020)"""
import numpy as np

def area(boxes):
    boxes = np.asarray(boxes)
    w = (boxes[:, 2] - boxes[:, 0]).astype(np.int)
    h = (boxes[:, 3] - boxes[:, 1]).astype(np.int)
    return w * h
'''
NEW_RELEASE = OLD_RELEASE.replace("0.3 (2020)", "0.5 (2023)").replace("np.int)", "int)")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    site = tempfile.mkdtemp(prefix="site-packages-")
    os.makedirs(os.path.join(site, "legacy_boxes"))
    with open(os.path.join(site, "legacy_boxes", "__init__.py"), "w") as f:
        f.write(NEW_RELEASE if remedy == "upgrade-the-dependency" else OLD_RELEASE)
    sys.path.insert(0, site)
    if remedy == "restore-alias-shim":
        np.int = int  # stopgap: recreate the removed alias before the dependency runs
    import legacy_boxes

    boxes = [[0, 0, 4, 3], [2, 2, 7, 9], [1, 1, 2, 2]]
    got = [int(a) for a in legacy_boxes.area(boxes)]
    want = [(x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in boxes]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"got {got}, expected {want}"}))


if __name__ == "__main__":
    main()
