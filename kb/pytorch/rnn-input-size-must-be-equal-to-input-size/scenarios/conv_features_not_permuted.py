"""CRNN: Conv1d features of shape (B, C, T) fed to an LSTM(input_size=C, batch_first=True) without moving C last.

Intended semantics: the LSTM reads the T time steps of C features each (sequences of 50 and of
64 steps, as the audio clips have different lengths).

Reference: the LSTM equations evaluated step by step in float64 from the LSTM's weights over
the (B, T, C) features (_lstm_reference.py); outputs must match to 1e-5 for both lengths.

Usage: python conv_features_not_permuted.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

from _lstm_reference import lstm_by_hand

REMEDIES = ("permute-to-batch-time-feature", "set-input-size-to-length")
C, H = 16, 12


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    conv = nn.Conv1d(1, C, 5, padding=2)
    first_len = 50
    lstm = nn.LSTM(first_len if remedy == "set-input-size-to-length" else C, H, batch_first=True)
    ok, details = True, []
    with torch.no_grad():
        for length in (first_len, 64):
            wave = torch.randn(3, 1, length)
            feat = conv(wave)                                  # (B, C, T)
            ref_lstm = lstm if lstm.input_size == C else nn.LSTM(C, H, batch_first=True)
            ref = lstm_by_hand(ref_lstm, feat.permute(0, 2, 1))
            try:
                if remedy == "permute-to-batch-time-feature":
                    out, _ = lstm(feat.permute(0, 2, 1))       # (B, T, C)
                else:
                    out, _ = lstm(feat)                        # (B, C, T): T taken as features
            except RuntimeError as e:
                if length == first_len:
                    raise
                ok = False
                details.append(f"T={length}: {str(e).splitlines()[0]}")
                continue
            good = out.shape == ref.shape and torch.allclose(out.double(), ref, atol=1e-5)
            ok = ok and good
            details.append(f"T={length}: output {tuple(out.shape)}, equal to the step-by-step reference over (B, T, C): {good}")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "; ".join(details)}))


if __name__ == "__main__":
    main()
