"""Cause target-shape: MSELoss gets logits [N, C] and class indices [N]; broadcasting
lines N up with C and fails.

The check: the gradient of the loss w.r.t. the logits equals 2/(N*C) * (p - onehot),
the gradient of the intended loss (mean squared error against one-hot targets).
"""
import argparse
import json

import torch
import torch.nn.functional as F

REMEDIES = ("match-target-shape", "unsqueeze-target")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
N, C = 4, 3
logits = torch.randn(N, C, dtype=torch.float64, requires_grad=True)
labels = torch.tensor([0, 2, 1, 2])

if remedy == "match-target-shape":
    target = F.one_hot(labels, C).to(logits.dtype)
elif remedy == "unsqueeze-target":
    target = labels.unsqueeze(1).to(logits.dtype)  # [N,1] broadcasts silently to [N,C]
else:
    target = labels.to(logits.dtype)
loss = F.mse_loss(logits, target)
loss.backward()

expected = 2.0 / (N * C) * (logits.detach() - F.one_hot(labels, C).to(logits.dtype))
ok = torch.allclose(logits.grad, expected)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "gradient of MSE against one-hot targets" if ok else "the loss compares against the wrong targets"}))
