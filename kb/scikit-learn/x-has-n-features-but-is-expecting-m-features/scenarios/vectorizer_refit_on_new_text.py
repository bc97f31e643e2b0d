"""Fitting a new TfidfVectorizer on the texts to classify.

The model was trained on TF-IDF features of the training texts. At prediction time a
new vectorizer is fitted on the new texts: its vocabulary (and so its number of columns)
differs, and the classifier refuses the matrix.

Reference: the classifier's decision values for the new texts, computed by hand from
the training vocabulary: TF-IDF vectors built with the training vectorizer's idf_ and
vocabulary_ (term counts, times idf, L2-normalized), dotted with coef_ plus intercept_.

Usage: python vectorizer_refit_on_new_text.py [--remedy ID]
"""

import re
from collections import Counter

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression

from _common import parse_remedy, report

REMEDIES = ("reuse-the-fitted-vectorizer",)

TRAIN = ["great phone fast delivery", "terrible battery broke fast", "love the screen great value",
         "awful support never again", "great camera love it", "broke after a week terrible",
         "fast and great service", "never buy this awful"]
LABELS = [1, 0, 1, 0, 1, 0, 1, 0]
NEW = ["great value fast", "awful battery never", "screen love"]


def main():
    remedy = parse_remedy(REMEDIES)
    vec = TfidfVectorizer()
    model = LogisticRegression().fit(vec.fit_transform(TRAIN), LABELS)
    if remedy == "reuse-the-fitted-vectorizer":
        X_new = vec.transform(NEW)
    else:
        X_new = TfidfVectorizer().fit_transform(NEW)
    got = model.decision_function(X_new)

    want = []
    for text in NEW:
        counts = Counter(t for t in re.findall(r"(?u)\b\w\w+\b", text.lower()) if t in vec.vocabulary_)
        v = np.zeros(len(vec.vocabulary_))
        for t, c in counts.items():
            v[vec.vocabulary_[t]] = c * vec.idf_[vec.vocabulary_[t]]
        if np.linalg.norm(v) > 0:
            v /= np.linalg.norm(v)
        want.append(float(v @ model.coef_[0] + model.intercept_[0]))
    err = float(np.max(np.abs(got - np.array(want))))
    report(err < 1e-9, f"max |decision - hand-built TF-IDF reference| = {err:.3g}")


if __name__ == "__main__":
    main()
