"""Cause config-mismatch: the model is rebuilt with hyperparameters that differ
from the ones the checkpoint was trained with (hidden size 64 in the checkpoint,
the default 32 in the code that loads it).

The check compares the loaded model's outputs with the trained model's outputs.
"""
import argparse
import io
import json

import torch
import torch.nn as nn

REMEDIES = ("rebuild-from-saved-config", "strict-false", "slice-tensors-to-fit")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy


class Tagger(nn.Module):
    def __init__(self, vocab=50, hidden=32, tags=5):
        super().__init__()
        self.emb = nn.Embedding(vocab, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.out = nn.Linear(hidden, tags)

    def forward(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.out(h)


torch.manual_seed(0)
config = {"vocab": 50, "hidden": 64, "tags": 5}
trained = Tagger(**config)
buf = io.BytesIO()
torch.save({"config": config, "state_dict": trained.state_dict()}, buf)
buf.seek(0)
checkpoint = torch.load(buf)

if remedy == "rebuild-from-saved-config":
    model = Tagger(**checkpoint["config"])
    model.load_state_dict(checkpoint["state_dict"])
else:
    model = Tagger()  # defaults: hidden=32
    state = checkpoint["state_dict"]
    if remedy == "strict-false":
        model.load_state_dict(state, strict=False)
    elif remedy == "slice-tensors-to-fit":
        own = model.state_dict()
        model.load_state_dict({k: v[tuple(slice(0, n) for n in own[k].shape)] for k, v in state.items()})
    else:
        model.load_state_dict(state)

ids = torch.randint(0, 50, (3, 7))
ok = torch.allclose(model(ids), trained(ids), atol=1e-6)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "outputs match the trained model" if ok else "outputs differ from the trained model"}))
