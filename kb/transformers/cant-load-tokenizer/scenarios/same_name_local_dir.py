"""A folder in the working directory has the same name as the hub model id.

The tokenizer of "bert-base-uncased" is in the hub cache (downloaded earlier; HF_HUB_OFFLINE=1
on this node). An earlier run used output_dir="bert-base-uncased", so the working
directory now holds a folder of that name with only training logs. from_pretrained
always prefers an existing local folder over the hub, finds no tokenizer files in it
and fails.

Remedies:
  rename-the-local-folder   move the stray folder out of the way (or name output folders
                            differently), so that the id resolves to the hub cache again
  use-fast-false            AutoTokenizer.from_pretrained(..., use_fast=False) (dead end)

Check: the loaded tokenizer gives the same input_ids as the cached tokenizer.

Usage: python same_name_local_dir.py [--remedy ID]
"""

import os
import shutil
import tempfile

os.environ["HF_HUB_OFFLINE"] = "1"

from _common import base_tokenizer, check, compare, fill_hub_cache, parse_remedy  # noqa: E402

REMEDIES = ("rename-the-local-folder", "use-fast-false")


def main():
    remedy = parse_remedy(REMEDIES)
    tok = base_tokenizer()
    snap = os.path.join(tempfile.mkdtemp(prefix="snap-"), "s")
    tok.save_pretrained(snap)
    fill_hub_cache(os.path.join(os.environ["HF_HOME"], "hub"), "bert-base-uncased", snap)

    work = tempfile.mkdtemp(prefix="project-")
    os.chdir(work)
    os.makedirs("bert-base-uncased/runs")          # left behind by output_dir="bert-base-uncased"
    with open("bert-base-uncased/runs/events.log", "w") as f:
        f.write("step=10 loss=0.41\n")
    if remedy == "rename-the-local-folder":
        shutil.move("bert-base-uncased", "bert-base-uncased-run1")

    from transformers import AutoTokenizer

    kwargs = {"use_fast": False} if remedy == "use-fast-false" else {}
    loaded = AutoTokenizer.from_pretrained("bert-base-uncased", **kwargs)
    check(*compare(loaded, tok))


if __name__ == "__main__":
    main()
