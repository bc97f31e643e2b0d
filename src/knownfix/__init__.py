"""knownfix: an error knowledge base whose every figure is measured and every claim executable.

Public API::

    import knownfix
    matches = knownfix.lookup(traceback_text)   # ranked list[Match]; [] means "no match"
    kb = knownfix.open_kb()                       # the compiled knowledge base (an Artifact)
    entry = kb.entry("python/unhashable-type")    # one entry, ready to render
    raw = knownfix.load_kb("kb")                  # a KB folder as YAML (authoring: check, lab)

``lookup`` raises :class:`ArtifactError` when there is no knowledge base at all
(never an empty answer). The other names are imported on first use.
"""

from typing import TYPE_CHECKING as _TYPE_CHECKING
from typing import Any as _Any

__version__ = "0.1.0"
__all__ = ["Artifact", "ArtifactError", "Entry", "Match", "__version__", "load_ipython_extension", "load_kb", "lookup",
           "open_kb", "unload_ipython_extension"]

# ``lookup`` is bound now, not on first use: importing the subpackage ``knownfix.lookup``
# would otherwise shadow the function with the module. It imports no pydantic, no YAML.
from .lookup import Match, lookup

_LAZY = {
    "Artifact": ("artifact", "Artifact"),
    "ArtifactError": ("artifact", "ArtifactError"),
    "open_kb": ("artifact", "open_kb"),
    "Entry": ("kb", "Entry"),
    "load_kb": ("kb", "load_kb"),
}

if _TYPE_CHECKING:  # pragma: no cover
    from .artifact import Artifact, ArtifactError, open_kb
    from .kb import Entry, load_kb


def __getattr__(name: str) -> _Any:
    spec = _LAZY.get(name)
    if spec is None:
        raise AttributeError(f"module 'knownfix' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{spec[0]}", __name__), spec[1])
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def load_ipython_extension(ipython: _Any) -> None:
    """``%load_ext knownfix`` in IPython / Jupyter: after a cell's traceback, the knownfix note."""
    from .hook import load_ipython_extension as load

    load(ipython)


def unload_ipython_extension(ipython: _Any) -> None:
    """``%unload_ext knownfix``."""
    from .hook import unload_ipython_extension as unload

    unload(ipython)
