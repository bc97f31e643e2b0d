"""Where every page and file of the site lives, on the server and in the static export.

Both use the same root-relative paths, with ``/zh`` in front of every Chinese page:

================  ===========================  =================================
page              server                       static export (a file on disk)
================  ===========================  =================================
home              ``/``                        ``/index.html``
all entries       ``/entries/``                ``/entries/index.html``
domain            ``/domains/<d>/``            ``/domains/<d>/index.html``
entry (HTML)      ``/entries/<id>``            ``/entries/<id>/index.html``
entry JSON        ``/api/v1/entries/<id>?lang``  ``/api/v1/entries/<id>.<lang>.json``
entry Markdown    ``/api/v1/entries/<id>.md?lang``  ``/api/v1/entries/<id>.<lang>.md``
search, lookup,   ``/search/``, ``/lookup/``,  ``/search/index.html`` ...
method, dashboard ``/method/``, ``/dashboard/``
================  ===========================  =================================

The server also answers every static-export path, so a link written for one works
on the other. ``base`` (e.g. ``/knownfix``) is prefixed to every URL when the
static site is hosted below the root of a host.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..render import LinkScheme

PAGES = ("home", "entries", "domains", "search", "lookup", "method", "dashboard")


@dataclass(frozen=True)
class StaticLinks(LinkScheme):
    """The entry link scheme of the static export: directory pages and per-language data files."""

    def entry(self, entry_id: str, fmt: str, lang: str) -> str:
        if lang not in ("en", "zh"):
            raise ValueError(f"unknown language {lang!r} (use 'en' or 'zh')")
        if fmt == "html":
            return f"{self.base}{'/zh' if lang == 'zh' else ''}/entries/{entry_id}/"
        if fmt in ("json", "md"):
            return f"{self.base}/api/v1/entries/{entry_id}.{lang}.{fmt}"
        raise ValueError(f"unknown format {fmt!r} (use 'json', 'md' or 'html')")


@dataclass(frozen=True)
class SiteUrls:
    """URLs of the site's pages for one mode (``static`` or not) and ``base`` prefix."""

    static: bool = False
    base: str = ""

    @property
    def links(self) -> LinkScheme:
        """The entry link scheme handed to the renderers."""
        return StaticLinks(self.base) if self.static else LinkScheme(self.base)

    def prefix(self, lang: str) -> str:
        return f"{self.base}/zh" if lang == "zh" else self.base

    def page(self, name: str, lang: str) -> str:
        """A site page by name (see :data:`PAGES`)."""
        if name not in PAGES:
            raise ValueError(f"unknown page {name!r}")
        return f"{self.prefix(lang)}/" if name == "home" else f"{self.prefix(lang)}/{name}/"

    def domain(self, domain: str, lang: str) -> str:
        return f"{self.prefix(lang)}/domains/{domain}/"

    def entry(self, entry_id: str, lang: str, fmt: str = "html") -> str:
        return self.links.entry(entry_id, fmt, lang)

    def asset(self, name: str) -> str:
        return f"{self.base}/static/{name}"

    def data(self, name: str) -> str:
        """A data file: ``search-index.json``, ``signatures.json``, ``llms.txt``, ``sitemap.xml``."""
        return f"{self.base}/{name}" if name in ("llms.txt", "sitemap.xml") else f"{self.base}/data/{name}"

    def api(self, path: str) -> str:
        return f"{self.base}/api/v1/{path}"

    def switch(self, path: str, lang: str) -> str:
        """The same page in the other language: ``/x/`` <-> ``/zh/x/`` (``path`` is without base)."""
        if lang == "zh":
            rest = path[3:] if path.startswith("/zh/") else "/"
            return f"{self.base}{rest}"
        return f"{self.base}/zh{path}"
