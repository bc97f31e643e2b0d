"""Cause images-different-sizes: an image folder holds pictures of different
resolutions and no transform brings them to one size. Two worker processes are
used, as in most training scripts: there the default collate first fails to grow
a shared-memory batch ("Trying to resize storage that is not resizable") when the
first image of a batch is the largest.

The check compares every batch with the images resized one by one.
"""
import argparse
import json

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset

REMEDIES = ("resize-in-transform",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

SIZE = 32
torch.manual_seed(0)
images = [torch.rand(3, h, w) for h, w in ((40, 40), (32, 32), (36, 30), (48, 40), (32, 32), (28, 28))]


def resize(img):  # what transforms.Resize((SIZE, SIZE)) does, written with torch only
    return F.interpolate(img[None], size=(SIZE, SIZE), mode="bilinear", align_corners=False)[0]


class Folder(Dataset):
    def __init__(self, transform=None):
        self.transform = transform

    def __len__(self):
        return len(images)

    def __getitem__(self, i):
        img = images[i]
        return self.transform(img) if self.transform else img


def main():
    ds = Folder(transform=resize if remedy == "resize-in-transform" else None)
    got = torch.cat(list(DataLoader(ds, batch_size=2, num_workers=2)))
    reference = torch.stack([resize(img) for img in images])
    ok = got.shape == reference.shape and torch.allclose(got, reference)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "batches equal the individually resized images" if ok else "batches differ from the individually resized images"}))


if __name__ == "__main__":
    main()
