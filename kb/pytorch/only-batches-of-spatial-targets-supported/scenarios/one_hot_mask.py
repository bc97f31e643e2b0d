"""One-hot encoded masks [N, H, W, C] (int64, straight from F.one_hot) used as the target.

CrossEntropyLoss reads a target whose shape differs from the logits as class indices
and expects [N, H, W]. (A one-hot target with exactly the logits' shape [N, C, H, W]
is read as class probabilities instead, and an int64 one fails with "Expected floating
point type for target with class probabilities, got Long".)

Reference: the loss must equal the manual cross-entropy on the original class map.

Usage: python one_hot_mask.py [--remedy ID]
"""

import torch
from torch import nn
from torch.nn import functional as F

from _common import manual_ce, parse_remedy, report

REMEDIES = ("argmax-one-hot-or-use-probabilities",)


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    classes = torch.randint(0, 4, (2, 8, 8))
    one_hot = F.one_hot(classes, 4)  # [N, H, W, C] int64
    logits = nn.Conv2d(3, 4, 3, padding=1)(torch.randn(2, 3, 8, 8))
    crit = nn.CrossEntropyLoss()
    if remedy == "argmax-one-hot-or-use-probabilities":
        loss_idx = crit(logits, one_hot.argmax(dim=-1))
        loss_prob = crit(logits, one_hot.permute(0, 3, 1, 2).float())  # class probabilities, shaped like the logits
        ref = manual_ce(logits, classes)
        ok = torch.allclose(loss_idx, ref) and torch.allclose(loss_prob, ref)
        report(ok, f"argmax target {loss_idx.item():.6f}, probability target {loss_prob.item():.6f}, manual {ref.item():.6f}")
        return
    crit(logits, one_hot)


if __name__ == "__main__":
    main()
