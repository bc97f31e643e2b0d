"""Cause sequence-target-not-flattened: a language model flattens logits
[B, T, V] to [B*T, V] for cross_entropy but leaves the targets [B, T].

The check: the loss equals the mean token-level cross-entropy computed by a loop.
"""
import argparse
import json

import torch
import torch.nn.functional as F

REMEDIES = ("flatten-both",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
B, T, V = 2, 5, 7
logits = torch.randn(B, T, V)
tokens = torch.randint(0, V, (B, T))

flat_logits = logits.view(-1, V)  # [B*T, V]
targets = tokens
if remedy == "flatten-both":
    targets = tokens.reshape(-1)
loss = F.cross_entropy(flat_logits, targets)

ref = sum(-torch.log_softmax(logits[b, t], 0)[tokens[b, t]] for b in range(B) for t in range(T)) / (B * T)
ok = torch.allclose(loss, ref, atol=1e-5)
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "loss matches the token-level loop" if ok else "loss covers the wrong tokens"}))
