"""Labels that differ only by case or whitespace ("yes", "Yes", "yes ").

A survey export spells the same answer three ways. Each spelling is its own class, and
the stray spellings have one member each, so a stratified split fails.

Reference: after the labels are normalized by hand (strip + lower in a Python loop),
there are two classes; every row must be kept, and train/test must hold each class in
the stratified proportion computed by hand.

Usage: python inconsistent_label_spelling.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.model_selection import train_test_split

from _common import parse_remedy, report

REMEDIES = ("normalize-label-spelling", "drop-classes-with-too-few-members-when-misspelled")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(22)
    answers = ["yes"] * 23 + ["no"] * 15 + ["Yes", "yes "]
    df = pd.DataFrame({"score": rng.normal(size=len(answers)), "answer": answers})

    data = df
    if remedy == "normalize-label-spelling":
        data = df.assign(answer=df["answer"].str.strip().str.lower())
    elif remedy == "drop-classes-with-too-few-members-when-misspelled":
        counts = df["answer"].value_counts()
        data = df[df["answer"].isin(counts[counts >= 2].index)]
    train, test = train_test_split(data, test_size=0.25, stratify=data["answer"], random_state=0)

    labels = [a.strip().lower() for a in answers]
    n_yes, n_no = labels.count("yes"), labels.count("no")
    want = {"yes": (n_yes - round(0.25 * n_yes), round(0.25 * n_yes)), "no": (n_no - round(0.25 * n_no), round(0.25 * n_no))}
    got = {c: (int((train["answer"] == c).sum()), int((test["answer"] == c).sum())) for c in ("yes", "no")}
    ok = len(data) == len(df) and got == want
    report(ok, f"{len(data)} of {len(df)} rows kept; train/test per class {got}, expected {want}")


if __name__ == "__main__":
    main()
