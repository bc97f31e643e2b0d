"""An in-process hook: when your program dies of an error knownfix knows, say so.

Usage::

    import knownfix.hook
    knownfix.hook.install()              # lang="en", stream=sys.stderr (at the time of the error), limit=1

    # in IPython / Jupyter
    %load_ext knownfix

:func:`install` wraps :data:`sys.excepthook` and :data:`threading.excepthook`. An
uncaught exception first prints its normal traceback (through the hook that was
there before), then a short note::

    knownfix: python/dictionary-changed-size-during-iteration — RuntimeError: dictionary changed size ...
      most likely cause: Deleting entries inside the loop
      first thing to try: Iterate over a snapshot (list(d)) and modify the original
          for sid in list(sessions):
              ...
        the lab, on this cause: fixed in py3.8, ..., py3.13
      don't bother: Iterating over d.keys() instead of d — still fails
      more: knownfix show python/dictionary-changed-size-during-iteration
      did it work? knownfix report python/dictionary-changed-size-during-iteration iterate-over-a-copy fixed|not_fixed|other_error

When nothing matches, nothing is added. The hook never raises: if knownfix itself
fails, the traceback has already been printed and one line
``knownfix: internal error: ...`` follows. :func:`uninstall` puts the previous hooks
back. See docs/integrations.md.
"""

from __future__ import annotations

import contextlib
import importlib
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType
from typing import Any, TextIO

__all__ = ["install", "installed", "load_ipython_extension", "note_for", "uninstall", "unload_ipython_extension"]

_LABELS: dict[str, dict[str, str]] = {
    "cause": {"en": "most likely cause", "zh": "最可能的原因"},
    "try": {"en": "first thing to try", "zh": "先试试"},
    "more": {"en": "more", "zh": "详情"},
    "also": {"en": "also matches", "zh": "也匹配"},
    "skip": {"en": "don't bother", "zh": "不必尝试"},
    "source": {"en": "identified from the library's source", "zh": "据库的源码识别"},
    "possible": {"en": "possible match (close wording, no signature matched)", "zh": "可能匹配（措辞相近，没有签名匹配）"},
    "report": {"en": "did it work? knownfix report {id} {remedy} fixed|not_fixed|other_error",
               "zh": "有效吗？knownfix report {id} {remedy} fixed|not_fixed|other_error"},
}
_MAX_TITLE = 160
_MAX_CODE_LINES = 8


@dataclass
class _Config:
    lang: str = "en"
    stream: TextIO | None = None  # None: sys.stderr as it is when the error happens
    limit: int = 1
    kb: Any = None  # an Artifact (or a knownfix.kb.KB); the default knowledge base, opened on first use, when None


_config: _Config | None = None
_previous_sys_hook: Callable[..., Any] | None = None
_previous_thread_hook: Callable[..., Any] | None = None
_lock = threading.Lock()


def _short(text: str, limit: int = _MAX_TITLE) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _answer(kb: Any, match: Any, lang: str) -> dict[str, Any]:
    """The lookup's answer for ``match`` (knownfix.lookup.answer), from an artifact or a loaded KB."""
    answer_for = importlib.import_module("knownfix.lookup.answer").answer_for
    if hasattr(kb, "entry_data"):
        return answer_for(match, kb.entry_data(match.id), kb.figures_data(match.id), lang)  # type: ignore[no-any-return]
    entry = kb.get(match.id)
    return answer_for(match, entry.model_dump(mode="json") if entry is not None else {}, None, lang)  # type: ignore[no-any-return]


def _kb(config: _Config) -> Any:
    if config.kb is None:
        from .artifact import default_kb

        config.kb = default_kb()
    return config.kb


def note_for(text: str, *, lang: str = "en", limit: int = 1, kb: Any = None) -> str:
    """The note the hook prints for a formatted traceback ``text``; ``""`` when nothing matches.

    May raise (the hook catches everything); exposed for other integrations.
    """
    config = _Config(lang=lang, limit=limit, kb=kb)
    return _note(text, config)


def _note(text: str, config: _Config) -> str:
    kb = _kb(config)
    # Look the function up at call time through the module, so the lookup stage is the single source.
    detailed = importlib.import_module("knownfix.lookup").lookup_detailed(text, kb=kb, limit=max(1, config.limit))
    matches = detailed.matches
    if not matches:
        if detailed.possible:  # close wording, no signature matched: labelled as a possible match
            p = detailed.possible[0]
            return (f"knownfix: {_LABELS['possible'][config.lang]}: {p.id} — {_short(p.title)}\n"
                    f"  knownfix show {p.id}\n")
        if detailed.source:  # no curated entry: say where the message comes from, facts only
            a = detailed.source[0]
            site = (a.raise_site or {}).get("url") or (a.raise_site or {}).get("path") or a.library
            return f"knownfix: no curated entry; {_short(a.summary)}\n  {_LABELS['source'][config.lang]}: {site}\n"
        return ""
    lang = config.lang
    top = matches[0]
    entry = kb.get(top.id)
    title = entry.title.get(lang) if entry is not None else top.title
    lines = [f"knownfix: {top.id} — {_short(title)}"]
    answer = _answer(kb, top, lang)
    cause, fix = answer.get("cause"), answer.get("fix")
    if cause is not None:
        lines.append(f"  {_LABELS['cause'][lang]}: {_short(cause['title'])}")
    if fix is not None:
        lines.append(f"  {_LABELS['try'][lang]}: {_short(fix['title'])}")
        code = (fix.get("code") or "").rstrip("\n").splitlines()
        lines += [f"      {line}" for line in code[:_MAX_CODE_LINES]] + (["      ..."] if len(code) > _MAX_CODE_LINES else [])
        lines.append(f"    {_short(fix['lab'])}")
    for d in answer.get("skip", [])[:2]:
        lines.append(f"  {_LABELS['skip'][lang]}: {_short(d['title'], 100)} — {_short(d['instead'], 100)}")
    more = f"knownfix show {top.id}" + (" --lang zh" if lang == "zh" else "")
    lines.append(f"  {_LABELS['more'][lang]}: {more}")
    if fix is not None:
        lines.append("  " + _LABELS["report"][lang].format(id=top.id, remedy=fix["id"]))
    for other in matches[1 : config.limit]:
        other_entry = kb.get(other.id)
        other_title = other_entry.title.get(lang) if other_entry is not None else other.title
        lines.append(f"  {_LABELS['also'][lang]}: {other.id} — {_short(other_title)}")
    return "\n".join(lines) + "\n"


