"""Stage: the lookup engine (parse pasted text, match all signatures in one pass, rank).

Python API::

    from knownfix.lookup import lookup
    matches = lookup(traceback_text)            # list[Match], best first; [] = no match
    matches = lookup(text, kb="path/to/kb", limit=3)   # a KB folder or artifact file

``text`` may be ``str`` or ``bytes`` (invalid UTF-8 is replaced, never an error).
Empty or whitespace-only text returns ``[]``. The knowledge base is the compiled
artifact (:mod:`knownfix.artifact`), opened once per process; with no knowledge
base at all, :class:`knownfix.artifact.ArtifactError` is raised (never ``[]``).
:func:`lookup_detailed` also returns the parse and every scored hit (what
``knownfix lookup --explain`` prints). See docs/matching.md.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from ..index import CompiledIndex, load_index
from .engine import LookupResult, run
from .model import JSON_FIELDS, LikelyCause, Match
from .parse import Parsed, parse
from .rank import THRESHOLD

_LOCK = threading.Lock()
_INDEXES: OrderedDict[Any, tuple[Any, CompiledIndex]] = OrderedDict()
_MAX_INDEXES = 8


def get_index(kb: Any = None, *, backend: str | None = None) -> CompiledIndex:
    """The compiled index for ``kb``, memoised.

    ``kb``: None = the default knowledge base (:func:`knownfix.artifact.default_kb`);
    an :class:`~knownfix.artifact.Artifact`; a path to a KB folder or an artifact file;
    or a :class:`knownfix.kb.KB` / an iterable of entries (compiled here, cached on disk).
    Raises :class:`knownfix.artifact.ArtifactError` when there is no knowledge base.
    """
    from ..artifact import Artifact, default_kb, open_kb

    if kb is None:
        return default_kb().index(backend)
    if isinstance(kb, Artifact):
        return kb.index(backend)
    if isinstance(kb, (str, Path)):
        key: Any = ("path", str(Path(kb).resolve()), backend)
    else:
        key = (id(kb), backend)
    with _LOCK:
        cached = _INDEXES.get(key)
        if cached is not None:
            _INDEXES.move_to_end(key)
            return cached[1]
    source: Any = open_kb(kb) if isinstance(kb, (str, Path)) else kb
    index = source.index(backend) if isinstance(source, Artifact) else load_index(source, backend=backend)
    with _LOCK:
        _INDEXES[key] = (source, index)  # keep the KB alive so id() stays unique
        while len(_INDEXES) > _MAX_INDEXES:
            _INDEXES.popitem(last=False)
    return index


def clear_cache() -> None:
    """Forget the in-process indexes and opened artifacts (the on-disk cache is kept)."""
    from ..artifact import forget_open

    with _LOCK:
        _INDEXES.clear()
    forget_open()


def _artifact_of(kb: Any) -> Any:
    """The artifact behind ``kb`` (None for a loaded KB or entries, which carry no inventory)."""
    from ..artifact import Artifact, default_kb, open_kb

    if kb is None:
        return default_kb()
    if isinstance(kb, Artifact):
        return kb
    if isinstance(kb, (str, Path)):
        key = ("artifact", str(Path(kb).resolve()))
        with _LOCK:
            cached = _INDEXES.get(key)
        if cached is not None:
            return cached[0]
        art = open_kb(kb)
        with _LOCK:
            _INDEXES[key] = (art, None)  # type: ignore[assignment]
        return art
    return None


def lookup_detailed(
    text: str | bytes, *, kb: Any = None, limit: int = 5, index: CompiledIndex | None = None, source: bool = True
) -> LookupResult:
    """Like :func:`lookup`, but returns the parse, every scored hit and the matches.

    When no curated entry matches, ``result.possible`` holds at most one *possible* match
    (:mod:`knownfix.lookup.possible`: an entry whose wording is close, labelled as such), and — when
    the knowledge base carries the message inventory — ``result.source`` the source-tier answers
    (:mod:`knownfix.lookup.source`); ``source=False`` skips both.
    """
    art = _artifact_of(kb) if index is None or kb is not None else None
    idx = index if index is not None else (art.index() if art is not None else get_index(kb))
    result = run(text, idx, limit=limit)
    if source and not result.matches and result.parsed.lines:
        from .possible import possible_matches

        result.possible = possible_matches(result.parsed, idx)
    if source and not result.matches and art is not None and result.parsed.lines:
        from .source import identify

        result.source = identify(result.parsed, art.inventory())
    return result


def lookup(text: str | bytes, *, kb: Any = None, limit: int = 5) -> list[Match]:
    """Find the knowledge-base entries matching pasted error text, best first.

    Args:
        text: a message, a traceback, pytest/Jupyter/pip/log output (str or bytes).
        kb: None (the default knowledge base), an Artifact, a KB folder or artifact
            path, or a :class:`knownfix.kb.KB` / iterable of entries.
        limit: at most this many matches.

    Returns:
        Matches with a score of at least :data:`THRESHOLD`, best first; ``[]`` means
        "no match" (including for empty input).
    """
    return lookup_detailed(text, kb=kb, limit=limit, source=False).matches


__all__ = [
    "JSON_FIELDS",
    "THRESHOLD",
    "LikelyCause",
    "LookupResult",
    "Match",
    "Parsed",
    "clear_cache",
    "get_index",
    "lookup",
    "lookup_detailed",
    "parse",
]
