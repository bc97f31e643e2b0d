"""A ratio feature computed with a division by zero (inf) or a log of zero (-inf).

price_per_room = price / rooms with rooms == 0 for studios gives inf; NumPy only warns.
scikit-learn refuses X because it contains infinity.

Reference: the feature defined as NaN where the ratio is undefined, imputed with the
training mean computed by hand (np.nanmean over the finite values), then least squares
with numpy.linalg.lstsq; coefficients compared to 1e-8.

Usage: python infinity_from_division.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LinearRegression

from _common import lstsq_fit, parse_remedy, report

REMEDIES = ("replace-inf-then-impute", "nan-to-num")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(5)
    n = 200
    rent = rng.uniform(500, 3000, n)
    rooms = rng.integers(0, 5, n).astype(float)  # 0 rooms: a studio
    with np.errstate(divide="ignore"):
        rent_per_room = rent / rooms
    X = np.column_stack([rent, rooms, rent_per_room])
    y = 0.01 * rent + 3.0 * rooms + rng.normal(0, 0.5, n)

    if remedy == "replace-inf-then-impute":
        from sklearn.impute import SimpleImputer
        X_fit = np.where(np.isinf(X), np.nan, X)
        X_fit = SimpleImputer(strategy="mean").fit_transform(X_fit)
    elif remedy == "nan-to-num":
        X_fit = np.nan_to_num(X)  # inf -> 1.797e308, the largest float64
    else:
        X_fit = X
    model = LinearRegression().fit(X_fit, y)

    ref = X.copy()
    ref[np.isinf(ref)] = np.nan
    ref = np.where(np.isnan(ref), np.nanmean(ref, axis=0), ref)
    coef, intercept = lstsq_fit(ref, y)
    ok = bool(np.all(np.isfinite(model.coef_)) and np.allclose(model.coef_, coef, rtol=1e-6, atol=1e-8))
    report(ok, f"coef {np.array2string(model.coef_, precision=4)}, reference {np.array2string(coef, precision=4)}")


if __name__ == "__main__":
    main()
