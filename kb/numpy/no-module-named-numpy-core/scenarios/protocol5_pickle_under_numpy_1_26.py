"""A protocol-5 pickle written under NumPy 2 is loaded under NumPy 1.26.

With pickle protocol 5 (pickle.HIGHEST_PROTOCOL, and the default of
``pandas.to_pickle``) NumPy 2 pickles contiguous arrays through
``numpy._core.numeric._frombuffer``. numpy 1.26 added stubs only for some
``numpy._core`` submodules (``multiarray``, ``umath`` ...), not for ``numeric``, so
``pickle.loads`` raises ``ModuleNotFoundError: No module named 'numpy._core.numeric'``.

Check: the loaded arrays and scalar equal the values computed in plain Python.

Remedies:
  upgrade-numpy-on-the-loading-side  load it with numpy 2.0.2 (pip install --target, a separate folder)
  remap-numpy-core-in-unpickler      a pickle.Unpickler that maps numpy._core.* to numpy.core.*
  save-arrays-without-pickle         the writer saved the same data with np.savez; np.load reads it

Usage: python protocol5_pickle_under_numpy_1_26.py [--remedy ID]
"""

import io
import pickle

import numpy as np

from _common import NPZ, PICKLE_P5, blob, check_loaded, parse_remedy, run_with_numpy
from numpy2_pickle_under_numpy1 import Numpy1Unpickler

REMEDIES = ("upgrade-numpy-on-the-loading-side", "remap-numpy-core-in-unpickler", "save-arrays-without-pickle")


def main():
    remedy = parse_remedy(REMEDIES)
    data = blob(PICKLE_P5)
    if remedy == "upgrade-numpy-on-the-loading-side":
        run_with_numpy("2.0.2", "import pickle; from _common import PICKLE_P5, blob, check_loaded;"
                       "check_loaded(pickle.loads(blob(PICKLE_P5)))")
        return
    if remedy == "remap-numpy-core-in-unpickler":
        obj = Numpy1Unpickler(io.BytesIO(data)).load()
    elif remedy == "save-arrays-without-pickle":
        with np.load(io.BytesIO(blob(NPZ))) as z:
            obj = {k: z[k] for k in z.files}
    else:
        obj = pickle.loads(data)
    check_loaded(obj)


if __name__ == "__main__":
    main()
