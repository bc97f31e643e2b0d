"""Cause flatten-over-batch: torch.flatten(x) without start_dim folds the batch into
the features, so Linear sees one row of batch*features values.

The check: logits have shape [batch, classes] and each row equals the model applied
to that sample alone.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("flatten-from-dim-1",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
B = 4
x = torch.randn(B, 3, 2, 2)
head = nn.Linear(12, 5)


def model(t):
    flat = torch.flatten(t, 1) if remedy == "flatten-from-dim-1" else torch.flatten(t)
    return head(flat)


logits = model(x)
with torch.no_grad():
    alone = torch.cat([model(x[i:i + 1]) for i in range(B)])
ok = logits.shape == (B, 5) and torch.allclose(logits, alone, atol=1e-6)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "one row of logits per sample" if ok else "batch folded into features"}))
