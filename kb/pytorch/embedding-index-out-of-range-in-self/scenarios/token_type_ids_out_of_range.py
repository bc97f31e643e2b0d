"""Cause token-type-ids-out-of-range: a sentence-pair batch carries token_type_ids 0/1
(as a BERT tokenizer produces them) into a model whose segment table has one row
(type_vocab_size=1, as in RoBERTa), so every id 1 is outside the table.

The check compares the model's output with the same computation written out by hand
with every token in segment 0, which is what a one-row segment table was trained with.
"""
import argparse
import json

import torch
import torch.nn as nn

REMEDIES = ("drop-token-type-ids",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


class PairEncoder(nn.Module):
    def __init__(self, type_vocab_size=1):
        super().__init__()
        self.tokens = nn.Embedding(50, 8)
        self.segments = nn.Embedding(type_vocab_size, 8)

    def forward(self, ids, token_type_ids=None):
        if token_type_ids is None:
            token_type_ids = torch.zeros_like(ids)
        return self.tokens(ids) + self.segments(token_type_ids)


torch.manual_seed(0)
model = PairEncoder(type_vocab_size=1)
ids = torch.randint(0, 50, (2, 10))
token_type_ids = torch.cat([torch.zeros(2, 6, dtype=torch.long), torch.ones(2, 4, dtype=torch.long)], dim=1)

if remedy == "drop-token-type-ids":
    out = model(ids)  # do not pass token_type_ids to a model with type_vocab_size=1
else:
    out = model(ids, token_type_ids=token_type_ids)

ref = model.tokens.weight[ids] + model.segments.weight[0]
ok = torch.equal(out, ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "output matches segment-0 computation" if ok else "output differs"}))
