"""KeyError: 'state_dict', cause: the saved file has another layout than the loading code expects.

A checkpoint was saved as {"model": weights, "epoch": 3} by one training script; the
evaluation script expects {"state_dict": ...} (another common layout saves the weights
dict itself, with no wrapper). pickle stands in for torch.save/torch.load, which store the
same Python dict.

Remedies:
  inspect-and-accept-layouts   print the keys once, then read the layouts that exist on purpose
  except-keyerror-skip         (dead end) catch KeyError and start from fresh weights
"""
import atexit, json, os, pickle, shutil, sys, tempfile

REMEDIES = {"inspect-and-accept-layouts", "except-keyerror-skip"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

root = tempfile.mkdtemp(prefix="kf-keyerror-ckpt-")
atexit.register(shutil.rmtree, root, True)
path = os.path.join(root, "best.ckpt")
trained = {"fc.weight": [[0.5, -1.25], [2.0, 0.75]], "fc.bias": [0.1, -0.2]}
with open(path, "wb") as f:
    pickle.dump({"model": trained, "epoch": 3, "optimizer": {"lr": 0.01}}, f)


class Model:
    def __init__(self):
        self.params = {"fc.weight": [[0.0, 0.0], [0.0, 0.0]], "fc.bias": [0.0, 0.0]}

    def load_state_dict(self, state):
        assert set(state) == set(self.params), "unexpected keys %r" % sorted(state)
        self.params = dict(state)


model = Model()
with open(path, "rb") as f:
    checkpoint = pickle.load(f)

if REMEDY == "inspect-and-accept-layouts":
    print("checkpoint keys:", sorted(checkpoint))
    for key in ("state_dict", "model", "model_state_dict"):
        if key in checkpoint:
            state = checkpoint[key]
            break
    else:
        state = checkpoint                      # the weights were saved without a wrapper
    model.load_state_dict(state)
elif REMEDY == "except-keyerror-skip":
    try:
        model.load_state_dict(checkpoint["state_dict"])
    except KeyError:
        print("no state_dict in checkpoint, using initial weights")
else:
    model.load_state_dict(checkpoint["state_dict"])

print("KNOWNFIX_CHECK " + json.dumps({"ok": model.params == trained, "detail": "fc.bias %r" % (model.params["fc.bias"],)}))
