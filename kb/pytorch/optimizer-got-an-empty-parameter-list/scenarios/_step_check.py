"""Shared helper: the reference for one SGD step, computed by hand."""
import torch


def expected_after_step(model, loss_fn, lr, trainable):
    """Return {name: value} after one plain SGD step on the parameters named in `trainable`
    (w - lr * grad, with the gradient from torch.autograd.grad), the others unchanged."""
    named = dict(model.named_parameters())
    names = [n for n in named if n in trainable]
    grads = torch.autograd.grad(loss_fn(), [named[n] for n in names])
    out = {n: p.detach().clone() for n, p in named.items()}
    for n, g in zip(names, grads):
        out[n] = named[n].detach() - lr * g
    return out


def matches(model, expected):
    return all(torch.allclose(p.detach(), expected[n], rtol=0, atol=1e-7) for n, p in model.named_parameters())
