"""torch.compile (inductor, CPU) in an environment where no C++ compiler is on PATH.

The slim-container case: torch installs from a wheel, but g++/clang++ are not installed. The
scenario builds a PATH whose folder holds links to every program of /usr/bin and /bin except
the C and C++ compilers (plus the venv's bin), so inductor's compiler search finds nothing
and raises InvalidCxxCompiler while every other tool stays available.

Check: _inductor_check.compile_and_check.

Usage: python no_compiler_on_path.py [--remedy ID]
"""

import argparse
import os
import re
import shutil
import sys
import tempfile

from _inductor_check import compile_and_check

REMEDIES = ("install-compiler-or-set-cxx", "use-a-backend-without-cpp", "suppress-errors")


COMPILER = re.compile(r"^(?:[\w.-]*-)?(?:g\+\+|c\+\+|gcc|cc|clang\+\+|clang|cpp)(?:-[\d.]+)?$")


def path_without_compilers() -> str:
    """A folder with links to the system's programs, minus anything that is a C/C++ compiler."""
    farm = tempfile.mkdtemp(prefix="bin-")
    for d in ("/usr/local/bin", "/usr/bin", "/bin"):
        if not os.path.isdir(d):
            continue
        for name in os.listdir(d):
            dst = os.path.join(farm, name)
            if COMPILER.match(name) or os.path.exists(dst):
                continue
            os.symlink(os.path.join(d, name), dst)
    return farm


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    system_gxx = shutil.which("g++")  # what an installed compiler would be
    os.environ["PATH"] = os.pathsep.join([os.path.dirname(sys.executable), path_without_compilers()])
    os.environ.pop("CXX", None)
    if remedy == "install-compiler-or-set-cxx":
        os.environ["CXX"] = system_gxx  # e.g. after apt-get install g++, or a compiler outside PATH
        compile_and_check(note=f"CXX={system_gxx}: ")
    elif remedy == "use-a-backend-without-cpp":
        compile_and_check(backend="aot_eager", note="no C++ needed, no speed-up: ")
    elif remedy == "suppress-errors":
        import torch

        torch._dynamo.config.suppress_errors = True
        compile_and_check()
    else:
        compile_and_check(counted=False)  # torch.compile(step): InvalidCxxCompiler


if __name__ == "__main__":
    main()
