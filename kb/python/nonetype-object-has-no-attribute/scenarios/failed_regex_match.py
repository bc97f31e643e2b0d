"""'NoneType' object has no attribute 'group', cause: a regular expression did not match.

Release tags are parsed with a pattern that expects MAJOR.MINOR.PATCH; one tag has no
patch part, re.search returns None for it and `.group(1)` fails.

Remedies:
  check-match-before-use          handle the non-matching tag explicitly (two-part versions)
  catch-attributeerror (dead end) try/except AttributeError and skip the tag
"""
import json, re, sys

REMEDIES = {"check-match-before-use", "catch-attributeerror"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

TAGS = ["v1.4.2", "v1.5.0", "v2.0", "v2.1.3"]
VERSION = re.compile(r"^v(\d+)\.(\d+)\.(\d+)$")
SHORT = re.compile(r"^v(\d+)\.(\d+)$")

versions = []
for tag in TAGS:
    if REMEDY == "check-match-before-use":
        m = VERSION.search(tag)
        if m is None:
            m2 = SHORT.search(tag)
            if m2 is None:
                raise ValueError("unrecognised version tag: %r" % tag)
            versions.append((int(m2.group(1)), int(m2.group(2)), 0))
            continue
        versions.append(tuple(int(g) for g in m.groups()))
    elif REMEDY == "catch-attributeerror":
        try:
            versions.append((int(VERSION.search(tag).group(1)), int(VERSION.search(tag).group(2)),
                             int(VERSION.search(tag).group(3))))
        except AttributeError:
            continue
    else:
        m = VERSION.search(tag)
        versions.append((int(m.group(1)), int(m.group(2)), int(m.group(3))))

expected = [(1, 4, 2), (1, 5, 0), (2, 0, 0), (2, 1, 3)]  # by hand
print("KNOWNFIX_CHECK " + json.dumps({"ok": versions == expected,
                                      "detail": "parsed %r, expected %r" % (versions, expected)}))
