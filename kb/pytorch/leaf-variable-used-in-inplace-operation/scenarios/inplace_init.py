"""Cause inplace-initialisation: a parameter is modified in place after creation, here
zeroing the padding row of an embedding by index assignment (a view of a leaf),
which autograd refuses while grad mode is on.

The check: the padding row is zero, the other rows are unchanged, the weight is still
a trainable leaf, and its gradient matches the analytic one for a sum loss.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("update-under-no-grad", "rebind-out-of-place")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
PAD = 0
emb = nn.Embedding(6, 4)
original = emb.weight.detach().clone()

if remedy == "update-under-no-grad":
    with torch.no_grad():
        emb.weight[PAD] = 0
elif remedy == "rebind-out-of-place":
    emb.weight = emb.weight * (torch.arange(6) != PAD).unsqueeze(1)  # assigning a non-leaf to a Parameter slot
else:
    emb.weight[PAD] = 0  # in-place on a view of a leaf that requires grad

tokens = torch.tensor([[0, 2, 3], [1, 2, 0]])
emb(tokens).sum().backward()
expected_grad = torch.zeros(6, 4)
for t in tokens.flatten().tolist():
    expected_grad[t] += 1
w = emb.weight
ok = (
    w.is_leaf and w.requires_grad and w.grad is not None
    and torch.all(w[PAD] == 0).item()
    and torch.equal(w.detach()[1:], original[1:])
    and torch.allclose(w.grad, expected_grad)
)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "padding row zeroed, weight trainable, gradient correct" if ok else "weight or gradient not as expected"}))
