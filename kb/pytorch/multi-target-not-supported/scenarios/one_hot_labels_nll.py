"""One-hot integer labels [N, C] (Keras-style to_categorical) passed to nn.NLLLoss.

NLLLoss takes class indices of shape [N]; it has no class-probability mode.

Reference: the loss equals the hand-computed mean of -log_prob at the true class.

Usage: python one_hot_labels_nll.py [--remedy ID]
"""

import torch
from torch import nn

from _common import parse_remedy, report

REMEDIES = ("one-hot-to-indices",)


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    classes = torch.randint(0, 4, (8,))
    one_hot = torch.eye(4, dtype=torch.long)[classes]  # [N, C]
    model = nn.Sequential(nn.Linear(6, 4), nn.LogSoftmax(dim=1))
    logp = model(torch.randn(8, 6))
    target = one_hot.argmax(dim=1) if remedy == "one-hot-to-indices" else one_hot
    loss = nn.NLLLoss()(logp, target)
    ref = -logp[torch.arange(8), classes].mean()
    report(torch.allclose(loss, ref), f"loss {loss.item():.6f}, manual {ref.item():.6f}")


if __name__ == "__main__":
    main()
