"""TypeError: Object of type int64 is not JSON serializable, cause: NumPy scalars or arrays in
the data.

Metrics computed with NumPy (counts, means, arrays of scores) are NumPy types: np.int64,
np.float32, np.ndarray. json.dumps does not know them, although they print like numbers.

Remedies:
  convert-numpy-types   .item() for scalars and .tolist() for arrays (or a default= that does it)
"""
import json, sys
import numpy as np

REMEDIES = {"convert-numpy-types"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

labels = np.array([1, 0, 1, 1, 0])
preds = np.array([1, 0, 0, 1, 0])
metrics = {"n": np.int64(labels.size), "correct": (labels == preds).sum(),
           "accuracy": np.float32((labels == preds).mean()), "per_class": np.bincount(preds)}


def numpy_default(o):
    if isinstance(o, np.generic):
        return o.item()
    if isinstance(o, np.ndarray):
        return o.tolist()
    raise TypeError("Object of type %s is not JSON serializable" % type(o).__name__)


text = json.dumps(metrics, default=numpy_default) if REMEDY == "convert-numpy-types" else json.dumps(metrics)
back = json.loads(text)
ok = back["n"] == 5 and back["correct"] == 4 and abs(back["accuracy"] - 0.8) < 1e-6 and back["per_class"] == [3, 2]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "%r" % (back,)}))
