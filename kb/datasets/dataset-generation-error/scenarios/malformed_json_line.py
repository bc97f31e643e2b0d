"""One line of a JSON Lines file is not valid JSON (a trailing comma written by hand).

pyarrow's JSON reader stops at that line with "JSON parse error: ... in row N", and
load_dataset wraps it in DatasetGenerationError.

Remedies:
  find-and-fix-bad-lines   parse each line with json.loads to find the bad ones, fix (or
                           drop) them, then load

Check: the loaded rows equal the intended records.

Usage: python malformed_json_line.py [--remedy ID]
"""

import json
import os

from _common import check, folder, parse_remedy, write_lines

REMEDIES = ("find-and-fix-bad-lines",)
INTENDED = [{"question": f"q{i}", "answer": f"a{i}"} for i in range(6)]


def main():
    remedy = parse_remedy(REMEDIES)
    from datasets import load_dataset

    lines = [json.dumps(r) for r in INTENDED]
    lines[3] = lines[3][:-1] + ",}"          # {"question": "q3", "answer": "a3",}
    path = os.path.join(folder(), "train.jsonl")
    write_lines(path, lines)
    if remedy == "find-and-fix-bad-lines":
        fixed = []
        for n, line in enumerate(open(path).read().splitlines(), 1):
            try:
                json.loads(line)
                fixed.append(line)
            except json.JSONDecodeError as e:
                print(f"line {n}: {e}")
                fixed.append(line.replace(",}", "}"))
        write_lines(path, fixed)
    ds = load_dataset("json", data_files=path, split="train")
    got = [dict(r) for r in ds]
    check(got == INTENDED, f"{len(got)} rows; equal to the intended records: {got == INTENDED}")


if __name__ == "__main__":
    main()
