"""Cause images-different-sizes: an image folder holds pictures of different
resolutions and no transform brings them to one size. Two worker processes are
used, as in most training scripts: there the default collate first fails to grow
a shared-memory batch ("Trying to resize storage that is not resizable") when the
first image of a batch is the largest.

The check compares every batch, in order, with each image resized by an explicit
float64 bilinear formula (half-pixel centres, as F.interpolate with
align_corners=False), written out independently of the transform the loader uses.
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


def bilinear_reference(img, size):
    """Bilinear resize written out: output pixel centre (i + 0.5) * scale - 0.5 in the source."""
    c, h, w = img.shape
    src = img.double()

    def axis(n_out, n_in):
        pos = ((torch.arange(n_out, dtype=torch.float64) + 0.5) * (n_in / n_out) - 0.5).clamp(min=0)
        lo = pos.floor().long().clamp(max=n_in - 1)
        hi = (lo + 1).clamp(max=n_in - 1)
        return lo, hi, pos - lo

    y0, y1, wy = axis(size, h)
    x0, x1, wx = axis(size, w)
    top = src[:, y0][:, :, x0] * (1 - wx) + src[:, y0][:, :, x1] * wx
    bottom = src[:, y1][:, :, x0] * (1 - wx) + src[:, y1][:, :, x1] * wx
    return top * (1 - wy)[:, None] + bottom * wy[:, None]


def main():
    ds = Folder(transform=resize if remedy == "resize-in-transform" else None)
    got = torch.cat(list(DataLoader(ds, batch_size=2, num_workers=2)))
    reference = torch.stack([bilinear_reference(img, SIZE) for img in images])
    ok = got.shape == reference.shape and torch.allclose(got.double(), reference, atol=1e-5)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "every batch matches the explicit bilinear resize of its images, in order" if ok else "batches differ from the explicit bilinear resize"}))


if __name__ == "__main__":
    main()
