"""The card is right, the local data file is not: a copy or download that stopped early.

The repository was synced to a cluster and the sync of data/train.jsonl stopped after
6 of its 10 rows; README.md correctly says num_examples: 10.

Remedies:
  fetch-the-data-again     copy (or download, with download_mode="force_redownload" for
                           the hub cache) the complete file and load again
  skip-verification        load_dataset(..., verification_mode="no_checks") (dead end)

Check: the loaded rows equal the 10 rows of the complete dataset.

Usage: python data_file_incomplete.py [--remedy ID]
"""

from _common import check, parse_remedy, repo, write_rows

REMEDIES = ("fetch-the-data-again", "skip-verification")
FULL = [{"text": f"review {i}"} for i in range(10)]


def main():
    remedy = parse_remedy(REMEDIES)
    from datasets import load_dataset

    folder = repo(FULL[:6], card_rows=len(FULL))
    kw = {}
    if remedy == "fetch-the-data-again":
        write_rows(folder, FULL)
    elif remedy == "skip-verification":
        kw["verification_mode"] = "no_checks"
    ds = load_dataset(folder, split="train", **kw)
    got = [dict(r) for r in ds]
    check(got == FULL, f"{len(got)} rows; equal to the complete dataset: {got == FULL}")


if __name__ == "__main__":
    main()
