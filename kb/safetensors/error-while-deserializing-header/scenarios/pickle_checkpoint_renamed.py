"""A checkpoint written with torch.save under a .safetensors name.

A training script saves `model.state_dict()` with torch.save but names the file
`adapter.safetensors` (the extension is only a name); the loading side opens it with
safetensors.torch.load_file. torch.save writes a zip archive, whose first 8 bytes
("PK\\x03\\x04...") read as an enormous header length.

Remedies:
  convert-pickle-to-safetensors  load the file with torch.load(weights_only=True) from an
                                 open file object and write a real safetensors file with
                                 save_file
  change-safetensors-version     run the same load again unchanged: the lab runs it with
                                 each environment's safetensors release (dead end)

Check: the tensors loaded at the end equal the tensors that were saved.

Usage: python pickle_checkpoint_renamed.py [--remedy ID]
"""

import os

import torch
from safetensors.torch import load_file, save_file

from _common import check, parse_remedy, workdir

REMEDIES = ("convert-pickle-to-safetensors", "change-safetensors-version")


def main():
    remedy = parse_remedy(REMEDIES)
    torch.manual_seed(0)
    layer = torch.nn.Linear(8, 4)
    reference = {k: v.clone() for k, v in layer.state_dict().items()}
    path = os.path.join(workdir("ckpt"), "adapter.safetensors")
    torch.save(layer.state_dict(), path)  # a pickle/zip file, whatever its name says

    if remedy == "convert-pickle-to-safetensors":
        # torch 2.13 hands a *path* ending in .safetensors to safetensors.torch.load_file,
        # so the pickle is read through an open file object
        with open(path, "rb") as f:
            state = torch.load(f, map_location="cpu", weights_only=True)
        fixed = path.replace(".safetensors", ".converted.safetensors")
        save_file({k: v.contiguous() for k, v in state.items()}, fixed)
        path = fixed
    loaded = load_file(path)
    ok = loaded.keys() == reference.keys() and all(torch.equal(loaded[k], v) for k, v in reference.items())
    check(ok, f"loaded {sorted(loaded)}; equal to the saved tensors: {ok}")


if __name__ == "__main__":
    main()
