"""Cause class-target-float: class indices for CrossEntropyLoss are stored as floats
(shape [N]); cross_entropy wants integer (Long) indices for that shape.

The check compares the loss with -log softmax at the target class, computed by a loop.
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
logits = torch.randn(4, 3)
labels = torch.tensor([2.0, 0.0, 1.0, 2.0])  # class ids kept as float

target = labels.long() if remedy == "cast-target-to-loss-dtype" else labels
loss = F.cross_entropy(logits, target)
ref = 0.0
for i in range(4):
    row = [float(v) for v in logits[i]]
    ref += -(row[int(labels[i])] - math.log(sum(math.exp(v) for v in row)))
ref /= 4
ok = abs(loss.item() - ref) < 1e-5
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "loss matches the reference" if ok else "loss differs"}))
