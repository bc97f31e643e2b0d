"""Saliency map: the image is normalized with NumPy before the model, so the path to it is cut.

img requires grad; preprocessing goes through img.detach().numpy() and
torch.from_numpy, so the class score depends on the model's weights but not on img.
torch.autograd.grad(score, img) then finds img outside the graph.

Reference: the model is linear (flatten + nn.Linear), so d score / d img is exactly
W[cls] / std, reshaped to the image; compared with torch.allclose.

Usage: python path_cut_by_numpy.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np
import torch
from torch import nn

REMEDIES = ("keep-the-path-differentiable", "allow-unused-as-suggested")
MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32).reshape(1, 3, 1, 1)
STD = np.array([0.229, 0.224, 0.225], dtype=np.float32).reshape(1, 3, 1, 1)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    model = nn.Sequential(nn.Flatten(), nn.Linear(3 * 6 * 6, 4))
    img = torch.rand(1, 3, 6, 6, requires_grad=True)
    cls = 2

    if remedy == "keep-the-path-differentiable":
        x = (img - torch.from_numpy(MEAN)) / torch.from_numpy(STD)
    else:
        x = torch.from_numpy((img.detach().numpy() - MEAN) / STD)
    score = model(x)[0, cls]
    kwargs = {"allow_unused": True} if remedy == "allow-unused-as-suggested" else {}
    (saliency,) = torch.autograd.grad(score, img, **kwargs)
    heat = saliency.abs().amax(dim=1)  # the saliency map people plot

    ref = (model[1].weight[cls].detach().view(1, 3, 6, 6) / torch.from_numpy(STD))
    worst = (saliency - ref).abs().max().item()
    ok = torch.allclose(saliency, ref, atol=1e-6) and torch.allclose(heat, ref.abs().amax(dim=1), atol=1e-6)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"max |saliency - W[cls]/std| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
