"""ValueError: not enough values to unpack (expected 3, got 2), cause: the call returns fewer values.

Code written for an older release of a library unpacks three results; the installed
release returns two. This is the OpenCV 3 -> 4 change of cv2.findContours, which dropped
the first value (image, contours, hierarchy -> contours, hierarchy). The scenario uses a
small stand-in library with the same change.

Remedies:
  unpack-what-is-returned   unpack the values this version returns (or support both versions explicitly)
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"unpack-what-is-returned"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-unpack2-")
atexit.register(shutil.rmtree, root, True)
with open(os.path.join(root, "shapes.py"), "w") as f:
    f.write(
        "__version__ = '4.0'\n"
        "def find_runs(mask):\n"
        "    runs, starts, i = [], [], 0\n"
        "    while i < len(mask):\n"
        "        if mask[i]:\n"
        "            j = i\n"
        "            while j < len(mask) and mask[j]:\n"
        "                j += 1\n"
        "            runs.append(j - i); starts.append(i); i = j\n"
        "        else:\n"
        "            i += 1\n"
        "    return runs, starts          # 3.x returned (mask, runs, starts)\n"
    )
sys.path.insert(0, root)
import shapes  # noqa: E402

mask = [0, 1, 1, 0, 1, 1, 1, 0, 1]
if REMEDY == "unpack-what-is-returned":
    res = shapes.find_runs(mask)
    runs, starts = res if len(res) == 2 else res[1:]
else:
    _, runs, starts = shapes.find_runs(mask)

ok = runs == [2, 3, 1] and starts == [1, 4, 8]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "runs %r starts %r" % (runs, starts)}))
