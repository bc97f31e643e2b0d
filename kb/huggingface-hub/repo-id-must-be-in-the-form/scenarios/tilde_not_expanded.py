"""A path that starts with "~", which Python does not expand.

Shells expand "~" to the home folder; Python's open(), os.path.isdir() and from_pretrained
do not. The model is saved to $HOME/models/tiny-bert-ft (HOME is a temporary folder here) and
loaded as "~/models/tiny-bert-ft": os.path.isdir is false, so transformers treats the string
as a repo id and huggingface_hub's validator rejects it. HF_ENDPOINT points at a refused
loopback port, but no request is sent.

Remedies:
  expand-user   os.path.expanduser("~/models/tiny-bert-ft") (or Path(...).expanduser())
  quote-path    wrap the string in pathlib.Path without expanding it (dead end: Path("~/x")
                is still a relative path that starts with a folder named "~")

Check: the loaded model's tensors equal the saved model's exactly.

Usage: python tilde_not_expanded.py [--remedy ID]
"""

import os
from pathlib import Path

from _paths import check, parse_remedy, project_dir, same_weights, saved_model

REMEDIES = ("expand-user", "quote-path")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ["HF_ENDPOINT"] = "http://127.0.0.1:9"
    os.environ["HOME"] = project_dir()
    reference = saved_model(os.path.expanduser("~/models/tiny-bert-ft"))

    from transformers import AutoModel

    path = "~/models/tiny-bert-ft"
    if remedy == "expand-user":
        path = os.path.expanduser(path)
    elif remedy == "quote-path":
        path = Path(path)
    model = AutoModel.from_pretrained(path)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
