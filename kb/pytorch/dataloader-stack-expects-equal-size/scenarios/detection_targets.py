"""Cause variable-count-targets: an object-detection dataset returns, per image,
a box tensor with one row per object; images have different numbers of objects,
so the default collate cannot stack the targets.

The check compares the boxes delivered per image with the dataset's boxes.
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("collate-targets-as-list", "pad-without-mask")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
samples = [(torch.rand(3, 16, 16), torch.rand(n, 4)) for n in (2, 1, 3, 2)]


class Detection(Dataset):
    def __len__(self):
        return len(samples)

    def __getitem__(self, i):
        return samples[i]


def detection_collate(batch):  # images have one size: stack them; targets stay a list
    images, boxes = zip(*batch)
    return torch.stack(images), list(boxes)


def pad_boxes_collate(batch):
    images, boxes = zip(*batch)
    return torch.stack(images), torch.nn.utils.rnn.pad_sequence(list(boxes), batch_first=True)


collate = {"collate-targets-as-list": detection_collate, "pad-without-mask": pad_boxes_collate}.get(remedy)
delivered = []
for images, boxes in DataLoader(Detection(), batch_size=2, collate_fn=collate):
    delivered.extend(boxes)  # a list of per-image tensors, or the rows of a padded tensor
ok = len(delivered) == len(samples) and all(b.shape == s[1].shape and torch.equal(b, s[1]) for b, s in zip(delivered, samples))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "each image gets exactly its own boxes" if ok else "per-image boxes differ: padded rows became extra boxes"}))
