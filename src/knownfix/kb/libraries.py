"""What a signature's ``versions[].library`` names in an installed environment.

A library is named as people know it (``torch``, ``opencv-python``, ``python``); an environment
records distribution names (``opencv-python-headless``, ``tensorflow_cpu``). :func:`release_of`
finds the release of a library in an environment's recorded versions and packages, comparing
names as PEP 503 normalises them.
"""

from __future__ import annotations

import re
from collections import Counter

#: a library name -> the distributions that provide it
DISTRIBUTIONS: dict[str, tuple[str, ...]] = {
    "opencv-python": ("opencv-python", "opencv-python-headless", "opencv-contrib-python", "opencv-contrib-python-headless"),
    "tensorflow": ("tensorflow", "tensorflow-cpu"),
}


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def release_of(library: str, versions: dict[str, str], packages: dict[str, str] | None = None) -> str | None:
    """The version of ``library`` in an environment (its recorded versions first, then its packages)."""
    wanted = {normalise(d) for d in DISTRIBUTIONS.get(normalise(library), (library,))}
    for table in (versions, packages or {}):
        for name, version in table.items():
            if normalise(name) in wanted:
                return version
    return None


def history_library(entry) -> str:
    """The library whose releases an entry's history is told in: the one its signatures' versions name most,
    else its first_seen's."""
    libs = Counter(normalise(v.library) for sig in entry.signatures for v in sig.versions)
    if libs:
        return min(libs.items(), key=lambda kv: (-kv[1], kv[0]))[0]
    words = entry.first_seen.version.split()
    return normalise(words[0]) if words else "python"
