"""The data files were edited, the dataset card still records the old split size.

The dataset was cleaned (4 duplicate rows removed from data/train.jsonl) and pushed,
but README.md's dataset_info still says num_examples: 10. datasets compares the rows it
generated with the recorded size and refuses.

Remedies:
  update-the-card-sizes    write the new size into dataset_info (or remove the stale
                           splits block), as push_to_hub does when it uploads the data
  skip-verification-when-card-is-stale
                           load_dataset(..., verification_mode="no_checks")

Check: the loaded rows equal the 6 rows now in the data file.

Usage: python card_sizes_out_of_date.py [--remedy ID]
"""

from _common import check, parse_remedy, repo, write_card

REMEDIES = ("update-the-card-sizes", "skip-verification-when-card-is-stale")
ROWS = [{"text": f"review {i}"} for i in range(6)]


def main():
    remedy = parse_remedy(REMEDIES)
    from datasets import load_dataset

    folder = repo(ROWS, card_rows=10)
    kw = {}
    if remedy == "update-the-card-sizes":
        write_card(folder, len(ROWS))
    elif remedy == "skip-verification-when-card-is-stale":
        kw["verification_mode"] = "no_checks"
    ds = load_dataset(folder, split="train", **kw)
    got = [dict(r) for r in ds]
    check(got == ROWS, f"{len(got)} rows; equal to the data file: {got == ROWS}")


if __name__ == "__main__":
    main()
