"""A batched map that concatenates one column and returns another unchanged.

The function builds blocks from input_ids but passes attention_mask through as it came,
so the returned dictionary holds columns of different lengths (the case answered by a
datasets maintainer in huggingface/datasets#1817). The old columns are removed, so the
mismatch is within the function's own output.

Remedies:
  transform-every-column  apply the same concatenation and cut to every returned key

Check: the rows' input_ids equal the blocks computed in plain Python, and every
attention_mask row has the same length.

Usage: python map_returns_uneven_columns.py [--remedy ID]
"""

from _common import BLOCK, check, parse_remedy, reference_blocks, tokenized

REMEDIES = ("transform-every-column",)


def blocks(rows):
    flat = [t for row in rows for t in row]
    n = (len(flat) // BLOCK) * BLOCK
    return [flat[i:i + BLOCK] for i in range(0, n, BLOCK)]


def main():
    remedy = parse_remedy(REMEDIES)
    ds = tokenized()

    def group(batch):
        if remedy == "transform-every-column":
            return {k: blocks(batch[k]) for k in ("input_ids", "attention_mask")}
        return {"input_ids": blocks(batch["input_ids"]), "attention_mask": batch["attention_mask"]}

    out = ds.map(group, batched=True, remove_columns=ds.column_names)
    want = reference_blocks(ds)
    ok = out["input_ids"] == want and all(len(m) == BLOCK for m in out["attention_mask"])
    check(ok, f"{len(out)} rows; input_ids equal the reference blocks: {out['input_ids'] == want}")


if __name__ == "__main__":
    main()
