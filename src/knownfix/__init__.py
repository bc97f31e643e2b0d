"""knownfix: an error knowledge base whose every figure is measured and every claim executable.

Public API::

    import knownfix
    matches = knownfix.lookup(traceback_text)   # ranked list[Match]; [] means "no match"
    kb = knownfix.load_kb()                       # the knowledge base
"""

from .kb import Entry, load_kb
from .lookup import Match, lookup

__version__ = "0.1.0"
__all__ = ["Entry", "Match", "__version__", "load_kb", "lookup"]
