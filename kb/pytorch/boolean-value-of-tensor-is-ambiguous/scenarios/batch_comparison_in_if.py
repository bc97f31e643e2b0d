"""Cause batch-comparison-in-if: an evaluation loop counts correct predictions with
`correct += 1 if preds == labels else 0`, where both are tensors of a whole batch.

The check compares the accuracy with one counted in plain Python over the lists
of predicted and true labels.
"""
import argparse
import json

import torch

REMEDIES = ("sum-elementwise-matches", "any-or-all-reduction")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
batches = [(torch.randn(8, 4), torch.randint(0, 4, (8,))) for _ in range(5)]
correct = total = 0
for logits, labels in batches:
    preds = logits.argmax(dim=1)
    if remedy == "sum-elementwise-matches":
        correct += (preds == labels).sum().item()
    elif remedy == "any-or-all-reduction":
        correct += len(labels) if (preds == labels).any() else 0  # "the batch matched"
    else:
        correct += len(labels) if preds == labels else 0
    total += len(labels)

ref_correct = sum(int(p == t) for logits, labels in batches
                  for p, t in zip(logits.argmax(dim=1).tolist(), labels.tolist()))
ok = correct == ref_correct and total == 40
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"accuracy {correct}/{total}, reference {ref_correct}/40"}))
