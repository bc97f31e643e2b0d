"""Code written for NumPy 1.x imports from numpy.core under NumPy 2.

A report helper builds a record array with ``from numpy.core.records import fromarrays``.
NumPy 2.0 renamed ``numpy.core`` to the private ``numpy._core`` and keeps ``numpy.core``
as a shim that emits ``DeprecationWarning: numpy.core is deprecated and has been
renamed to numpy._core``. Warnings are turned into errors, as with ``python -W error``
or pytest's ``filterwarnings = error``, so the import stops the program. Under
numpy 1.26 the same import is silent.

Check: the record array's fields equal the input lists.

Remedies:
  use-the-public-api    np.rec.fromarrays (public in NumPy 1.x and 2.x)
  import-numpy-private-core  from numpy._core.records import fromarrays (dead end: private)

Usage: python numpy_core_import_under_numpy2.py [--remedy ID]
"""

import json
import warnings

from _common import parse_remedy

REMEDIES = ("use-the-public-api", "import-numpy-private-core")


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error")
    import numpy as np
    if remedy == "use-the-public-api":
        fromarrays = np.rec.fromarrays
    elif remedy == "import-numpy-private-core":
        from numpy._core.records import fromarrays
    else:
        from numpy.core.records import fromarrays
    names, scores = ["ada", "bob", "cy"], [91.5, 78.0, 84.25]
    rec = fromarrays([names, scores], names="name,score")
    ok = rec.name.tolist() == names and rec.score.tolist() == scores
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"numpy {np.__version__}: {rec.tolist()}"}))


if __name__ == "__main__":
    main()
