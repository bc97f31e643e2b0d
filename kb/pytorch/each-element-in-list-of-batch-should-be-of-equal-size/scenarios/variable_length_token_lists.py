"""Cause variable-length-list-field: a text dataset returns its token ids as a plain Python
list, and the length differs from sample to sample. default_collate collates a list field
by transposing it position by position, which needs every list in the batch to have the
same length.

Check: a masked mean-pooling classifier is run on every batch; the per-sample outputs must
equal those computed one sample at a time on the unpadded token ids.
"""
import argparse
import json

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset
from torch.utils.data import default_collate

REMEDIES = ("pad-in-collate-fn", "keep-lists-in-collate", "batch-size-one", "tensor-in-getitem")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

PAD = 0
g = torch.Generator().manual_seed(0)
LENGTHS = torch.randint(3, 12, (24,), generator=g).tolist()
TOKENS = [torch.randint(1, 50, (n,), generator=g).tolist() for n in LENGTHS]
LABELS = [i % 3 for i in range(24)]


class TextDataset(Dataset):
    def __len__(self):
        return len(TOKENS)

    def __getitem__(self, i):
        ids = TOKENS[i]
        if remedy == "tensor-in-getitem":
            ids = torch.tensor(ids)
        return {"input_ids": ids, "label": LABELS[i], "index": i}


def pad_collate(batch):
    longest = max(len(s["input_ids"]) for s in batch)
    ids = torch.full((len(batch), longest), PAD, dtype=torch.long)
    mask = torch.zeros((len(batch), longest), dtype=torch.bool)
    for row, s in enumerate(batch):
        ids[row, : len(s["input_ids"])] = torch.as_tensor(s["input_ids"])
        mask[row, : len(s["input_ids"])] = True
    return {
        "input_ids": ids,
        "attention_mask": mask,
        "label": torch.tensor([s["label"] for s in batch]),
        "index": torch.tensor([s["index"] for s in batch]),
    }


def list_collate(batch):
    out = default_collate([{k: v for k, v in s.items() if k != "input_ids"} for s in batch])
    out["input_ids"] = [s["input_ids"] for s in batch]  # one list per sample
    return out


torch.manual_seed(0)
emb, head = nn.Embedding(50, 8, padding_idx=PAD), nn.Linear(8, 3)


def classify(ids, mask):
    e = emb(ids) * mask.unsqueeze(-1)
    return head(e.sum(1) / mask.sum(1, keepdim=True))


if remedy == "pad-in-collate-fn":
    loader = DataLoader(TextDataset(), batch_size=4, collate_fn=pad_collate)
elif remedy == "keep-lists-in-collate":
    loader = DataLoader(TextDataset(), batch_size=4, collate_fn=list_collate)
elif remedy == "batch-size-one":
    loader = DataLoader(TextDataset(), batch_size=1)
else:
    loader = DataLoader(TextDataset(), batch_size=4)

outputs = {}
with torch.no_grad():
    for batch in loader:
        if remedy == "pad-in-collate-fn":
            logits = classify(batch["input_ids"], batch["attention_mask"])
            rows = zip(batch["index"].tolist(), logits)
        elif remedy == "keep-lists-in-collate":
            rows = []
            for i, ids in zip(batch["index"].tolist(), batch["input_ids"]):
                t = torch.tensor([ids])
                rows.append((i, classify(t, torch.ones_like(t, dtype=torch.bool))[0]))
        else:  # batch_size=1: default_collate turns the list into a list of 1-element tensors
            ids = torch.stack(batch["input_ids"], dim=1) if isinstance(batch["input_ids"], list) else batch["input_ids"]
            rows = zip(batch["index"].tolist(), classify(ids, torch.ones_like(ids, dtype=torch.bool)))
        for i, out in rows:
            outputs[i] = out

    ok = sorted(outputs) == list(range(len(TOKENS)))
    for i, ids in enumerate(TOKENS):
        t = torch.tensor([ids])
        ok = ok and torch.allclose(outputs[i], classify(t, torch.ones_like(t, dtype=torch.bool))[0], atol=1e-6)
detail = "every sample's output equals the unpadded one-by-one reference" if ok else "batched outputs differ from the reference"
if remedy == "batch-size-one":
    detail += " (weaker goal: batch_size=1, one sample per step instead of batches of 4)"
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
