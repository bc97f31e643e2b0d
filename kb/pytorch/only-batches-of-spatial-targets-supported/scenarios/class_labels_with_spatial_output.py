"""An image classifier whose head returns a spatial map [N, C, H, W] instead of [N, C].

The convolutional head has no global pooling, so the logits are 4D, and
CrossEntropyLoss treats the call as segmentation: it wants a [N, H, W] target but
gets the class labels [N].

Reference: after the fix the logits are [N, C] and the loss equals the manual
cross-entropy over samples.

Usage: python class_labels_with_spatial_output.py [--remedy ID]
"""

import torch
from torch import nn

from _common import manual_ce, parse_remedy, report

REMEDIES = ("pool-to-class-logits",)


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    layers = [nn.Conv2d(3, 8, 3, padding=1), nn.ReLU(), nn.Conv2d(8, 5, 1)]
    if remedy == "pool-to-class-logits":
        layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten()]
    model = nn.Sequential(*layers)
    x = torch.randn(4, 3, 16, 16)
    y = torch.tensor([0, 3, 1, 4])
    logits = model(x)
    loss = nn.CrossEntropyLoss()(logits, y)
    ok = logits.shape == (4, 5) and torch.allclose(loss, manual_ce(logits, y))
    report(ok, f"logits shape {tuple(logits.shape)}, loss {loss.item():.6f}")


if __name__ == "__main__":
    main()
