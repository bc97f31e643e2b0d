"""Cause sequence-longer-than-positions: a transformer-style encoder adds a learned
position embedding with MAX_POSITIONS rows (512 in BERT-size models, 16 here) and is fed
a sequence of 20 tokens, so the position ids 16..19 fall outside the table.

The check compares the encoder's output with the same computation written out by hand
on the first MAX_POSITIONS tokens (for the workaround, the tokens past the limit are
dropped on purpose, and the detail says so).
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("truncate-to-max-positions",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

MAX_POSITIONS = 16


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.tokens = nn.Embedding(100, 8)
        self.positions = nn.Embedding(MAX_POSITIONS, 8)

    def forward(self, ids):
        pos = torch.arange(ids.shape[1]).unsqueeze(0)
        return self.tokens(ids) + self.positions(pos)


torch.manual_seed(0)
model = Encoder()
ids = torch.randint(0, 100, (2, 20))  # a tokenizer called without truncation
if remedy == "truncate-to-max-positions":
    ids = ids[:, :MAX_POSITIONS]  # tokenizer(..., truncation=True, max_length=MAX_POSITIONS)
out = model(ids)

n = ids.shape[1]
ref = model.tokens.weight[ids] + model.positions.weight[:n].unsqueeze(0)
ok = n <= MAX_POSITIONS and torch.equal(out, ref)
detail = (f"output matches the hand computation on the first {n} of 20 tokens (4 tokens dropped on purpose)"
          if ok else "output differs")
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
