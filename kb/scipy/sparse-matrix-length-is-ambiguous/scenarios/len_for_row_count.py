"""Counting documents with len() on a sparse document-term matrix.

A bag-of-words matrix X (200 documents x 500 terms, scipy.sparse.csr_matrix, as
CountVectorizer returns) is summarized: the number of documents, and the mean number
of tokens per document, computed as X.sum() / len(X) the way one does for a list or
a dense array.

Reference: the same figures from the dense copy X.toarray() (200 rows, mean of the
row sums), which NumPy computes independently of the sparse code path.

Usage: python len_for_row_count.py [--remedy ID]
"""

import numpy as np
import scipy.sparse as sp

from _common import parse_remedy, report

REMEDIES = ("use-shape-0", "use-getnnz")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    dense = rng.poisson(0.02, size=(200, 500)).astype(float)
    X = sp.csr_matrix(dense)

    if remedy == "use-shape-0":
        n_docs = X.shape[0]
    elif remedy == "use-getnnz":
        n_docs = X.getnnz()
    else:
        n_docs = len(X)
    mean_tokens = X.sum() / n_docs

    ref_docs = X.toarray().shape[0]
    ref_mean = float(X.toarray().sum(axis=1).mean())
    ok = n_docs == ref_docs and abs(mean_tokens - ref_mean) < 1e-12
    report(ok, f"{n_docs} documents (reference {ref_docs}), mean tokens per document {mean_tokens:.4f} "
               f"(reference {ref_mean:.4f}); X.nnz = {X.nnz}")


if __name__ == "__main__":
    main()
