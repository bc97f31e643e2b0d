"""Cause loss-target-dtype: BCELoss gets float32 probabilities and float64 targets
("Found dtype Double but expected Float").

The check compares the loss with the binary cross-entropy formula in float64.
"""
import argparse
import json
import math

import torch
import torch.nn.functional as F

REMEDIES = ("cast-target-to-loss-dtype",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
probs = torch.sigmoid(torch.randn(6))
labels = torch.tensor([1, 0, 1, 1, 0, 0], dtype=torch.float64)  # e.g. from a float64 label column

target = labels.to(probs.dtype) if remedy == "cast-target-to-loss-dtype" else labels
loss = F.binary_cross_entropy(probs, target)
ref = -sum(t * math.log(float(p)) + (1 - t) * math.log(1 - float(p)) for p, t in zip(probs, labels.tolist())) / 6
ok = abs(loss.item() - ref) < 1e-5
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "loss matches the BCE formula" if ok else "loss differs"}))
