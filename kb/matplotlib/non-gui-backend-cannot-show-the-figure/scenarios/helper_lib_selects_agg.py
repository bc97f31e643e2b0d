"""Stand-in for a published analysis module that selects Agg when it is imported
(pmorissette/ffn did this, reported in pmorissette/bt#300)."""

import matplotlib

matplotlib.use("agg")


def moving_average(xs, n):
    return [sum(xs[i - n + 1:i + 1]) / n for i in range(n - 1, len(xs))]
