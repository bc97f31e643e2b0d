"""An image dataset whose __getitem__ returns the PIL image itself (no ToTensor in the transform).

Intended semantics: iterate the whole dataset in batches of 4 and compute, per class, the mean pixel
value of every image (scaled to [0, 1]).

Reference: the same per-class means computed directly from the numpy arrays the images were made from.

Usage: python pil_image_without_to_tensor.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np
import torch
from PIL import Image
from torch.utils.data import DataLoader, Dataset
from torchvision import transforms

REMEDIES = ("to-tensor-transform", "collate-first-sample-only", "num-workers-zero")
N, H, W = 10, 8, 6


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def make_arrays():
    rng = np.random.default_rng(0)
    return [rng.integers(0, 256, size=(H, W, 3), dtype=np.uint8) for _ in range(N)], [i % 2 for i in range(N)]


class ImageListDataset(Dataset):
    def __init__(self, arrays, labels, transform=None):
        self.images = [Image.fromarray(a) for a in arrays]  # as if opened with Image.open(path).convert("RGB")
        self.labels = labels
        self.transform = transform

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        img = self.images[i]
        if self.transform is not None:
            img = self.transform(img)
        return img, self.labels[i]


def main():
    remedy = parse_remedy()
    arrays, labels = make_arrays()
    transform = None
    kwargs = {"batch_size": 4, "num_workers": 2}
    if remedy == "to-tensor-transform":
        transform = transforms.ToTensor()  # HWC uint8 PIL image -> CHW float tensor in [0, 1]
    elif remedy == "collate-first-sample-only":
        kwargs["collate_fn"] = lambda batch: batch[0]
        kwargs["num_workers"] = 0  # a lambda cannot be pickled for worker processes
    elif remedy == "num-workers-zero":
        kwargs["num_workers"] = 0
    loader = DataLoader(ImageListDataset(arrays, labels, transform), **kwargs)

    sums, counts = {0: 0.0, 1: 0.0}, {0: 0, 1: 0}
    for images, ys in loader:
        if remedy == "collate-first-sample-only":
            # one (image, label) pair per batch; turn it into a batch of one
            images = transforms.ToTensor()(images).unsqueeze(0)
            ys = torch.tensor([ys])
        for img, y in zip(images, ys.tolist()):
            sums[y] += img.mean().item()
            counts[y] += 1

    ref = {c: float(np.mean([a.astype(np.float64).mean() / 255.0 for a, y in zip(arrays, labels) if y == c]))
           for c in (0, 1)}
    got = {c: sums[c] / counts[c] if counts[c] else float("nan") for c in (0, 1)}
    ok = all(counts[c] == labels.count(c) for c in (0, 1)) and all(abs(got[c] - ref[c]) < 1e-5 for c in (0, 1))
    detail = f"images seen per class {counts} (expected {{0: {labels.count(0)}, 1: {labels.count(1)}}}); " \
             f"class means {got} vs reference {ref}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))


if __name__ == "__main__":
    main()
