"""Binary classifier with one output unit: sigmoid probabilities of shape (N, 1), labels of shape (N,), nn.BCELoss.

Intended semantics and reference: see _bce_common.py (hand-computed binary cross-entropy).

Usage: python probabilities_n_by_1_bce_loss.py [--remedy ID]
"""

from _bce_common import main

if __name__ == "__main__":
    main(use_bce=True)
