"""Cause wrong-in-features: tabular data gained columns (12) but the model still
declares nn.Linear(10, ...).

The check: logits have shape [batch, classes], each row equals the model applied to
that sample alone, and the loss is finite.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("match-in-features", "use-lazy-linear", "reshape-to-in-features")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
B, FEATURES, CLASSES = 5, 12, 3
X = torch.randn(B, FEATURES)
y = torch.randint(0, CLASSES, (B,))

if remedy == "match-in-features":
    first = nn.Linear(X.shape[1], 16)
elif remedy == "use-lazy-linear":
    first = nn.LazyLinear(16)
else:
    first = nn.Linear(10, 16)  # written when the table had 10 columns
model = nn.Sequential(first, nn.ReLU(), nn.Linear(16, CLASSES))

inputs = X.reshape(-1, 10) if remedy == "reshape-to-in-features" else X
logits = model(inputs)
loss = nn.functional.cross_entropy(logits, y)
with torch.no_grad():
    alone = torch.cat([model(X[i:i + 1]) for i in range(B)])
ok = logits.shape == (B, CLASSES) and torch.allclose(logits, alone, atol=1e-6) and torch.isfinite(loss).item()
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "one row of logits per sample" if ok else "logits do not correspond to the samples"}))
