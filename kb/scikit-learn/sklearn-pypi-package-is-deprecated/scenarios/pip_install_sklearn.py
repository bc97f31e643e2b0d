"""`pip install sklearn` (a command, a notebook cell or a requirements.txt line).

The name on PyPI is scikit-learn; `sklearn` is only the import name. The `sklearn`
distribution on PyPI is a placeholder whose setup.py always fails (since 2023-12-01)
with "The 'sklearn' PyPI package is deprecated, use 'scikit-learn' rather than 'sklearn'
for pip commands." The scenario installs the real published sdist, offline, into a venv
built on the lab environment.

Reference: in the venv, scikit-learn imports and a LinearRegression fit recovers
y = 2x + 1 exactly; and what the venv's `sklearn` distribution (if any) provides. The
attempt with SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL runs in a fresh, empty venv;
the others in a venv on top of the lab environment, whose scikit-learn satisfies the
`scikit-learn` requirement offline (nothing is downloaded).

Usage: python pip_install_sklearn.py [--remedy ID]
"""

import os

from _kit import make_venv, packages_folder, parse_remedy, pip_install, probe, report, workdir

REMEDIES = ("install-scikit-learn", "allow-deprecated-sklearn-install")


def main():
    remedy = parse_remedy(REMEDIES)
    root = workdir()
    links = packages_folder(root)
    # the env-var attempt runs in a fresh, empty venv (where people type `pip install sklearn`);
    # the others on the lab environment, whose scikit-learn satisfies `scikit-learn` offline
    python = make_venv(root, on_lab_environment=remedy != "allow-deprecated-sklearn-install")
    req = os.path.join(root, "requirements.txt")
    with open(req, "w") as f:
        f.write("scikit-learn\n" if remedy == "install-scikit-learn" else "sklearn\n")

    if remedy == "allow-deprecated-sklearn-install":
        pip_install(python, links, ["-r", req], SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL="True")
    else:
        pip_install(python, links, ["-r", req])

    p = probe(python)
    dist = p.get("sklearn_dist")
    if remedy == "allow-deprecated-sklearn-install":
        report(p["fit_ok"], f"fresh venv: pip installed sklearn {dist and dist['version']} (requires "
                            f"{dist and dist['requires']}, modules {dist and dist['modules']}); "
                            f"scikit-learn usable: {p['fit_ok']} {p.get('import_error', '')}")
    else:
        ok = p["fit_ok"] and dist is None
        report(ok, f"scikit-learn {p.get('scikit_learn')} (requirement satisfied offline from the lab "
                   f"environment, not downloaded); LinearRegression fit exact: {p['fit_ok']}; "
                   f"sklearn distribution: {dist}")


if __name__ == "__main__":
    main()
