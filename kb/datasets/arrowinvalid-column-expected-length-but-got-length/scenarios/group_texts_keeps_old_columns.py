"""Grouping a tokenized corpus into fixed-size blocks with a batched map that keeps the old columns.

group_texts (as in the language-modeling examples) concatenates input_ids and
attention_mask and cuts them into blocks of 8, so a batch of 4 texts comes back as a
different number of rows. The "text" column is not removed, so datasets has to put 4 old
values next to the new rows, and Arrow refuses a table whose columns differ in length.

Remedies:
  remove-old-columns      map(..., batched=True, remove_columns=ds.column_names)
  batch-size-one          map(..., batched=True, batch_size=1) (dead end)

Check: the rows' input_ids equal the blocks computed in plain Python from the
concatenated token ids, and every attention_mask row has the same length.

Usage: python group_texts_keeps_old_columns.py [--remedy ID]
"""

from _common import BLOCK, check, parse_remedy, reference_blocks, tokenized

REMEDIES = ("remove-old-columns", "batch-size-one")


def group_texts(batch):
    out = {}
    for key in ("input_ids", "attention_mask"):
        flat = [t for row in batch[key] for t in row]
        n = (len(flat) // BLOCK) * BLOCK
        out[key] = [flat[i:i + BLOCK] for i in range(0, n, BLOCK)]
    return out


def main():
    remedy = parse_remedy(REMEDIES)
    ds = tokenized()
    kw = {"batched": True}
    if remedy == "remove-old-columns":
        kw["remove_columns"] = ds.column_names
    elif remedy == "batch-size-one":
        kw["batch_size"] = 1
    out = ds.map(group_texts, **kw)
    want = reference_blocks(ds)
    ok = out["input_ids"] == want and all(len(m) == BLOCK for m in out["attention_mask"])
    check(ok, f"{len(out)} rows; input_ids equal the reference blocks: {out['input_ids'] == want}")


if __name__ == "__main__":
    main()
