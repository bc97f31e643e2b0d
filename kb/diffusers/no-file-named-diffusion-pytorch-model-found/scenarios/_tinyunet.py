"""Helpers shared by this entry's scenarios (not a scenario).

A tiny UNet2DModel built from a config (no download), saved with save_pretrained into a temporary
folder that plays the part of a local model repository, and the check: the model loaded by the
remedy must give exactly the output of the model that was saved, on a fixed input.
"""
import argparse, atexit, json, os, shutil, sys, tempfile

import torch
from diffusers import UNet2DModel


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print("unknown remedy %r; known: %s" % (r, ", ".join(remedies)), file=sys.stderr)
        sys.exit(2)
    return r


def tiny_unet():
    torch.manual_seed(0)
    return UNet2DModel(sample_size=8, in_channels=3, out_channels=3, layers_per_block=1,
                       block_out_channels=(8, 16), norm_num_groups=4,
                       down_block_types=("DownBlock2D", "DownBlock2D"), up_block_types=("UpBlock2D", "UpBlock2D"))


def workdir():
    d = tempfile.mkdtemp(prefix="kf-diffusers-repo-")
    atexit.register(shutil.rmtree, d, True)
    return d


def output(model):
    x = torch.randn(1, 3, 8, 8, generator=torch.Generator().manual_seed(3))
    with torch.no_grad():
        return model(x, torch.tensor([7])).sample


def check(loaded, original, note=""):
    a, b = output(loaded), output(original)
    diff = (a - b).abs().max().item()
    ok = torch.equal(a, b)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "%smax |loaded - saved model| = %.3g" % (note, diff)}))
