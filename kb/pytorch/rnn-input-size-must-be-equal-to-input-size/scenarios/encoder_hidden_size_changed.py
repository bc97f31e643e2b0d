"""A BiLSTM-style head sized for a 1024-wide encoder (a "large" checkpoint) fed the 768-wide features of a "base" encoder.

Intended semantics: the LSTM reads every 768-dimensional token feature the encoder produces.

Reference: the LSTM equations evaluated step by step in float64 from the LSTM's weights
(_lstm_reference.py) over the same features; outputs must match to 1e-5.

Usage: python encoder_hidden_size_changed.py [--remedy ID]
"""

import argparse
import json
import sys

import torch
from torch import nn

from _lstm_reference import lstm_by_hand

REMEDIES = ("input-size-from-encoder",)
CONFIG_INPUT_SIZE = 1024      # written for the large encoder
ENCODER_HIDDEN = 768          # the base encoder actually loaded


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


class Encoder(nn.Module):
    hidden_size = ENCODER_HIDDEN

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, ENCODER_HIDDEN)

    def forward(self, ids):
        return self.emb(ids)


def main():
    remedy = parse_remedy()
    torch.manual_seed(0)
    encoder = Encoder()
    input_size = encoder.hidden_size if remedy == "input-size-from-encoder" else CONFIG_INPUT_SIZE
    lstm = nn.LSTM(input_size, 32, batch_first=True)
    ids = torch.randint(0, 100, (2, 7))
    with torch.no_grad():
        feats = encoder(ids)
        out, _ = lstm(feats)
        ref = lstm_by_hand(lstm, feats)
    ok = torch.allclose(out.double(), ref, atol=1e-5)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"LSTM input_size {lstm.input_size} on {feats.shape[-1]}-wide features; equal to the step-by-step reference: {ok}"}))


if __name__ == "__main__":
    main()
