"""Cause frozen-parameters: fine-tuning code freezes *every* parameter
(a loop over model.parameters() instead of the backbone's), so nothing in the graph
requires grad and loss.backward() raises.

The check: the head's gradients match central finite differences (float64), and the
backbone, frozen on purpose, has no gradient.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("unfreeze-trainable-parameters", "set-loss-requires-grad")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(5, 6), nn.ReLU())
head = nn.Linear(6, 2)
model = nn.Sequential(backbone, head).double()
x = torch.randn(10, 5, dtype=torch.float64)
y = torch.randint(0, 2, (10,))

if remedy == "unfreeze-trainable-parameters":
    for p in backbone.parameters():  # freeze only what should stay fixed
        p.requires_grad_(False)
else:
    for p in model.parameters():  # the mistake: the new head is frozen too
        p.requires_grad_(False)


def loss_of_model():
    return nn.functional.cross_entropy(model(x), y)


def finite_difference_grads(params, eps=1e-6):
    grads = []
    with torch.no_grad():
        for p in params:
            g = torch.zeros_like(p)
            flat, gflat = p.view(-1), g.view(-1)
            for i in range(flat.numel()):
                old = flat[i].item()
                flat[i] = old + eps
                up = loss_of_model().item()
                flat[i] = old - eps
                down = loss_of_model().item()
                flat[i] = old
                gflat[i] = (up - down) / (2 * eps)
            grads.append(g)
    return grads


loss = loss_of_model()
if remedy == "set-loss-requires-grad":
    loss.requires_grad_(True)
loss.backward()

reference = finite_difference_grads(list(head.parameters()))
got = [p.grad for p in head.parameters()]
head_ok = all(g is not None and torch.allclose(g, r, atol=1e-6) for g, r in zip(got, reference))
backbone_untouched = all(p.grad is None for p in backbone.parameters())
ok = head_ok and backbone_untouched
detail = "head gradients match finite differences, backbone stays frozen" if ok else (
    "the head received no gradient" if any(g is None for g in got) else "head gradients wrong or backbone got a gradient"
)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
