"""SyntaxError: Missing parentheses in call to 'print', cause: an installed dependency is a
Python 2-only release; importing it fails inside its own file.

The two releases are laid out as two install folders (1.x for Python 2, 2.x ported to Python 3);
installing the newer release puts the 2.x folder on sys.path instead of the 1.x one.

Remedies:
  upgrade-dependency   install the release of the package that supports Python 3
"""
import json
import os
import sys

from _kit import arg_remedy

remedy = arg_remedy({"upgrade-dependency"})

RELEASES = {
    "site_1x": "def to_km(miles):\n    print 'converting', miles\n    return miles * 1.609344\n",
    "site_2x": "def to_km(miles):\n    return miles * 1.609344\n",
}
for folder, code in RELEASES.items():
    os.makedirs(os.path.join(folder, "unitconv"), exist_ok=True)
    with open(os.path.join(folder, "unitconv", "__init__.py"), "w") as f:
        f.write(code)

sys.path.insert(0, os.path.abspath("site_2x" if remedy == "upgrade-dependency" else "site_1x"))
import unitconv  # noqa: E402

got = [round(unitconv.to_km(m), 6) for m in (1, 26.2)]
expected = [1.609344, 42.164813]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "km %r" % (got,)}))
