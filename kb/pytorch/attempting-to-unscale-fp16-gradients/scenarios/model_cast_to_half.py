"""Mixed-precision training where the model itself was cast with .half() before GradScaler.

GradScaler (torch.amp.GradScaler("cpu"), the same class as on CUDA) refuses to unscale
gradients that are float16, because float16 parameters cannot hold the small updates
that loss scaling exists to protect.

Reference: the same 100 SGD steps in plain float32 (no autocast, no scaler). The
trained weights must be within 10% of the distance the reference weights moved.

Usage: python model_cast_to_half.py [--remedy ID]
"""

import copy

import torch
from torch import nn

from _common import compare, parse_remedy

REMEDIES = ("fp32-master-weights-with-autocast", "disable-grad-scaler")
STEPS, LR = 100, 5e-5


def data():
    torch.manual_seed(0)
    X = torch.randn(64, 8)
    y = X @ torch.randn(8, 1)
    base = nn.Linear(8, 1)
    with torch.no_grad():
        base.weight.mul_(8)
    return X, y, base


def train_fp32(X, y, base):
    m = copy.deepcopy(base)
    opt = torch.optim.SGD(m.parameters(), lr=LR)
    for _ in range(STEPS):
        opt.zero_grad()
        ((m(X) - y) ** 2).mean().backward()
        opt.step()
    return m.weight.detach()


def main():
    remedy = parse_remedy(REMEDIES)
    X, y, base = data()
    model = copy.deepcopy(base)
    if remedy != "fp32-master-weights-with-autocast":
        model = model.half()  # what the training script did
    opt = torch.optim.SGD(model.parameters(), lr=LR)
    scaler = torch.amp.GradScaler("cpu", enabled=remedy != "disable-grad-scaler")
    for _ in range(STEPS):
        opt.zero_grad()
        if remedy == "fp32-master-weights-with-autocast":
            with torch.autocast("cpu", dtype=torch.float16):
                out = model(X)
        else:
            out = model(X.half())
        loss = ((out.float() - y) ** 2).mean()
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
    compare(model.weight.detach().float(), train_fp32(X, y, base), base.weight.detach(), "weights after 100 steps")


if __name__ == "__main__":
    main()
