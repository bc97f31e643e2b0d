"""The public surface: ``knownfix.__all__`` is complete and sorted (as httpx tests its own), and every
package's ``__all__`` names only what it really exports."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

import knownfix

PACKAGES = ["knownfix", "knownfix.kb", "knownfix.check", "knownfix.lab", "knownfix.figures", "knownfix.index", "knownfix.artifact",
            "knownfix.lookup", "knownfix.render", "knownfix.web", "knownfix.mcp", "knownfix.hook"]


def test_all_is_complete_and_sorted():
    # names are imported on first use: dir() lists them before they are touched
    public = [name for name in dir(knownfix)
              if (not name.startswith("_") or name == "__version__") and not isinstance(getattr(knownfix, name), ModuleType)]
    assert knownfix.__all__ == sorted(public)  # plain code-point order, which ruff's RUF022 accepts too


@pytest.mark.parametrize("name", PACKAGES)
def test_every_all_resolves_without_duplicates(name):
    module = importlib.import_module(name)
    names = module.__all__
    assert len(names) == len(set(names))
    missing = [n for n in names if not hasattr(module, n)]
    assert not missing, f"{name}.__all__ names what it does not define: {missing}"
