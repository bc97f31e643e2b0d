"""Markup safety of entry text (KF95x): no links to other schemes, no raw HTML.

Entry text is rendered into HTML pages, Markdown files, llms.txt and MCP answers.
The renderers escape it (:mod:`knownfix.render.text`), and this rule keeps what
could only be an attempt to inject markup out of the KB in the first place:

* ``KF951`` a URL with a scheme other than ``http``, ``https`` or ``mailto`` in a
  text field (``javascript:``, ``data:``, ``vbscript:``, ``file:`` ...), or a
  Markdown link ``[x](dest)`` whose destination has such a scheme; a docs URL
  that holds characters that end a Markdown link (``( ) < > " ' `` ` `` ``\\``)
  or a space;
* ``KF952`` raw HTML in a text field outside code spans: a tag of an HTML
  element (``<b>``, ``</p>``, ``<img ...>``) or any tag with an attribute, a
  comment or declaration (``<!--``, ``<!DOCTYPE``), or a character reference
  (``&lt;``, ``&#60;``). Placeholders such as ``<locals>`` or ``<N>`` are text.
  Write HTML as code, in backticks.

Text fields are every :class:`~knownfix.kb.model.Text` (both languages) and the
signature ``exception`` name. Patterns, examples and code are rendered as code
(fenced or escaped) and are not prose, so they are not checked here.
Hand-written scanning, linear in the text.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .text import walk_texts

if TYPE_CHECKING:
    from ..kb.loader import Problem
    from .entry import EntryContext

SAFE_SCHEMES = ("http", "https", "mailto")
#: Characters that end a Markdown link destination or a URL in running text.
_URL_BREAKERS = frozenset("()<>\"'`\\ \t\n")
_SCHEME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+.-")
#: Schemes that are never harmless in a link, also when they appear in running text (``data:text/html,...``).
_DANGEROUS = ("javascript", "vbscript", "data", "file", "blob", "livescript")
#: What may stand before a URL in running text.
_URL_OPENERS = frozenset(" \t\n([<\"'=")
#: HTML elements (the ones a renderer would act on); a tag of any other name is a placeholder.
_ELEMENT_NAMES = """
a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col
colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form
frame frameset h1 h2 h3 h4 h5 h6 head header hr html i iframe img input ins kbd label legend li link main map
mark marquee math menu meta meter nav noscript object ol optgroup option output p param picture pre progress q
rp rt ruby s samp script section select slot small source span strong style sub summary sup svg table tbody td
template textarea tfoot th thead time title tr track u ul var video wbr xmp
"""
HTML_ELEMENTS = frozenset(_ELEMENT_NAMES.split())


def _outside_code(text: str) -> str:
    """``text`` with its code spans (```like this```) blanked out."""
    out: list[str] = []
    pos = 0
    while True:
        start = text.find("`", pos)
        if start < 0:
            out.append(text[pos:])
            break
        end = text.find("`", start + 1)
        newline = text.find("\n", start + 1)
        if end < 0 or (0 <= newline < end):
            out.append(text[pos : start + 1])  # a lone backtick: not a code span
            pos = start + 1
            continue
        out.append(text[pos:start])
        out.append(" " * (end + 1 - start))
        pos = end + 1
    return "".join(out)


def _scheme_before(text: str, colon: int) -> str:
    """The URL scheme ending at ``text[colon] == ':'`` (lower case), or ''."""
    start = colon
    while start > 0 and text[start - 1] in _SCHEME_CHARS and colon - start < 32:
        start -= 1
    scheme = text[start:colon]
    return scheme.lower() if scheme[:1].isalpha() else ""


def unsafe_scheme(text: str) -> str | None:
    """A link scheme in ``text`` that is not http/https/mailto (``javascript`` ...), or None.

    Looks at the destination of every Markdown link ``](dest)`` and, in running
    text, at every word followed by ``:`` that names a dangerous scheme
    (``javascript:``, ``data:``, ...); entity-encoded or whitespace-split schemes
    are caught by KF952 (character references) and by the renderers' own URL check.
    """
    plain = _outside_code(text)
    pos = plain.find("](")
    while pos >= 0:
        dest = plain[pos + 2 : pos + 2 + 200].lstrip().lstrip("<")
        colon = dest.find(":")
        stop = next((i for i, c in enumerate(dest) if c in "/?#)"), len(dest))
        if 0 <= colon < stop:
            scheme = _scheme_before(dest, colon)
            if scheme and scheme not in SAFE_SCHEMES:
                return scheme
        pos = plain.find("](", pos + 2)
    lowered = plain.lower()
    for scheme in _DANGEROUS:
        pos = lowered.find(scheme + ":")
        while pos >= 0:
            after = lowered[pos + len(scheme) + 1 : pos + len(scheme) + 2]
            if (pos == 0 or lowered[pos - 1] in _URL_OPENERS) and after and not after.isspace():
                return scheme
            pos = lowered.find(scheme + ":", pos + 1)
    return None


def _tag_name(plain: str, pos: int) -> str:
    """The lower-cased element name of a tag starting at ``plain[pos] == '<'`` (``/`` kept), or ''."""
    end = pos + 1
    if plain[end : end + 1] == "/":
        end += 1
    start = end
    while end < len(plain) and end - start < 16 and plain[end].isascii() and plain[end].isalnum():
        end += 1
    if end == start or not plain[start].isalpha():
        return ""
    after = plain[end : end + 1]
    if after not in (">", "/", " ", "\t", "\n", ""):
        return ""
    return plain[pos + 1 : end].lower()


def raw_html(text: str) -> str | None:
    """The first piece of raw HTML in ``text`` outside code spans, or None.

    Raw HTML is a tag of an HTML element (``<img ...>``, ``<b>``, ``</p>``), any tag
    with an attribute (``<x onload=...>``), a comment or declaration (``<!--``,
    ``<!DOCTYPE``, ``<?xml``) or a character reference (``&lt;``, ``&#60;``).
    Placeholders in angle brackets (``<locals>``, ``<class 'int'>``, ``<N>``) are text.
    """
    plain = _outside_code(text)
    pos = plain.find("<")
    while pos >= 0:
        nxt = plain[pos + 1 : pos + 2]
        close = plain.find(">", pos + 1, pos + 400)
        shown = plain[pos : min(close + 1 if close > 0 else pos + 40, pos + 40)]
        if nxt in ("!", "?"):
            return shown
        name = _tag_name(plain, pos)
        if name and (name.lstrip("/") in HTML_ELEMENTS or (close > 0 and "=" in plain[pos:close])):
            return shown
        pos = plain.find("<", pos + 1)
    pos = plain.find("&")
    while pos >= 0:
        semi = plain.find(";", pos + 1, pos + 34)
        if semi > pos + 1:
            name = plain[pos + 1 : semi]
            if name.isascii() and (name.isalnum() or (name[0] == "#" and name[1:].lstrip("xX").isalnum())):
                return plain[pos : semi + 1]
        pos = plain.find("&", pos + 1)
    return None


def check_safety(ctx: EntryContext) -> Iterator[Problem]:
    """KF951 link schemes and docs URLs that break out of a link, KF952 raw HTML in text."""
    entry = ctx.loaded.entry
    for loc, text in walk_texts(entry):
        for lang in ("en", "zh"):
            value = getattr(text, lang)
            scheme = unsafe_scheme(value)
            if scheme is not None:
                yield ctx.problem(loc + (lang,), f"KF951 link with scheme {scheme!r}: only http, https, mailto or relative links")
            html = raw_html(value)
            if html is not None:
                yield ctx.problem(loc + (lang,), f"KF952 raw HTML {html!r} in text: write it as code in backticks")
    for i, sig in enumerate(entry.signatures):
        html = raw_html(sig.exception)
        if html is not None:
            yield ctx.problem(("signatures", i, "exception"), f"KF952 raw HTML {html!r} in text: write it as code in backticks")
    for i, doc in enumerate(entry.docs):
        bad = sorted({c for c in doc.url if c in _URL_BREAKERS})
        if bad:
            shown = "".join(bad).replace("\n", "\\n").replace("\t", "\\t")
            yield ctx.problem(("docs", i, "url"), f"KF951 documentation URL holds {shown!r}: percent-encode it")
