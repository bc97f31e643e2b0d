"""Series.map with a dict leaves NaN for values that are not keys, then astype(int) fails.

Survey answers are coded with answers.map({"yes": 1, "no": 0}); two rows say "Yes" and
" no", which are not keys, so map returns NaN for them and .astype(int) raises
"IntCastingNaNError: Cannot convert non-finite values (NA or inf) to integer".

Check: every answer gets its code (yes -> 1, no -> 0, whatever the case and spaces).

Usage: python map_with_unmatched_keys.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("normalize-then-map", "dropna-before-map")

ANSWERS = ["yes", "no", "Yes", " no", "yes"]
CODES = {"yes": 1, "no": 0}


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"answer": ANSWERS})
    if remedy == "normalize-then-map":
        coded = df["answer"].str.strip().str.lower().map(CODES)
        unmatched = df.loc[coded.isna(), "answer"].unique().tolist()
        assert not unmatched, f"no code for {unmatched}"
        df["code"] = coded.astype(int)
    elif remedy == "dropna-before-map":
        df["code"] = df["answer"].dropna().map(CODES).astype(int)
    else:
        df["code"] = df["answer"].map(CODES).astype(int)
    want = [CODES[a.strip().lower()] for a in ANSWERS]
    got = df["code"].tolist()
    check(got == want, f"codes {got}, expected {want}")


if __name__ == "__main__":
    main()
