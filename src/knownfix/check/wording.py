"""Prose rules that can be checked mechanically (KF410, KF411, KF810).

* KF410: a frequency word ("usually", "often", "almost always", 通常, 往往, ...) in a
  text that cites no source. The style guide forbids typed frequencies: say the
  condition, let the lab measure how often, or cite the issue or document the
  frequency comes from (a URL, ``issue N``, ``PR N`` or ``owner/repo#N`` in the same
  text counts as a source).
* KF411: words about how the entry was produced ("run here", "on this machine",
  "no GPU was lent", 本机, 本任务, a helper session as author). The product speaks about
  the lab (实验室实测, "measured by the lab"), never about the session that wrote it.
* KF810: a signature whose versions start exactly at the oldest version of that library
  in the entry's lab matrix (``spec: ">=2.13"`` when the oldest torch the lab runs is
  2.13). That is when the lab first saw the wording, not when the library first printed
  it; either name the release that introduced it with a ``docs`` link whose title names
  that version, or leave the lower bound out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from ..kb.model import Text

# --- KF410: frequency words ------------------------------------------------------------

_FREQ_EN = re.compile(
    r"\b(usually|often|almost always|nearly always|almost never|typically|most of the time|in most cases|"
    r"most people|commonly|generally|frequently|mostly|rarely|normally)\b",
    re.IGNORECASE,
)
_FREQ_ZH = re.compile(r"((?<!普)通常|往往|经常|常常|几乎总是|几乎从不|大多数|多数情况|多数人|一般来说|一般情况下|最常见)")
_SOURCE = re.compile(r"https?://|\b(issue|PR|pull request|bpo)[ -]?#?\d+|\b[\w.-]+/[\w.-]+#\d+", re.IGNORECASE)


def frequency_problems(text: Text) -> list[tuple[str, str]]:
    """KF410 for each language slot of ``text`` that uses a frequency word without a source."""
    out: list[tuple[str, str]] = []
    for lang, pattern in (("en", _FREQ_EN), ("zh", _FREQ_ZH)):
        value = text.get(lang)
        m = pattern.search(value)
        if m and not _SOURCE.search(value):
            out.append((lang, (f"KF410 frequency word {m.group(0)!r} without a source: state the condition, "
                               "let the lab measure it, or cite the issue or document it comes from")))
    return out


# --- KF411: process wording ------------------------------------------------------------

_PROCESS_EN = re.compile(
    r"\b((?:not )?(?:run|ran|read|checked|tested|reproduced|observed|measured|confirmed|seen) here\b|"
    r"on this machine|in our (?:runs|tests|lab runs)|no GPU was lent|lent to this (?:task|session)|"
    r"this task\b|this session\b|helper session)",
    re.IGNORECASE,
)
_PROCESS_ZH = re.compile(r"(本机|本任务|本次会话|这台机器)")


#: Quoted text is a program's own words, not the entry's (``"CUDA is not available on this machine"``, a
#: message in a code span): KF411 reads the prose around it.
_QUOTED = re.compile(r"`[^`\n]*`|\"[^\"\n]*\"|\u201c[^\u201d\n]*\u201d|\u300c[^\u300d\n]*\u300d")


def process_problems(text: Text) -> list[tuple[str, str]]:
    """KF411 for each language slot of ``text`` that speaks about how the entry was produced (quoted text and
    code spans, which hold a program's own words, are not read)."""
    out: list[tuple[str, str]] = []
    for lang, pattern in (("en", _PROCESS_EN), ("zh", _PROCESS_ZH)):
        m = pattern.search(_QUOTED.sub(" ", text.get(lang)))
        if m:
            hint = "measured by the lab" if lang == "en" else "实验室实测"
            out.append((lang, (f"KF411 words about how the entry was produced ({m.group(0)!r}): "
                               f"say what the lab measured ({hint}) or cite the source")))
    return out


# --- KF412: a workaround that reaches a weaker goal and does not say so -------------------

#: code that reaches a weaker goal than the program's: an upper-bound pin in an install command (an
#: older release; also one offered as a commented fallback), or a loader that drops the last
#: incomplete batch (dropped samples)
_PIN = re.compile(r"\b(?:pip3?|uv pip|conda|mamba)\s+install\b.*?[\w\]]\s*(?:<=?|~=)\s*\d")
_DROP_LAST = re.compile(r"\bdrop_last\s*=\s*True\b")


def weaker_goal(code: str | None) -> str | None:
    """What weaker goal ``code`` reaches, if it matches one of the known kinds, else None."""
    for line in (code or "").splitlines():
        stripped = line.strip()
        # a commented line is read as a fallback command; otherwise a trailing comment is prose
        content = stripped.lstrip("#").strip() if stripped.startswith("#") else stripped.split("#", 1)[0]
        if _PIN.search(content):
            return "an older release (an upper-bound pin)"
        if not stripped.startswith("#") and _DROP_LAST.search(content):
            return "dropped samples (drop_last=True)"
    return None


def author_problem(author_name: str | None) -> str | None:
    """KF411 for a provenance author_name that names a session rather than a model or person."""
    if author_name and re.search(r"\b(session|helper|task|sub-?agent)\b", author_name, re.IGNORECASE):
        return (f"KF411 author_name {author_name!r} names how the entry was produced: "
                "give the model or person that wrote it")
    return None


# --- KF810: version bounds dated by the lab ---------------------------------------------


def lower_bound(spec: str) -> Version | None:
    """The release a PEP 440 specifier starts at (``>=X``, ``>X``, ``==X``, ``~=X``), or None."""
    try:
        specs = SpecifierSet(spec)
    except InvalidSpecifier:
        return None
    bounds: list[Version] = []
    for s in specs:
        if s.operator in (">=", ">", "==", "~=") and "*" not in s.version:
            try:
                bounds.append(Version(s.version))
            except InvalidVersion:
                continue
    return max(bounds) if bounds else None


def same_release(a: Version, b: Version) -> bool:
    """2.13 and 2.13.0+cpu are the same release; 3.8 and 3.8.18 too (compared on a's length)."""
    n = len(a.release)
    return a.release == b.release[:n] + (0,) * max(0, n - len(b.release[:n]))


def version_names_in(texts: Iterable[str], version: Version) -> bool:
    shown = ".".join(str(p) for p in version.release)
    pattern = re.compile(rf"(?<![\d.]){re.escape(shown)}(?![\d])")
    return any(pattern.search(t) for t in texts)


def lab_dated_bounds(
    signatures: Iterable[tuple[int, str, str]],
    oldest: dict[str, Version],
    doc_titles: list[str],
) -> Iterator[tuple[int, str]]:
    """(signature index, message) for each (index, library, spec) whose lower bound is the lab's oldest version."""
    for i, library, spec in signatures:
        bound = lower_bound(spec)
        first = oldest.get(library.lower())
        if bound is None or first is None or not same_release(bound, first):
            continue
        if version_names_in(doc_titles, bound):
            continue
        yield i, (f"KF810 {library} {spec!r} starts at the oldest {library} in the lab matrix ({first}): "
                  "that is when the lab first saw it; cite the release that introduced the wording "
                  "(a docs link whose title names it) or leave the lower bound out")
