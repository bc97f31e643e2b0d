"""A stratified train_test_split when one class has a single sample.

stratify=y puts each class in both splits in proportion, which needs at least two
samples per class. The species column has one "rare" sample.

Reference: the per-class counts of train and test are checked against the stratified
counts computed by hand (test gets round(0.25 * n_class) of each kept class), and the
number of rows dropped must be exactly the one singleton.

Usage: python rare_class_stratified_split.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.model_selection import train_test_split

from _common import parse_remedy, report

REMEDIES = ("drop-classes-with-too-few-members",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(21)
    species = ["a"] * 40 + ["b"] * 20 + ["rare"]
    df = pd.DataFrame({"x": rng.normal(size=len(species)), "species": species})

    data = df
    if remedy == "drop-classes-with-too-few-members":
        counts = df["species"].value_counts()
        data = df[df["species"].isin(counts[counts >= 2].index)]
    train, test = train_test_split(data, test_size=0.25, stratify=data["species"], random_state=0)

    dropped = len(df) - len(data)
    got = {c: (int((train["species"] == c).sum()), int((test["species"] == c).sum())) for c in ("a", "b")}
    want = {"a": (30, 10), "b": (15, 5)}
    ok = got == want and dropped == 1
    report(ok, f"train/test per class {got}, expected {want}; {dropped} row dropped (the singleton class)")


if __name__ == "__main__":
    main()
