"""ValueError: not enough values to unpack (expected 2, got 0), cause: an empty result is unpacked.

Screen resolutions such as "1920x1080" are parsed with
`width, height = map(int, re.findall(r"\\d+", text))`. One device reports "auto", findall
returns [], and the unpacking gets no values at all.

Remedies:
  match-and-handle-no-match   use re.fullmatch and handle the non-matching input explicitly
  skip-on-valueerror          (dead end) wrap the line in try/except ValueError: continue
"""
import json, re, sys

REMEDIES = {"match-and-handle-no-match", "skip-on-valueerror"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

DEFAULT = (1280, 720)
devices = {"tv": "1920x1080", "phone": "1170x2532", "kiosk": "auto"}

sizes = {}
for name, text in devices.items():
    if REMEDY == "match-and-handle-no-match":
        m = re.fullmatch(r"(\d+)x(\d+)", text)
        if m is None:
            if text != "auto":
                raise ValueError("bad resolution for %s: %r" % (name, text))
            sizes[name] = DEFAULT          # "auto" means: use the default mode
            continue
        width, height = int(m[1]), int(m[2])
    elif REMEDY == "skip-on-valueerror":
        try:
            width, height = map(int, re.findall(r"\d+", text))
        except ValueError:
            continue
    else:
        width, height = map(int, re.findall(r"\d+", text))
    sizes[name] = (width, height)

expected = {"tv": (1920, 1080), "phone": (1170, 2532), "kiosk": DEFAULT}
print("KNOWNFIX_CHECK " + json.dumps({"ok": sizes == expected, "detail": "sizes %r" % (sizes,)}))
