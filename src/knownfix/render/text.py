"""Turning entry prose into safe Markdown and HTML.

Entry prose is plain text with one piece of markup: inline code in backticks
(`like this`). Blank lines separate paragraphs. In Markdown, everything outside
code spans that Markdown would interpret (``* _ < [ ] \\ `` and block markers at a line start)
is backslash-escaped; in table cells ``|`` is escaped too,
so an error message such as ``'<' not supported`` survives any renderer. In HTML,
text is escaped first and only then are code spans turned into ``<code>``.

Every other value rendered from an entry goes through one of the helpers below,
whatever renderer reads the output (one that allows raw HTML included):

* URLs: :func:`safe_url` keeps only ``http``, ``https``, ``mailto`` and relative
  URLs (anything else becomes ``#``); :func:`md_link_url` also percent-encodes what
  would end a Markdown link destination (``( ) < > `` and spaces ...);
* Markdown link text: :func:`md_link_text`; inline code: :func:`md_code` (a
  backtick run longer than any inside, so a pattern holding backticks stays code).
"""

from __future__ import annotations

import re

from markupsafe import Markup, escape

_CODE_SPAN = re.compile(r"`([^`\n]+)`")
_MD_SPECIAL = re.compile(r"([\\*<\[\]`])")
_BLOCK_MARKER = r"(\s*(?:\d+)?)(>|[#+\-.)](?=\s|$))"
_MD_LINE_START = re.compile(r"^" + _BLOCK_MARKER, re.MULTILINE)  # segment starts a line
_MD_AFTER_NEWLINE = re.compile(r"(?<=\n)" + _BLOCK_MARKER)  # segment follows a code span
_MD_UNDERSCORE = re.compile(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")
_PARAGRAPHS = re.compile(r"\n\s*\n")


def _md_plain(text: str, at_line_start: bool) -> str:
    text = _MD_SPECIAL.sub(r"\\\1", text)
    block = _MD_LINE_START if at_line_start else _MD_AFTER_NEWLINE
    text = block.sub(lambda m: m.group(1) + "\\" + m.group(2), text)
    return _MD_UNDERSCORE.sub(r"\\_", text)


def md_text(text: str | None) -> str:
    """Prose as Markdown: code spans kept, Markdown syntax elsewhere escaped, paragraphs kept."""
    if not text:
        return ""
    out: list[str] = []
    pos = 0
    for m in _CODE_SPAN.finditer(text):
        out.append(_md_plain(text[pos : m.start()], pos == 0 or text[pos - 1] == "\n"))
        out.append(f"`{m.group(1)}`")
        pos = m.end()
    out.append(_md_plain(text[pos:], pos == 0 or text[pos - 1] == "\n"))
    return "".join(out).strip()


def md_cell(text: str | None) -> str:
    """Prose for one GitHub table cell: one line, pipes escaped."""
    return " ".join(md_text(text).split()).replace("|", "\\|")


def md_fence(code: str) -> str:
    """A backtick fence longer than any backtick run inside ``code``."""
    longest = max((len(m) for m in re.findall(r"`+", code)), default=0)
    return "`" * max(3, longest + 1)


SAFE_SCHEMES = ("http", "https", "mailto")
#: Characters a browser drops from a URL before reading its scheme (C0 controls, space).
_URL_STRIP = "".join(chr(c) for c in range(0x21))
#: Characters that would end (or confuse) a Markdown link destination: percent-encoded.
_MD_URL_ESCAPE: dict[int, str] = {ord(c): f"%{ord(c):02X}" for c in "()<>[]`\\\"' \t\n\r"}


def url_scheme(url: str) -> str | None:
    """The scheme of ``url`` as a browser reads it (lower case), or None for a relative URL."""
    cleaned = url.strip(_URL_STRIP).replace("\t", "").replace("\n", "").replace("\r", "")
    colon = cleaned.find(":")
    if colon <= 0:
        return None
    if any(c in "/?#" for c in cleaned[:colon]):
        return None  # the colon is in the path, query or fragment: a relative URL
    return cleaned[:colon].lower()


def safe_url(url: str | None) -> str:
    """``url`` when it is http, https, mailto or relative; otherwise ``#`` (never a live script link)."""
    if not url:
        return "#"
    scheme = url_scheme(url)
    if scheme is not None and scheme not in SAFE_SCHEMES:
        return "#"
    return url.strip(_URL_STRIP)


def md_link_url(url: str | None) -> str:
    """A URL as a Markdown link destination: :func:`safe_url`, with ``( ) < > [ ]``, quotes,
    backslashes, backticks and whitespace percent-encoded (a ``)`` cannot end the link early)."""
    return safe_url(url).translate(_MD_URL_ESCAPE)


def md_link_text(text: str | None) -> str:
    """Text inside ``[...]`` of a Markdown link: escaped as prose, on one line."""
    return " ".join(md_text(text).split())


def md_code(text: str | None) -> str:
    """``text`` as one Markdown code span, whatever backticks it holds (newlines become spaces)."""
    value = " ".join((text or "").split("\n"))
    if not value:
        return ""
    fence = "`" * (max((len(m) for m in re.findall(r"`+", value)), default=0) + 1)
    pad = " " if value.startswith("`") or value.endswith("`") or (value.startswith(" ") and value.endswith(" ")) else ""
    return f"{fence}{pad}{value}{pad}{fence}"


def html_inline(text: str | None) -> Markup:
    """Prose as inline HTML: escaped, code spans as ``<code>``, newlines as ``<br>``."""
    if not text:
        return Markup("")
    out: list[str] = []
    pos = 0
    for m in _CODE_SPAN.finditer(text):
        out.append(str(escape(text[pos : m.start()])))
        out.append(f"<code>{escape(m.group(1))}</code>")
        pos = m.end()
    out.append(str(escape(text[pos:])))
    return Markup("<br>\n".join("".join(out).strip().split("\n")))


def html_prose(text: str | None) -> Markup:
    """Prose as HTML paragraphs (``<p>`` per blank-line-separated block)."""
    if not text or not text.strip():
        return Markup("")
    paras = [p for p in _PARAGRAPHS.split(text.strip()) if p.strip()]
    return Markup("\n".join(f"<p>{html_inline(p)}</p>" for p in paras))


_SHELL_START = re.compile(r"^\s*(\$ |pip3? |python3? -m |conda |export |apt(-get)? |uv |git |cd |sudo )")


def code_language(code: str, domain: str = "") -> str:
    """The fence language for a code block: ``console`` for shell commands, else ``python``."""
    first = next((ln for ln in code.splitlines() if ln.strip()), "")
    if _SHELL_START.match(first):
        return "console"
    return "python"
