"""A JSON Lines file whose "answer" field is a string in some rows and a number in others.

Exported from a spreadsheet or written by two versions of a script: "answer": "7" and
"answer": 4 in the same file. datasets 3.2.0 reads JSON with pyarrow, which infers the
column type from the first rows and fails on the row that does not fit; load_dataset
wraps that in DatasetGenerationError. Runs with datasets 3.2.0 only: 5.0.1 and 5.2.0
load the file as a Json-typed column instead (see the entry).

Remedies:
  normalize-types-before-loading   rewrite the field with one type (str) before loading
  pass-features                    load_dataset(..., features=Features({... "answer":
                                   Value("string")})) (dead end)

Check: the loaded answers equal the intended strings, row by row.

Usage: python mixed_types_in_json_column.py [--remedy ID]
"""

import json
import os

from _common import check, folder, parse_remedy, write_lines

REMEDIES = ("normalize-types-before-loading", "pass-features")
RAW = [{"id": 0, "answer": "7"}, {"id": 1, "answer": "12"}, {"id": 2, "answer": "3"}, {"id": 3, "answer": 4},
       {"id": 4, "answer": "x"}]


def main():
    remedy = parse_remedy(REMEDIES)
    from datasets import Features, Value, load_dataset

    path = os.path.join(folder(), "train.jsonl")
    rows = RAW
    if remedy == "normalize-types-before-loading":
        rows = [{**r, "answer": str(r["answer"])} for r in RAW]
    write_lines(path, [json.dumps(r) for r in rows])
    kw = {}
    if remedy == "pass-features":
        kw["features"] = Features({"id": Value("int64"), "answer": Value("string")})
    ds = load_dataset("json", data_files=path, split="train", **kw)
    want = [str(r["answer"]) for r in RAW]
    got = list(ds["answer"])
    check(got == want, f"answers {got} vs intended {want}")


if __name__ == "__main__":
    main()
