"""Cause loss-class-called-with-tensors: the loss is computed as
nn.CrossEntropyLoss(logits, targets), which calls the class's constructor with the
tensors as its size_average and reduce arguments instead of computing a loss.

The check compares the loss with one computed by hand from log-softmax.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("instantiate-then-call",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
logits = torch.randn(6, 3)
targets = torch.tensor([0, 2, 1, 1, 0, 2])
if remedy == "instantiate-then-call":
    criterion = nn.CrossEntropyLoss()
    loss = criterion(logits, targets)
else:
    loss = nn.CrossEntropyLoss(logits, targets)

ref = -(logits - logits.exp().sum(dim=1, keepdim=True).log())[torch.arange(6), targets].mean()
ok = isinstance(loss, torch.Tensor) and torch.allclose(loss, ref, rtol=1e-6, atol=1e-7)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"loss {float(loss):.6f}, reference {float(ref):.6f}" if isinstance(loss, torch.Tensor) else "no loss tensor"}))
