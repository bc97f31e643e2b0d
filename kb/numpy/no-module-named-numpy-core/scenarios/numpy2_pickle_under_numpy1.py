"""A pickle written under NumPy 2 is loaded under NumPy 1.x (before 1.26).

A results dictionary with arrays and a NumPy scalar was pickled on a machine with
numpy 2 (protocol 4, the default of Python 3.8 to 3.13). NumPy 2 renamed the private
package ``numpy.core`` to ``numpy._core``, so the pickle names
``numpy._core.multiarray._reconstruct``; numpy 1.25 and older have no such module and
``pickle.loads`` raises ``ModuleNotFoundError: No module named 'numpy._core'``.
numpy 1.26 ships stubs for ``numpy._core.multiarray`` and loads it.

Check: the loaded arrays and scalar equal the values computed in plain Python.

Remedies:
  upgrade-numpy-on-the-loading-side  load it with numpy 1.26.4 (pip install --target, a separate folder)
  remap-numpy-core-in-unpickler      a pickle.Unpickler that maps numpy._core.* to numpy.core.*
  save-arrays-without-pickle         the writer saved the same data with np.savez; np.load reads it
  np-load-allow-pickle               np.load(..., allow_pickle=True) on the pickle (dead end)

Usage: python numpy2_pickle_under_numpy1.py [--remedy ID]
"""

import io
import pickle

import numpy as np

from _common import NPZ, PICKLE_P4, blob, check_loaded, parse_remedy, run_with_numpy

REMEDIES = ("upgrade-numpy-on-the-loading-side", "remap-numpy-core-in-unpickler", "save-arrays-without-pickle",
            "np-load-allow-pickle")


class Numpy1Unpickler(pickle.Unpickler):
    """Reads pickles written by NumPy 2 under NumPy 1.x: numpy._core.X is numpy.core.X there."""

    def find_class(self, module, name):
        if module == "numpy._core" or module.startswith("numpy._core."):
            module = "numpy.core" + module[len("numpy._core"):]
        return super().find_class(module, name)


def main():
    remedy = parse_remedy(REMEDIES)
    data = blob(PICKLE_P4)
    if remedy == "upgrade-numpy-on-the-loading-side":
        run_with_numpy("1.26.4", "import pickle; from _common import PICKLE_P4, blob, check_loaded;"
                       "check_loaded(pickle.loads(blob(PICKLE_P4)))")
        return
    if remedy == "remap-numpy-core-in-unpickler":
        obj = Numpy1Unpickler(io.BytesIO(data)).load()
    elif remedy == "save-arrays-without-pickle":
        with np.load(io.BytesIO(blob(NPZ))) as z:  # allow_pickle stays False
            obj = {k: z[k] for k in z.files}
    elif remedy == "np-load-allow-pickle":
        obj = np.load(io.BytesIO(data), allow_pickle=True)
    else:
        obj = pickle.loads(data)
    check_loaded(obj)


if __name__ == "__main__":
    main()
