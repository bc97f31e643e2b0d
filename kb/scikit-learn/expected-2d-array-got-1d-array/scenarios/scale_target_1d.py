"""Scaling the 1-D target y with a transformer (StandardScaler().fit_transform(y)).

Transformers such as StandardScaler and MinMaxScaler take a 2-D X, so a 1-D target
vector is refused just like a 1-D feature.

Reference: (y - y.mean()) / y.std() computed with NumPy, compared to 1e-12, and the
result must be 1-D again so it can be passed on as a target.

Usage: python scale_target_1d.py [--remedy ID]
"""

import numpy as np
from sklearn.preprocessing import StandardScaler

from _common import parse_remedy, report

REMEDIES = ("reshape-single-feature-to-column", "reshape-features-to-one-row")


def main():
    remedy = parse_remedy(REMEDIES)
    y = np.array([150.0, 178.0, 210.0, 228.0, 262.0, 300.0, 318.0, 370.0])
    scaler = StandardScaler()
    if remedy == "reshape-single-feature-to-column":
        y_scaled = scaler.fit_transform(y.reshape(-1, 1)).ravel()
    elif remedy == "reshape-features-to-one-row":
        y_scaled = scaler.fit_transform(y.reshape(1, -1)).ravel()  # one sample: every column has std 0
    else:
        y_scaled = scaler.fit_transform(y)

    want = (y - y.mean()) / y.std()
    ok = y_scaled.shape == y.shape and np.allclose(y_scaled, want, atol=1e-12, rtol=0)
    report(ok, f"scaled {np.round(y_scaled, 4).tolist()}, expected {np.round(want, 4).tolist()}")


if __name__ == "__main__":
    main()
