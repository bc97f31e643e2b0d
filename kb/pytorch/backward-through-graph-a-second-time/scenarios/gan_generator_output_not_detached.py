"""A small GAN step (DCGAN-tutorial order) where the generator's output is not detached.

Each iteration: ``fake = G(z)``; the discriminator is updated on real and fake
samples; then the generator is updated through ``D(fake)``. The discriminator loss
is backpropagated through ``fake`` into G's graph, freeing it, so the generator's
backward finds G's saved tensors gone.

Intended semantics: the D step must not touch G (G is a constant input for D), and
the G step differentiates ``bce(D(G(z)), 1)`` with the freshly updated D.

Reference: the same run where the D step uses a sample produced under
``torch.no_grad()`` and the G step runs a new ``G(z)`` forward; final parameters of
both networks are compared with ``torch.allclose``.

Usage: python gan_generator_output_not_detached.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

REMEDIES = ("detach-fake-for-discriminator", "retain-graph-everywhere", "data-instead-of-detach")
STEPS, BATCH, Z, DIM = 10, 16, 4, 2


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def setup():
    torch.manual_seed(0)
    netG = nn.Sequential(nn.Linear(Z, 16), nn.ReLU(), nn.Linear(16, DIM))
    netD = nn.Sequential(nn.Linear(DIM, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
    real = torch.randn(STEPS, BATCH, DIM) * 0.5 + 2.0
    noise = torch.randn(STEPS, BATCH, Z)
    optD = torch.optim.SGD(netD.parameters(), lr=0.05)
    optG = torch.optim.SGD(netG.parameters(), lr=0.05)
    return netG, netD, real, noise, optD, optG


bce = nn.BCEWithLogitsLoss()
ones, zeros = torch.ones(BATCH, 1), torch.zeros(BATCH, 1)


def reference():
    netG, netD, real, noise, optD, optG = setup()
    for i in range(STEPS):
        with torch.no_grad():
            sample = netG(noise[i])
        netD.zero_grad()
        (bce(netD(real[i]), ones) + bce(netD(sample), zeros)).backward()
        optD.step()
        netG.zero_grad()
        bce(netD(netG(noise[i])), ones).backward()
        optG.step()
    return [*netG.parameters(), *netD.parameters()]


def main():
    remedy = parse_remedy()
    netG, netD, real, noise, optD, optG = setup()
    for i in range(STEPS):
        fake = netG(noise[i])
        # (1) discriminator step
        netD.zero_grad()
        if remedy == "detach-fake-for-discriminator":
            d_fake = netD(fake.detach())
        elif remedy == "data-instead-of-detach":
            d_fake = netD(fake.data)
        else:
            d_fake = netD(fake)
        errD = bce(netD(real[i]), ones) + bce(d_fake, zeros)
        errD.backward(retain_graph=remedy == "retain-graph-everywhere")
        optD.step()
        # (2) generator step
        netG.zero_grad()
        errG = bce(netD(fake), ones)
        errG.backward(retain_graph=remedy == "retain-graph-everywhere")  # G's graph was freed by errD.backward()
        optG.step()

    ref = reference()
    params = [*netG.parameters(), *netD.parameters()]
    worst = max((p - r).abs().max().item() for p, r in zip(params, ref))
    ok = all(torch.allclose(p, r, atol=1e-6, rtol=1e-5) for p, r in zip(params, ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"max |param - reference| = {worst:.3g}"}))


if __name__ == "__main__":
    main()
