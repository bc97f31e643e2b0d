"""CXX names a compiler that does not exist (a leftover from another toolchain or conda env).

Inductor prefers the CXX environment variable over its own search, so a stale value makes it
fail with InvalidCxxCompiler although g++ is installed and on PATH.

Check: _inductor_check.compile_and_check.

Usage: python cxx_points_to_missing_compiler.py [--remedy ID]
"""

import argparse
import os
import sys

from _inductor_check import compile_and_check

REMEDIES = ("unset-or-fix-cxx",)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    os.environ["CXX"] = "/opt/llvm-17/bin/clang++"  # a toolchain that is not installed here
    if remedy == "unset-or-fix-cxx":
        del os.environ["CXX"]  # inductor falls back to g++/clang++ on PATH
        compile_and_check(note="CXX unset: ")
    else:
        compile_and_check(counted=False)  # torch.compile(step): InvalidCxxCompiler


if __name__ == "__main__":
    main()
