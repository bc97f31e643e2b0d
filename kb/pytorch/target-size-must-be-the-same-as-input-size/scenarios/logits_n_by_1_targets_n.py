"""Binary classifier with one output unit: logits of shape (N, 1), labels of shape (N,), nn.BCEWithLogitsLoss.

Intended semantics and reference: see _bce_common.py (hand-computed binary cross-entropy).

Usage: python logits_n_by_1_targets_n.py [--remedy ID]
"""

from _bce_common import main

if __name__ == "__main__":
    main(use_bce=False)
