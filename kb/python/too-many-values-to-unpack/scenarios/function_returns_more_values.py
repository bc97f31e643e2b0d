"""ValueError: too many values to unpack (expected 2), cause: the call returns more values.

A helper library's predict() used to return (labels, scores); its new release returns
(ids, labels, scores), with the new value first, the way OpenCV 3's findContours returned
(image, contours, hierarchy) where OpenCV 4 returns (contours, hierarchy). The caller's
`labels, scores = predict(batch)` receives a 3-tuple. The same happens with a model whose
forward() returns an extra output.

Remedies:
  unpack-what-is-returned    unpack the number of values this version returns (or take them by name / index)
  star-unpack-the-rest       (dead end) labels, scores, *_ = predict(batch)
"""
import atexit, json, os, shutil, sys, tempfile

REMEDIES = {"unpack-what-is-returned", "star-unpack-the-rest"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-unpack-")
atexit.register(shutil.rmtree, root, True)
with open(os.path.join(root, "tinyclf.py"), "w") as f:
    f.write(
        "__version__ = '2.0'\n"
        "def predict(batch):\n"
        "    labels = ['pos' if x > 0 else 'neg' for x in batch]\n"
        "    scores = [abs(x) / 10 for x in batch]\n"
        "    ids = list(range(len(batch)))\n"
        "    return ids, labels, scores   # 2.0 returns the ids first\n"
    )
sys.path.insert(0, root)
import tinyclf  # noqa: E402

batch = [4, -2, 7]
if REMEDY == "unpack-what-is-returned":
    ids, labels, scores = tinyclf.predict(batch)
elif REMEDY == "star-unpack-the-rest":
    labels, scores, *_ = tinyclf.predict(batch)
else:
    labels, scores = tinyclf.predict(batch)

ok = labels == ["pos", "neg", "pos"] and scores == [0.4, 0.2, 0.7]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "labels %r scores %r" % (labels, scores)}))
