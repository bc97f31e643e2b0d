"""The link scheme of an entry, shared by the renderers, the web app and the static site.

=================  ==========================================
HTML (English)     ``/entries/<id>``
HTML (Chinese)     ``/zh/entries/<id>``
JSON               ``/api/v1/entries/<id>?lang=<lang>``
Markdown           ``/api/v1/entries/<id>.md?lang=<lang>``
Stylesheet         ``/static/knownfix.css``
=================  ==========================================

``<id>`` is ``<domain>/<slug>`` and is used as-is (both parts are ``[a-z0-9-]``).
Every function takes an optional ``base`` (e.g. ``https://knownfix.dev``) that is
prefixed verbatim. :class:`LinkScheme` bundles them so a caller (the static site,
say) can subclass it and pass its own scheme to :func:`knownfix.render.render_entry`.
"""

from __future__ import annotations

from dataclasses import dataclass


def _check_lang(lang: str) -> None:
    if lang not in ("en", "zh"):
        raise ValueError(f"unknown language {lang!r} (use 'en' or 'zh')")


def html_url(entry_id: str, lang: str, base: str = "") -> str:
    """The entry's web page: ``/entries/<id>`` or ``/zh/entries/<id>``."""
    _check_lang(lang)
    prefix = "/zh" if lang == "zh" else ""
    return f"{base}{prefix}/entries/{entry_id}"


def json_url(entry_id: str, lang: str, base: str = "") -> str:
    """The entry's JSON document: ``/api/v1/entries/<id>?lang=<lang>``."""
    _check_lang(lang)
    return f"{base}/api/v1/entries/{entry_id}?lang={lang}"


def md_url(entry_id: str, lang: str, base: str = "") -> str:
    """The entry's Markdown: ``/api/v1/entries/<id>.md?lang=<lang>``."""
    _check_lang(lang)
    return f"{base}/api/v1/entries/{entry_id}.md?lang={lang}"


def entry_url(entry_id: str, fmt: str, lang: str, base: str = "") -> str:
    """URL of ``entry_id`` in format ``fmt`` (``html``, ``json`` or ``md``) and ``lang``."""
    if fmt == "html":
        return html_url(entry_id, lang, base)
    if fmt == "json":
        return json_url(entry_id, lang, base)
    if fmt == "md":
        return md_url(entry_id, lang, base)
    raise ValueError(f"unknown format {fmt!r} (use 'json', 'md' or 'html')")


def home_url(lang: str, base: str = "") -> str:
    """The home page in ``lang``: ``/`` or ``/zh/``."""
    _check_lang(lang)
    return f"{base}/zh/" if lang == "zh" else f"{base}/"


CSS_URL = "/static/knownfix.css"


@dataclass(frozen=True)
class LinkScheme:
    """The link scheme as an object; subclass and override to change where things live."""

    base: str = ""

    def entry(self, entry_id: str, fmt: str, lang: str) -> str:
        return entry_url(entry_id, fmt, lang, self.base)

    def home(self, lang: str) -> str:
        return home_url(lang, self.base)

    def css(self) -> str:
        return f"{self.base}{CSS_URL}"

    def all_for(self, entry_id: str) -> dict[str, dict[str, str]]:
        """``{"html": {"en": ..., "zh": ...}, "json": {...}, "md": {...}}``."""
        return {fmt: {lang: self.entry(entry_id, fmt, lang) for lang in ("en", "zh")} for fmt in ("html", "json", "md")}


DEFAULT_LINKS = LinkScheme()
