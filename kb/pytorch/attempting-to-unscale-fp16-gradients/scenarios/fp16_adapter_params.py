"""Adapter fine-tuning: a frozen float16 base layer plus a low-rank adapter created in float16.

The base model was loaded in float16 to save memory; the adapter (A, B) was created
from the same dtype, so the only trainable parameters are float16 and GradScaler
refuses to unscale their gradients. Runs under CPU autocast with float16.

Reference: the same adapter trained for 100 SGD steps in float32 on the same base
weights. The trained adapter must be within 10% of the distance the reference moved.

Usage: python fp16_adapter_params.py [--remedy ID]
"""

import torch
from torch import nn

from _common import compare, parse_remedy

REMEDIES = ("upcast-trainable-params", "disable-grad-scaler")
STEPS, LR = 100, 1e-5


class Adapted(nn.Module):
    def __init__(self, base_weight, a, b):
        super().__init__()
        self.base = nn.Linear(16, 4, bias=False)
        self.base.weight = nn.Parameter(base_weight.clone(), requires_grad=False)
        self.A = nn.Parameter(a.clone())
        self.B = nn.Parameter(b.clone())

    def forward(self, x):
        return self.base(x) + (x @ self.A.t()) @ self.B.t()


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    X = torch.randn(64, 16)
    y = X @ torch.randn(16, 4)
    w16 = torch.randn(4, 16).half()
    a16 = torch.randn(2, 16).half()
    b16 = torch.randn(4, 2).half()

    model = Adapted(w16, a16, b16)  # everything float16, as loaded
    if remedy == "upcast-trainable-params":
        for p in model.parameters():
            if p.requires_grad:
                p.data = p.data.float()
    opt = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=LR)
    scaler = torch.amp.GradScaler("cpu", enabled=remedy != "disable-grad-scaler")
    for _ in range(STEPS):
        opt.zero_grad()
        with torch.autocast("cpu", dtype=torch.float16):
            out = model(X)
        loss = ((out.float() - y) ** 2).mean()
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()

    ref = Adapted(w16.float(), a16.float(), b16.float())
    ropt = torch.optim.SGD([ref.A, ref.B], lr=LR)
    for _ in range(STEPS):
        ropt.zero_grad()
        ((ref(X) - y) ** 2).mean().backward()
        ropt.step()
    got = torch.cat([model.A.detach().float().flatten(), model.B.detach().float().flatten()])
    want = torch.cat([ref.A.detach().flatten(), ref.B.detach().flatten()])
    start = torch.cat([a16.float().flatten(), b16.float().flatten()])
    compare(got, want, start, "adapter after 100 steps")


if __name__ == "__main__":
    main()
