"""Color-coded segmentation masks [N, H, W, 3] (an RGB PNG per image) fed to CrossEntropyLoss.

Each class is stored as a color of a palette. The loss needs class indices [N, H, W].

Reference: the true class map (used to paint the colors) is known; the converted
target must equal it exactly, and the loss must equal the manual cross-entropy on it.

Usage: python rgb_color_mask.py [--remedy ID]
"""

import torch
from torch import nn

from _common import manual_ce, parse_remedy, report

REMEDIES = ("colors-to-class-indices", "take-one-color-channel")
PALETTE = torch.tensor([[0, 0, 0], [128, 0, 0], [0, 128, 0], [128, 128, 0]], dtype=torch.uint8)


def colors_to_index(rgb):
    """[N, H, W, 3] uint8 -> [N, H, W] int64 via exact palette match."""
    match = (rgb[..., None, :] == PALETTE).all(dim=-1)  # [N, H, W, K]
    assert bool(match.any(dim=-1).all()), "every pixel has a palette color"
    return match.int().argmax(dim=-1)


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    classes = torch.randint(0, 4, (2, 8, 8))
    rgb = PALETTE[classes]  # [N, H, W, 3], as read from the PNG files
    logits = nn.Conv2d(3, 4, 3, padding=1)(torch.randn(2, 3, 8, 8))
    if remedy == "colors-to-class-indices":
        target = colors_to_index(rgb)
    elif remedy == "take-one-color-channel":
        target = (rgb[..., 0] > 0).long()  # red channel only: classes 1 and 3 both look "red"
    else:
        target = rgb.long()
    loss = nn.CrossEntropyLoss()(logits, target)
    same = bool((target == classes).all())
    ok = same and torch.allclose(loss, manual_ce(logits, classes))
    report(ok, f"target equals the true class map: {same}; {(target != classes).float().mean().item():.0%} pixels differ")


if __name__ == "__main__":
    main()
