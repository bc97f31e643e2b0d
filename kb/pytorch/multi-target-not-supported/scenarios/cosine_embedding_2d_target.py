"""F.cosine_embedding_loss with a target of shape [N, 1] (1 = similar pair, -1 = dissimilar).

Pair losses (cosine_embedding_loss, margin_ranking_loss, hinge_embedding_loss) want a
1D target with one entry per pair.

Reference: the loss equals the formula from the docs computed by hand: mean over
pairs of (1 - cos) for y = 1 and max(0, cos - margin) for y = -1.

Usage: python cosine_embedding_2d_target.py [--remedy ID]
"""

import torch
from torch.nn import functional as F

from _common import parse_remedy, report

REMEDIES = ("flatten-target-to-1d",)


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    a, b = torch.randn(6, 8), torch.randn(6, 8)
    y = torch.tensor([[1.0], [-1.0], [1.0], [1.0], [-1.0], [-1.0]])  # [N, 1]
    target = y.view(-1) if remedy == "flatten-target-to-1d" else y
    loss = F.cosine_embedding_loss(a, b, target, margin=0.1)
    cos = F.cosine_similarity(a, b, dim=1)
    yy = y.view(-1)
    ref = torch.where(yy > 0, 1 - cos, (cos - 0.1).clamp_min(0)).mean()
    report(torch.allclose(loss, ref), f"loss {loss.item():.6f}, manual {ref.item():.6f}")


if __name__ == "__main__":
    main()
