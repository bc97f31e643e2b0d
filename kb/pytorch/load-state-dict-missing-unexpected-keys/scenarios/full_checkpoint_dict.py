"""Cause checkpoint-wrapper-dict: the file holds a training checkpoint
({"model_state_dict": ..., "optimizer_state_dict": ..., "epoch": ...}) and the whole
dict is passed to load_state_dict instead of the model's part of it.

The check compares the loaded model's outputs with the trained model's outputs.
"""
import argparse
import io
import json

import torch
import torch.nn as nn

REMEDIES = ("select-nested-state-dict", "strict-false")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
trained = nn.Sequential(nn.Linear(5, 5), nn.ReLU(), nn.Linear(5, 1))
opt = torch.optim.SGD(trained.parameters(), lr=0.1)
x, y = torch.randn(16, 5), torch.randn(16, 1)
for _ in range(3):
    opt.zero_grad()
    nn.functional.mse_loss(trained(x), y).backward()
    opt.step()

buf = io.BytesIO()
torch.save({"epoch": 3, "model_state_dict": trained.state_dict(), "optimizer_state_dict": opt.state_dict()}, buf)
buf.seek(0)
checkpoint = torch.load(buf)

torch.manual_seed(1)
fresh = nn.Sequential(nn.Linear(5, 5), nn.ReLU(), nn.Linear(5, 1))
if remedy == "select-nested-state-dict":
    fresh.load_state_dict(checkpoint["model_state_dict"])
elif remedy == "strict-false":
    fresh.load_state_dict(checkpoint, strict=False)
else:
    fresh.load_state_dict(checkpoint)

ok = torch.allclose(fresh(x), trained(x))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "outputs match the trained model" if ok else "outputs differ from the trained model: weights were not restored"}))
