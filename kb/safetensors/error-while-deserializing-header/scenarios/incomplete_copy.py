"""A weights file whose copy or download stopped early.

The model folder is copied to a second disk (think rsync to a cluster, or a download
that was interrupted and resumed badly); the copy of model.safetensors ends before the
last tensor's bytes. The header is intact, so safetensors sees a header that describes
more bytes than the file holds: MetadataIncompleteBuffer (safetensors < 0.6) or
"incomplete metadata, file not fully covered" (0.6 and later).

Remedies:
  recopy-and-verify-checksum    copy the file again from the source and compare its
                                sha256 with the source's before loading (with the hub,
                                hf_hub_download(..., force_download=True) does the same
                                from the server's hash)
  change-safetensors-version    run the same load again unchanged: the lab runs it with
                                each environment's safetensors release (dead end)

Check: the loaded weights equal the saved model's tensors.

Usage: python incomplete_copy.py [--remedy ID]
"""

import hashlib
import os
import shutil

from _common import check, parse_remedy, same_weights, tiny_bert, workdir

REMEDIES = ("recopy-and-verify-checksum", "change-safetensors-version")


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def main():
    remedy = parse_remedy(REMEDIES)
    source = workdir("models-src")
    reference = tiny_bert(source)
    target = workdir("models-copy")
    for name in os.listdir(source):
        shutil.copyfile(os.path.join(source, name), os.path.join(target, name))
    weights = os.path.join(target, "model.safetensors")
    data = open(os.path.join(source, "model.safetensors"), "rb").read()
    with open(weights, "wb") as f:  # the copy stopped 512 bytes before the end
        f.write(data[: len(data) - 512])

    if remedy == "recopy-and-verify-checksum":
        shutil.copyfile(os.path.join(source, "model.safetensors"), weights)
        if sha256(weights) != sha256(os.path.join(source, "model.safetensors")):
            raise SystemExit("checksum still differs")
    from transformers import BertModel

    model = BertModel.from_pretrained(target)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
