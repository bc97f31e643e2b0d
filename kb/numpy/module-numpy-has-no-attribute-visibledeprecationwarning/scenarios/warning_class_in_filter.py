"""Own code silences a NumPy warning class through the main namespace: np.ComplexWarning.

A signal-processing step keeps the real part of an FFT with ``z.astype(float)`` and
silences the expected cast warning with
``warnings.simplefilter("ignore", np.ComplexWarning)``. Warnings are errors otherwise (as
with ``python -W error`` or pytest's ``filterwarnings = error``). NumPy 2.0 removed the
warning and exception classes from the main namespace (they live in ``numpy.exceptions``
since 1.25), so the filter line raises
``AttributeError: module 'numpy' has no attribute 'ComplexWarning'``.

Check: the result equals the real parts computed with Python's complex numbers.

Remedies:
  use-numpy-exceptions          np.exceptions.ComplexWarning
  replace-with-builtin-warning  DeprecationWarning instead of np.ComplexWarning (dead end)

Usage: python warning_class_in_filter.py [--remedy ID]
"""

import warnings

import numpy as np

from _common import check, parse_remedy

REMEDIES = ("use-numpy-exceptions", "replace-with-builtin-warning")


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error")
    signal = [1.0, 0.0, -1.0, 0.0, 2.0, 0.5]
    z = np.fft.fft(signal)
    with warnings.catch_warnings():
        if remedy == "use-numpy-exceptions":
            warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
        elif remedy == "replace-with-builtin-warning":
            warnings.simplefilter("ignore", DeprecationWarning)
        else:
            warnings.simplefilter("ignore", np.ComplexWarning)
        real = z.astype(float)
    want = [complex(c).real for c in z.tolist()]
    check(real.tolist() == want, f"real parts {real.tolist()}, expected {want}")


if __name__ == "__main__":
    main()
