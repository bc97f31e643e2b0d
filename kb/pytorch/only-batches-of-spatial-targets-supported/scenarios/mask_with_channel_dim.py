"""Segmentation masks loaded as [N, 1, H, W] (a channel dimension from ToTensor / PIL 'L').

nn.CrossEntropyLoss wants class indices of shape [N, H, W] for logits [N, C, H, W].
The loader yields 5 masks in batches of 2, so the last batch has one sample.

Reference: the loss of every batch equals the hand-computed mean of -log_softmax at the
mask's class (torch.allclose), and every batch must be processed.

Usage: python mask_with_channel_dim.py [--remedy ID]
"""

import torch
from torch import nn

from _common import manual_ce, parse_remedy, report

REMEDIES = ("squeeze-channel-dim", "squeeze-without-dim")


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    images = torch.randn(5, 3, 8, 8)
    masks = torch.randint(0, 4, (5, 1, 8, 8))  # [N, 1, H, W] class indices
    model = nn.Conv2d(3, 4, 3, padding=1)
    crit = nn.CrossEntropyLoss()
    oks, n = [], 0
    for i in range(0, 5, 2):
        x, m = images[i:i + 2], masks[i:i + 2]
        if remedy == "squeeze-channel-dim":
            m = m.squeeze(1)
        elif remedy == "squeeze-without-dim":
            m = m.squeeze()  # also drops the batch dimension when the batch has one sample
        logits = model(x)
        loss = crit(logits, m)
        oks.append(torch.allclose(loss, manual_ce(logits, masks[i:i + 2, 0])))
        n += 1
    report(all(oks) and n == 3, f"{n} of 3 batches, loss matches the manual cross-entropy in {sum(oks)}")


if __name__ == "__main__":
    main()
