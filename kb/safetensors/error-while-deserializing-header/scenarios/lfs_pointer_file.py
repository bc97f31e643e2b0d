"""A model repository cloned with git but without Git LFS: model.safetensors is a pointer file.

The scenario builds the clone as git leaves it when git-lfs is not installed (or
GIT_LFS_SKIP_SMUDGE=1): the weights file holds the three-line LFS pointer text, while
the real object sits in .git/lfs/objects/<oid[0:2]>/<oid[2:4]>/<oid> (present here,
as after a `git lfs fetch`). Loading the folder with from_pretrained fails in
safetensors' header parser, because the first 8 bytes of the text ("version ") are
read as a little-endian header length of about 2**63.

Remedies:
  git-lfs-pull                  replace every pointer by its object, which is what
                                `git lfs pull` (fetch + checkout) does; the lab copies
                                the object from .git/lfs/objects instead of fetching it
  torch-load-instead            load the file with torch.load(path) (dead end)
  change-safetensors-version    run the same load again unchanged: the lab runs it with
                                each environment's safetensors release (dead end)

Check: the loaded weights equal the saved model's tensors, and the object's sha256
equals the oid written in the pointer.

Usage: python lfs_pointer_file.py [--remedy ID]
"""

import hashlib
import os
import shutil

from _common import check, parse_remedy, same_weights, tiny_bert, workdir

REMEDIES = ("git-lfs-pull", "torch-load-instead", "change-safetensors-version")


def make_clone():
    repo = workdir("tiny-bert-clone")
    reference = tiny_bert(repo)
    weights = os.path.join(repo, "model.safetensors")
    data = open(weights, "rb").read()
    oid = hashlib.sha256(data).hexdigest()
    obj_dir = os.path.join(repo, ".git", "lfs", "objects", oid[:2], oid[2:4])
    os.makedirs(obj_dir)
    shutil.move(weights, os.path.join(obj_dir, oid))
    with open(weights, "w") as f:  # what git checks out without the LFS smudge filter
        f.write(f"version https://git-lfs.github.com/spec/v1\noid sha256:{oid}\nsize {len(data)}\n")
    return repo, reference


def lfs_checkout(repo):
    """Replace each LFS pointer in the work tree by its object from .git/lfs/objects."""
    for name in os.listdir(repo):
        path = os.path.join(repo, name)
        if not os.path.isfile(path) or os.path.getsize(path) > 1024:
            continue
        text = open(path, "rb").read().decode("utf-8", "replace")
        if not text.startswith("version https://git-lfs.github.com/spec/"):
            continue
        oid = text.split("oid sha256:", 1)[1].split()[0]
        obj = os.path.join(repo, ".git", "lfs", "objects", oid[:2], oid[2:4], oid)
        shutil.copyfile(obj, path)
        if hashlib.sha256(open(path, "rb").read()).hexdigest() != oid:
            raise SystemExit(f"{name}: object does not match its oid")


def main():
    remedy = parse_remedy(REMEDIES)
    repo, reference = make_clone()
    from transformers import BertModel

    if remedy == "git-lfs-pull":
        lfs_checkout(repo)
    if remedy == "torch-load-instead":
        import torch

        state = torch.load(os.path.join(repo, "model.safetensors"), map_location="cpu", weights_only=True)
        model = BertModel.from_pretrained(repo, state_dict=state)
    else:
        model = BertModel.from_pretrained(repo)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
