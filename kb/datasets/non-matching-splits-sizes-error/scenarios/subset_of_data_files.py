"""Loading only some of a dataset's files while its card records the size of the whole split.

For a quick experiment only the first shard is loaded: load_dataset(repo,
data_files={"train": "data/train-00000.jsonl"}). The dataset card's dataset_info still
records the full train split, so the generated split is "too small".

Remedies:
  skip-verification-when-card-is-stale   verification_mode="no_checks": the subset is what
                                         was asked for

Check: the loaded rows equal the rows of the first shard.

Usage: python subset_of_data_files.py [--remedy ID]
"""

import json
import os

from _common import check, parse_remedy, write_card

REMEDIES = ("skip-verification-when-card-is-stale",)


def main():
    remedy = parse_remedy(REMEDIES)
    import tempfile

    from datasets import load_dataset

    folder = os.path.join(tempfile.mkdtemp(prefix="hub-clone-"), "reviews")
    os.makedirs(os.path.join(folder, "data"))
    shards = [[{"text": f"review {s}-{i}"} for i in range(5)] for s in range(2)]
    for s, rows in enumerate(shards):
        with open(os.path.join(folder, "data", f"train-0000{s}.jsonl"), "w") as f:
            for r in rows:
                f.write(json.dumps(r) + "\n")
    write_card(folder, 10)
    with open(os.path.join(folder, "README.md")) as f:
        card = f.read().replace("path: data/train.jsonl", "path: data/train-*.jsonl")
    with open(os.path.join(folder, "README.md"), "w") as f:
        f.write(card)
    kw = {"verification_mode": "no_checks"} if remedy == "skip-verification-when-card-is-stale" else {}
    ds = load_dataset(folder, data_files={"train": "data/train-00000.jsonl"}, split="train", **kw)
    got = [dict(r) for r in ds]
    check(got == shards[0], f"{len(got)} rows; equal to the first shard: {got == shards[0]}")


if __name__ == "__main__":
    main()
