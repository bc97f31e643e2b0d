"""Installing a package whose metadata requires `sklearn` instead of `scikit-learn`.

Older packages list `sklearn` in install_requires (reported in NathanEpstein/Dora#19,
AmberSJones/pyhydroqc#107, astropy/regions#570). `pip install <package>` then fails on
its dependency with the same deprecation message. The stand-in package here is a wheel
built by the scenario whose only requirement is `sklearn`; its function fits a
scikit-learn model.

Reference: the package's function imports and returns the slope 2.0 and intercept 1.0
of y = 2x + 1, computed with scikit-learn inside the venv. The attempt with the
environment variable alone runs in a fresh, empty venv; the others in a venv on top of
the lab environment, whose scikit-learn satisfies `scikit-learn` offline.

Usage: python dependency_requires_sklearn.py [--remedy ID]
"""

from _kit import make_venv, make_wheel, packages_folder, parse_remedy, pip_install, probe, report, run_in, workdir

REMEDIES = ("install-dependency-with-no-deps", "allow-deprecated-with-scikit-learn-installed",
            "allow-deprecated-sklearn-install")

MODULE = '''
def slope_intercept(xs, ys):
    from sklearn.linear_model import LinearRegression
    import numpy as np
    m = LinearRegression().fit(np.asarray(xs, float).reshape(-1, 1), np.asarray(ys, float))
    return float(m.coef_[0]), float(m.intercept_)
'''


def main():
    remedy = parse_remedy(REMEDIES)
    root = workdir()
    links = packages_folder(root)
    make_wheel(links, "kf-legacy-trend", "1.0", {"kf_legacy_trend.py": MODULE}, requires=["sklearn"])
    python = make_venv(root, on_lab_environment=remedy != "allow-deprecated-sklearn-install")

    if remedy == "install-dependency-with-no-deps":
        pip_install(python, links, ["scikit-learn"])
        pip_install(python, links, ["--no-deps", "kf-legacy-trend"])
    elif remedy == "allow-deprecated-with-scikit-learn-installed":
        pip_install(python, links, ["scikit-learn"])
        pip_install(python, links, ["kf-legacy-trend"], SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL="True")
    elif remedy == "allow-deprecated-sklearn-install":
        pip_install(python, links, ["kf-legacy-trend"], SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL="True")
    else:
        pip_install(python, links, ["kf-legacy-trend"])

    rc, out = run_in(python, "import kf_legacy_trend as m; print(m.slope_intercept([0, 1, 2, 3], [1, 3, 5, 7]))")
    p = probe(python)
    ok = rc == 0 and out.splitlines()[-1] == "(2.0, 1.0)"
    detail = f"slope_intercept -> {out.splitlines()[-1] if out else out}; scikit-learn {p.get('scikit_learn')} " \
             f"(from the lab environment, offline); sklearn distribution {p.get('sklearn_dist')}"
    if remedy == "allow-deprecated-sklearn-install":
        detail = "fresh venv: " + detail.replace(" (from the lab environment, offline)", "")
    report(ok, detail)


if __name__ == "__main__":
    main()
