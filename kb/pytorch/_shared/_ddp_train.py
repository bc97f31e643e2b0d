"""Shared by this entry's scenarios: train a model with DDP on 2 gloo ranks and compare the
final weights with a single-process reference trained on the same data.

Each rank gets its own batch of BATCH samples per step; DDP averages the gradients, which
for a mean loss and equal batch sizes equals the gradient of the mean loss over both
ranks' samples. The reference trains one unwrapped copy of the model on the two batches
concatenated, with the same loss function and schedule, in plain PyTorch.
"""

import json
import os
import tempfile

import torch
import torch.distributed as dist
from torch import nn

from _dist import free_port, init, spawn

STEPS = 4
BATCH = 8
LR = 0.1


def data(step: int, rank: int):
    g = torch.Generator().manual_seed(1000 * step + rank)
    return torch.randn(BATCH, 4, generator=g), torch.randn(BATCH, 1, generator=g)


def _worker(rank, port, out, make_model, loss_fn, ddp_kwargs, prepare):
    init(rank, port)
    torch.manual_seed(0)
    model = make_model()
    if prepare is not None:
        prepare(model)
    ddp = nn.parallel.DistributedDataParallel(model, **ddp_kwargs)
    opt = torch.optim.SGD([p for p in ddp.parameters() if p.requires_grad], lr=LR)
    for step in range(STEPS):
        x, y = data(step, rank)
        loss = loss_fn(ddp(x, step), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    if rank == 0:
        torch.save(model.state_dict(), os.path.join(out, "ddp.pt"))
    dist.barrier()
    dist.destroy_process_group()


def run_and_check(make_model, loss_fn, ddp_kwargs=None, prepare=None, note=""):
    out = tempfile.mkdtemp(prefix="ddp-")
    spawn(_worker, free_port(), out, make_model, loss_fn, ddp_kwargs or {}, prepare)
    got = torch.load(os.path.join(out, "ddp.pt"))

    torch.manual_seed(0)
    ref = make_model()
    if prepare is not None:
        prepare(ref)
    opt = torch.optim.SGD([p for p in ref.parameters() if p.requires_grad], lr=LR)
    for step in range(STEPS):
        xs, ys = zip(*(data(step, r) for r in range(2)))
        loss = loss_fn(ref(torch.cat(xs), step), torch.cat(ys))
        opt.zero_grad()
        loss.backward()
        opt.step()
    worst = max((got[k] - v).abs().max().item() for k, v in ref.state_dict().items())
    ok = worst < 1e-5
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"{note}max |DDP weight - single-process reference| = {worst:.3g}"}))
