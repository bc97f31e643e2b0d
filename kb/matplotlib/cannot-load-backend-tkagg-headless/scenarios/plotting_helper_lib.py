"""A stand-in for a third-party module that selects TkAgg when it is imported.

Several published projects have `matplotlib.use("TkAgg")` at the top of a module that
is imported for something unrelated to plotting (public examples: abewley/sort#179,
HuKai97/yolov5-5.x-annotations#2).
"""

import matplotlib

matplotlib.use("TkAgg")


def iou(a, b):
    """Intersection over union of two boxes (x1, y1, x2, y2): what the caller wanted."""
    ix = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    area = lambda r: (r[2] - r[0]) * (r[3] - r[1])  # noqa: E731
    return inter / (area(a) + area(b) - inter)
