"""Cause malformed-sample-in-fixed-length-field: every pose annotation should hold 17
keypoints as a flat list of 34 numbers, but one annotation row lost a keypoint while it was
converted (32 numbers). The field is meant to be fixed-length; the batch that contains the
broken row fails in default_collate.

Check: the mean keypoint position over the whole epoch must equal the one computed from the
valid annotations only (the broken row cannot be used for training), and every batch tensor
must have 34 columns.
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("validate-and-drop-bad-samples", "pad-malformed-sample")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

N_KP = 17
g = torch.Generator().manual_seed(0)
ANNOTATIONS = [(torch.rand(2 * N_KP, generator=g) * 100).tolist() for _ in range(40)]
BAD = 13
ANNOTATIONS[BAD] = ANNOTATIONS[BAD][:-2]  # one keypoint lost during conversion


class PoseDataset(Dataset):
    def __init__(self, rows):
        self.rows = rows

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        return {"keypoints": self.rows[i], "index": i}


def pad_collate(batch):
    width = max(len(s["keypoints"]) for s in batch)
    kp = torch.zeros(len(batch), width)
    for r, s in enumerate(batch):
        kp[r, : len(s["keypoints"])] = torch.tensor(s["keypoints"])
    return {"keypoints": kp, "index": torch.tensor([s["index"] for s in batch])}


rows = ANNOTATIONS
collate = None
if remedy == "validate-and-drop-bad-samples":
    bad = [i for i, r in enumerate(rows) if len(r) != 2 * N_KP]
    print(f"dropping malformed annotations {bad}")
    rows = [r for r in rows if len(r) == 2 * N_KP]
elif remedy == "pad-malformed-sample":
    collate = pad_collate

loader = DataLoader(PoseDataset(rows), batch_size=8, collate_fn=collate)
total, count, widths = torch.zeros(2 * N_KP), 0, set()
for batch in loader:
    kp = batch["keypoints"]
    if isinstance(kp, list):  # default_collate of a list field: one tensor per position
        kp = torch.stack(kp, dim=1)
    widths.add(kp.shape[1])
    total += kp.double().sum(0).float()
    count += kp.shape[0]

valid = torch.tensor([r for r in ANNOTATIONS if len(r) == 2 * N_KP])
ok = widths == {2 * N_KP} and count == len(valid) and torch.allclose(total / count, valid.mean(0), atol=1e-3)
detail = "epoch statistics equal those of the valid annotations" if ok else f"epoch used {count} samples, widths {sorted(widths)}; the malformed row went into training"
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
