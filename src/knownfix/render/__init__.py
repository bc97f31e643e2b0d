"""Stage: the renderings of an entry -- JSON, Markdown and HTML, in English and Chinese.

Public surface::

    render_entry(entry, figures, fmt, lang) -> str     fmt: json | md | html; lang: en | zh
    entry_document(entry, figures, lang="en") -> dict  the JSON document (schema_version, lang, ..., figures, links)
    jinja_env(*extra_loaders) -> Environment           base.html.j2 (blocks title/head/nav/content/footer) + entry templates
    css_path() -> Path                                 the stylesheet to serve at /static/knownfix.css
    LinkScheme, entry_url, html_url, json_url, md_url  the URL scheme (see :mod:`.links`)
    label(key, lang), LABELS                           every UI label in both languages (see :mod:`.labels`)

Modules: :mod:`.document` (JSON model and schema), :mod:`.view` (figures as display
strings, shared by Markdown and HTML), :mod:`.text` (prose escaping), :mod:`.labels`,
:mod:`.links`, ``templates/``.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from jinja2 import BaseLoader, ChoiceLoader, Environment, PackageLoader, StrictUndefined, select_autoescape

from ..figures.model import EntryFigures
from ..kb.model import Entry
from .document import DOCUMENT_SCHEMA_VERSION, EntryDocument, build_document, canonical, document_json_schema
from .labels import HTML_LANG, LABELS, LANG_NAME, LANGS, label
from .links import CSS_URL, DEFAULT_LINKS, LinkScheme, entry_url, home_url, html_url, json_url, md_url
from .text import html_inline, html_prose, md_cell, md_code, md_fence, md_link_text, md_link_url, md_text, safe_url
from .view import build_view

Format = Literal["json", "md", "html"]
FORMATS: tuple[str, ...] = ("json", "md", "html")
TEMPLATES_DIR = Path(__file__).parent / "templates"


def css_path() -> Path:
    """Path of the stylesheet every HTML page links as ``/static/knownfix.css``."""
    return TEMPLATES_DIR / "knownfix.css"


def jinja_env(*extra_loaders: BaseLoader) -> Environment:
    """A Jinja2 environment with knownfix's templates, helpers and autoescaping.

    ``extra_loaders`` are consulted first (a :class:`~jinja2.ChoiceLoader`), so other
    packages (the web app) can add pages that ``{% extends "base.html.j2" %}``.
    Autoescaping is on for ``.html``/``.html.j2``/``.xml`` and off for ``.md.j2``/``.txt``.
    Globals: ``t(key, lang, **values)`` (labels), ``html_lang_of(lang)``,
    ``home_url_of(lang)``, ``default_css_url``, ``fence(code)``. Filters: ``prose``,
    ``prose_inline`` and ``safe_url`` (HTML), ``md``, ``md_cell``, ``md_code``,
    ``md_link`` and ``md_url`` (Markdown).
    """
    env = Environment(
        loader=ChoiceLoader([*extra_loaders, PackageLoader("knownfix.render", "templates")]),
        autoescape=select_autoescape(
            enabled_extensions=("html", "htm", "xml", "html.j2", "xml.j2"),
            disabled_extensions=("md", "md.j2", "txt", "txt.j2"),
            default_for_string=True,
            default=True,
        ),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=StrictUndefined,
    )
    env.globals.update(
        t=label,
        html_lang_of=lambda lang: HTML_LANG.get(lang, "en"),
        home_url_of=home_url,
        default_css_url=CSS_URL,
        fence=md_fence,
    )
    env.filters.update(
        prose=html_prose, prose_inline=html_inline, md=md_text, md_cell=md_cell,
        md_code=md_code, md_link=md_link_text, md_url=md_link_url, safe_url=safe_url,
    )
    return env


@lru_cache(maxsize=1)
def _env() -> Environment:
    return jinja_env()


def _check(fmt: str, lang: str) -> None:
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}: use one of 'json', 'md', 'html'")
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: use 'en' or 'zh'")


def entry_document(
    entry: Entry, figures: EntryFigures, lang: str = "en", links: LinkScheme = DEFAULT_LINKS
) -> dict[str, Any]:
    """The JSON document of ``entry`` in ``lang``: a dict in the documented, fixed key order."""
    _check("json", lang)
    return canonical(build_document(entry, figures, lang, links))


_FENCE = re.compile(r"^(`{3,})")


def _tidy_markdown(text: str) -> str:
    """Collapse runs of blank lines outside fenced code; one trailing newline."""
    out: list[str] = []
    fence: str | None = None
    blank = 0
    for line in text.split("\n"):
        m = _FENCE.match(line)
        if fence is None:
            if not line.strip():
                blank += 1
                continue
            if out and blank:
                out.append("")
            blank = 0
            out.append(line.rstrip())
            if m:
                fence = m.group(1)
        else:
            out.append(line)
            if m and line.strip() == fence:
                fence = None
    return "\n".join(out) + "\n"


def render_entry(
    entry: Entry,
    figures: EntryFigures,
    fmt: Format | str,
    lang: Literal["en", "zh"] | str,
    links: LinkScheme = DEFAULT_LINKS,
    reports: dict[str, Any] | None = None,
) -> str:
    """Render ``entry`` with its computed ``figures`` as ``json``, ``md`` or ``html`` in ``en`` or ``zh``.

    ``reports``: the outcome-report section for Markdown and HTML (:func:`.reports.reports_view`), or None.
    Raises :class:`ValueError` for any other format or language.
    """
    _check(fmt, lang)
    if fmt == "json":
        return json.dumps(entry_document(entry, figures, lang, links), ensure_ascii=False, indent=2) + "\n"
    view = build_view(entry, figures, lang, links, reports)
    ctx = {"v": view, "lang": lang, "css_url": view["links"]["css"], "home_url": view["links"]["home"]}
    if fmt == "md":
        return _tidy_markdown(_env().get_template("entry.md.j2").render(ctx))
    return _env().get_template("entry.html.j2").render(ctx)


__all__ = [
    "CSS_URL",
    "DEFAULT_LINKS",
    "DOCUMENT_SCHEMA_VERSION",
    "FORMATS",
    "HTML_LANG",
    "LABELS",
    "LANGS",
    "LANG_NAME",
    "EntryDocument",
    "Format",
    "LinkScheme",
    "css_path",
    "document_json_schema",
    "entry_document",
    "entry_url",
    "home_url",
    "html_url",
    "jinja_env",
    "json_url",
    "label",
    "md_url",
    "render_entry",
]
