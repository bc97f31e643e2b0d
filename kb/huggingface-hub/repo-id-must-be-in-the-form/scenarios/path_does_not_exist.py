"""An absolute path to a model folder that does not exist where the code runs.

The model was saved to /<project>/models/tiny-bert-ft, but the script names
/<project>/model/tiny-bert-ft (a typo, another machine's mount point, a folder not copied
into the container). Because no such folder exists, transformers hands the string to
huggingface_hub as a repo id, and huggingface_hub's validator rejects a string with more than
one "/" before any request is made. HF_ENDPOINT points at a refused loopback port, but no
request is sent.

Remedies:
  fix-the-path         pass the folder that exists (check os.path.isdir first)
  local-files-only     local_files_only=True (dead end: the string is still validated as a
                       repo id)

Check: the loaded model's tensors equal the saved model's exactly.

Usage: python path_does_not_exist.py [--remedy ID]
"""

import os

from _paths import check, parse_remedy, project_dir, same_weights, saved_model

REMEDIES = ("fix-the-path", "local-files-only")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ["HF_ENDPOINT"] = "http://127.0.0.1:9"
    root = project_dir()
    reference = saved_model(os.path.join(root, "models", "tiny-bert-ft"))

    from transformers import AutoModel

    path = os.path.join(root, "model", "tiny-bert-ft")         # typo: model/ instead of models/
    kwargs = {}
    if remedy == "fix-the-path":
        path = os.path.join(root, "models", "tiny-bert-ft")
        assert os.path.isdir(path), f"no folder {path}"
    elif remedy == "local-files-only":
        kwargs["local_files_only"] = True
    model = AutoModel.from_pretrained(path, **kwargs)
    check(*same_weights(model, reference))


if __name__ == "__main__":
    main()
