"""Build hook: the wheel carries the compiled knowledge base.

Metadata lives in pyproject.toml; this file only adds one step to ``build_py``:
compile ``kb/`` (with ``evidence/``, ``lab/environments.yaml`` and ``docs/method.md``)
into ``knownfix/data/knownfix.kfa`` inside the build, so ``pip install knownfix``
answers lookups with no checkout. Editable installs skip it (a checkout compiles
its ``kb/`` on first use instead). A wheel is never built without its knowledge
base: a missing or empty ``kb/`` fails the build.
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildPyWithKB(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        sys.path.insert(0, str(ROOT / "src"))
        try:
            from knownfix.artifact import build_artifact
        finally:
            sys.path.pop(0)
        out = Path(self.build_lib) / "knownfix" / "data" / "knownfix.kfa"
        report = build_artifact(ROOT / "kb", out)
        print(f"knownfix: compiled {report.entries} entries ({report.size / 1024:.0f} KiB) into {out}")


setup(cmdclass={"build_py": BuildPyWithKB})