def _write_note(
    exc_type: type[BaseException] | None,
    exc: BaseException | None,
    tb: TracebackType | None,
    config: _Config | None = None,
) -> None:
    """Print the note for one exception (``config``: default the installed one). Never raises."""
    config = config if config is not None else _config
    if config is None or exc_type is None or issubclass(exc_type, (KeyboardInterrupt, SystemExit)):
        return
    stream = config.stream if config.stream is not None else sys.stderr
    try:
        with contextlib.suppress(Exception):
            sys.stderr.flush()  # the traceback first, even when the note goes elsewhere
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        note = _note(text, config)
        if note and stream is not None:
            stream.write(note)
            stream.flush()
    except Exception as e:  # noqa: BLE001 - the hook must never raise
        with contextlib.suppress(Exception):  # a broken stream must not raise either
            if stream is not None:
                stream.write(f"knownfix: internal error: {type(e).__name__}: {_short(str(e), 300)}\n")
                stream.flush()


def _sys_hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    previous = _previous_sys_hook or sys.__excepthook__
    try:
        previous(exc_type, exc, tb)
    except Exception:  # noqa: BLE001 - a broken previous hook must not hide the traceback
        sys.__excepthook__(exc_type, exc, tb)
    _write_note(exc_type, exc, tb)


def _thread_hook(args: Any) -> None:
    previous = _previous_thread_hook or threading.__excepthook__
    try:
        previous(args)
    except Exception:  # noqa: BLE001
        threading.__excepthook__(args)
    _write_note(args.exc_type, args.exc_value, args.exc_traceback)


def install(lang: str = "en", stream: TextIO | None = None, limit: int = 1, *, kb: Any = None) -> None:
    """Add the knownfix note to uncaught exceptions (main thread and other threads).

    Args:
        lang: ``"en"`` or ``"zh"``.
        stream: where the note goes; ``None`` (default) means ``sys.stderr`` as it is
            when the error happens.
        limit: how many matching entries to name (the first gets the full note).
        kb: an :class:`knownfix.artifact.Artifact` (or a :class:`knownfix.kb.KB`); default: the knownfix.artifact.default_kb(),
            loaded the first time an error needs it.

    Calling it again changes the settings without wrapping twice.
    """
    if lang not in ("en", "zh"):
        raise ValueError(f"unknown language {lang!r}: use 'en' or 'zh'")
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise ValueError(f"limit must be a positive integer, not {limit!r}")
    global _config, _previous_sys_hook, _previous_thread_hook
    with _lock:
        _config = _Config(lang=lang, stream=stream, limit=limit, kb=kb)
        if sys.excepthook is not _sys_hook:
            _previous_sys_hook = sys.excepthook
            sys.excepthook = _sys_hook
        if threading.excepthook is not _thread_hook:
            _previous_thread_hook = threading.excepthook
            threading.excepthook = _thread_hook


def uninstall() -> None:
    """Restore the hooks that were there before :func:`install`. Harmless when not installed."""
    global _config, _previous_sys_hook, _previous_thread_hook
    with _lock:
        if sys.excepthook is _sys_hook:
            sys.excepthook = _previous_sys_hook or sys.__excepthook__
        if threading.excepthook is _thread_hook:
            threading.excepthook = _previous_thread_hook or threading.__excepthook__
        _config = None
        _previous_sys_hook = _previous_thread_hook = None


def installed() -> bool:
    """Whether the knownfix hook is the current :data:`sys.excepthook`."""
    return sys.excepthook is _sys_hook


# ---- IPython / Jupyter: %load_ext knownfix.hook --------------------------------------------

_ipython_config = _Config()


def _ipython_handler(shell: Any, etype: type[BaseException], evalue: BaseException, tb: TracebackType | None,
                     tb_offset: int | None = None) -> None:
    shell.showtraceback((etype, evalue, tb), tb_offset=tb_offset)
    _write_note(etype, evalue, tb, _ipython_config)


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext knownfix.hook``: after each cell's traceback, print the knownfix note."""
    ipython.set_custom_exc((Exception,), _ipython_handler)


def unload_ipython_extension(ipython: Any) -> None:
    """``%unload_ext knownfix.hook``: stop adding notes."""
    ipython.set_custom_exc((), None)
