"""Cause class-renamed-after-saving: a project saved whole models whose class lived
in models.py as TinyClassifier; later the class was renamed to Classifier. The old
file's pickle still names models.TinyClassifier.

The check compares the loaded model's outputs with those saved with the file.
"""
import argparse
import importlib
import json
import pathlib
import sys

import torch

REMEDIES = ("alias-old-name",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

sys.path.insert(0, str(pathlib.Path.cwd()))
BODY = '''
import torch.nn as nn

class {name}(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(5, 3)

    def forward(self, x):
        return self.fc(x).softmax(-1)
'''
pathlib.Path("models.py").write_text(BODY.format(name="TinyClassifier"))
models = importlib.import_module("models")
torch.manual_seed(0)
old = models.TinyClassifier().eval()
x = torch.linspace(-2, 2, 10).reshape(2, 5)
with torch.no_grad():
    torch.save({"model": old, "x": x, "y": old(x)}, "run1.pt")

# the rename, in a later version of the code
pathlib.Path("models.py").write_text(BODY.format(name="Classifier"))
del sys.modules["models"]
importlib.invalidate_caches()
models = importlib.import_module("models")

if remedy == "alias-old-name":
    models.TinyClassifier = models.Classifier  # the old name resolves to the new class

ckpt = torch.load("run1.pt", weights_only=False)  # the project's own, trusted file
with torch.no_grad():
    ok = torch.equal(ckpt["model"].eval()(ckpt["x"]), ckpt["y"])
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "outputs equal those saved with the file" if ok else "outputs differ"}))
