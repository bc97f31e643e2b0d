"""A Windows-style relative path with backslashes used on Linux (or in WSL, Docker, CI).

A notebook written on Windows loads "models\\tiny-bert-ft". On Linux the backslash is an
ordinary character, so that folder does not exist; transformers treats the string as a repo
id and huggingface_hub rejects the backslash ("Repo id must use alphanumeric chars ...").
HF_ENDPOINT points at a refused loopback port, but no request is sent.

Remedies:
  use-pathlib   build the path with pathlib (Path("models") / "tiny-bert-ft") or forward
                slashes, which work on Windows too
  raw-string    write it as a raw string r"models\\tiny-bert-ft" (dead end: the string is the
                same on Linux)

Check: the loaded model's tensors equal the saved model's exactly.

Usage: python windows_backslash_path.py [--remedy ID]
"""

import os
from pathlib import Path

from _paths import check, parse_remedy, project_dir, same_weights, saved_model

REMEDIES = ("use-pathlib", "raw-string")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ["HF_ENDPOINT"] = "http://127.0.0.1:9"
    project_dir()
    reference = saved_model(os.path.join("models", "tiny-bert-ft"))

    from transformers import AutoModel

    path = "models\\tiny-bert-ft"
    if remedy == "use-pathlib":
        path = Path("models") / "tiny-bert-ft"
    elif remedy == "raw-string":
        path = r"models\tiny-bert-ft"
    model = AutoModel.from_pretrained(path)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
