"""A boolean mask built on a re-indexed copy is used to filter the original frame.

Rows with a reading are kept with dropna (index 0, 2, 3, 5); the mask of high readings
is computed on a ranked copy, sort_values(...).reset_index(drop=True) (index 0..3), and
clean.loc[mask] raises "IndexingError: Unalignable boolean Series provided as indexer (index of the
boolean Series and of the indexed object do not match)."

Check: the selected sensors are those whose reading is above the threshold, selected
in plain Python.

Usage: python mask_from_another_frame.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("build-the-mask-on-the-same-frame", "mask-to-numpy")

ROWS = [("s1", 7.0), ("s2", None), ("s3", 2.0), ("s4", 9.5), ("s5", None), ("s6", 8.0)]
THRESHOLD = 5.0


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(ROWS, columns=["sensor", "reading"])
    clean = df.dropna()
    ranked = clean.sort_values("reading", ascending=False).reset_index(drop=True)   # report copy
    if remedy == "build-the-mask-on-the-same-frame":
        mask = clean["reading"] > THRESHOLD
    else:
        mask = ranked["reading"] > THRESHOLD
    if remedy == "mask-to-numpy":
        mask = mask.to_numpy()
    picked = clean.loc[mask]["sensor"].tolist()
    want = [s for s, r in ROWS if r is not None and r > THRESHOLD]
    check(picked == want, f"picked {picked}, expected {want}")


if __name__ == "__main__":
    main()
