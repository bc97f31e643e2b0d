"""Cause mixed-operands: a hand-written batched product mixes a float32 tensor with a
float64 one built from Python/NumPy data (torch.bmm: "expected scalar type Float but
found Double").

The check compares the product with an explicit float64 loop.
"""
import argparse
import json

import torch

REMEDIES = ("cast-input-to-model-dtype",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
queries = torch.randn(2, 3, 4)  # float32, from the model
keys = torch.randn(2, 5, 4, dtype=torch.float64)  # float64, from preprocessing

k = keys.to(queries.dtype) if remedy == "cast-input-to-model-dtype" else keys
scores = torch.bmm(queries, k.transpose(1, 2))

ref = torch.empty(2, 3, 5, dtype=torch.float64)
for b in range(2):
    for i in range(3):
        for j in range(5):
            ref[b, i, j] = sum(float(queries[b, i, d]) * float(keys[b, j, d]) for d in range(4))
ok = torch.allclose(scores.double(), ref, atol=1e-5)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "matches the float64 loop" if ok else "product differs"}))
