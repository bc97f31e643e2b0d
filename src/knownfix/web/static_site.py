"""``knownfix build-site OUT/``: the whole site as static files for any static host.

Layout of OUT (every HTML page is ``<dir>/index.html``, linked as ``<dir>/``, so a
plain file server such as ``python -m http.server`` serves it; Chinese pages
mirror the English ones under ``zh/``)::

    index.html  entries/index.html  entries/<domain>/<slug>/index.html
    domains/index.html  domains/<domain>/index.html  search/  lookup/  method/  dashboard/
    zh/...                                the same pages in Chinese
    404.html
    api/v1/entries/<domain>/<slug>.<lang>.json   the entry's JSON document
    api/v1/entries/<domain>/<slug>.<lang>.md     the entry as Markdown
    api/v1/entries.ndjson  api/v1/entries.json  api/v1/domains.json  api/v1/stats.json
    data/search-index.json  data/signatures.json (every signature, for tools)
    data/sig/manifest.json  data/sig/<n>.json  (the paste box's signature shards: knownfix.web.shards)
    static/  sitemap.xml  llms.txt  robots.txt  _headers  .knownfix-site

OUT must be empty or a previous export (it holds ``.knownfix-site``); it is
then replaced. ``base`` prefixes every link when the site lives below a host's
root; ``site_url`` makes sitemap.xml absolute (required by the sitemap protocol).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape as xml_escape

from ..render import css_path
from ..render.text import md_link_text
from .data import SiteData
from .headers import headers_file
from .pages import Pages
from .shards import build_shards
from .urls import SiteUrls

MARKER = ".knownfix-site"
STATIC_DIR = Path(__file__).parent / "static"


class SiteError(Exception):
    """OUT cannot be written (not empty and not a previous export, or not a folder)."""


def llms_txt(data: SiteData, urls: SiteUrls) -> str:
    """``/llms.txt``: what the site is and a Markdown link to every entry (llmstxt.org layout)."""
    md = SiteUrls(static=True, base=urls.base)
    lines = [
        "# knownfix",
        "",
        ("> A knowledge base of programming errors: root cause, causes, workarounds and dead ends, "
         "every figure computed from lab evidence (\"not yet measured\" otherwise). English and Simplified Chinese."),
        "",
        (f"Every entry is available as Markdown (links below), as JSON ({md.base}/api/v1/entries/<id>.<lang>.json) "
         f"and all at once as NDJSON ({urls.api('entries.ndjson')})."),
        "",
    ]
    for domain in data.domains():
        lines += [f"## {domain.name}", ""]
        for entry_id in domain.entries:
            e = data.entry(entry_id)
            lines.append(f"- [{md_link_text(e.title.en)}]({md.entry(entry_id, 'en', 'md')}): {entry_id} "
                         f"(中文: {md.entry(entry_id, 'zh', 'md')})")
        lines.append("")
    return "\n".join(lines)


def html_paths(data: SiteData, urls: SiteUrls) -> list[str]:
    """Every HTML page's URL, in both languages."""
    out: list[str] = []
    for lang in ("en", "zh"):
        out += [urls.page(p, lang) for p in ("home", "entries", "domains", "search", "lookup", "method", "dashboard")]
        out += [urls.domain(d.name, lang) for d in data.domains()]
        out += [urls.entry(i, lang) for i in data.ids]
    return out


def sitemap_xml(data: SiteData, urls: SiteUrls, site_url: str = "") -> str:
    """sitemap.xml of every page (``lookup`` excluded); ``site_url`` makes the locations absolute."""
    locs = [p for p in html_paths(data, urls) if "/lookup/" not in p]
    body = "".join(f"  <url><loc>{xml_escape(site_url + p)}</loc></url>\n" for p in locs)
    note = "" if site_url else "<!-- root-relative locations: rebuild with --site-url https://your.host for a valid sitemap -->\n"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + note +
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + body + "</urlset>\n")


def check_out(out: Path) -> None:
    """Raise :class:`SiteError` unless ``out`` may be written: new, empty, or a previous export."""
    if out.exists() and not out.is_dir():
        raise SiteError(f"{out} exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).is_file():
        raise SiteError(f"{out} is not empty and is not a previous knownfix export (no {MARKER}); "
                        "choose an empty or new folder")


def _prepare(out: Path) -> None:
    check_out(out)
    if out.is_dir() and any(out.iterdir()):
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)


def _write(out: Path, url_path: str, text: str, base: str) -> Path:
    rel = url_path[len(base):].lstrip("/")
    target = out / rel
    if url_path.endswith("/"):
        target = target / "index.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=None, separators=(",", ":")) + "\n"


def build_site(out: Path | str, kb_root: Any = None, *, base: str = "", site_url: str = "",
               data: SiteData | None = None) -> dict[str, int]:
    """Write the static site into ``out``; return counts ``{"pages", "entries", "files"}``."""
    out = Path(out)
    base = base.rstrip("/")
    if base and not base.startswith("/"):
        raise SiteError(f"--base must start with '/' (got {base!r})")
    _prepare(out)
    data = data or SiteData(kb_root)
    urls = SiteUrls(static=True, base=base)
    pages = Pages(data, urls)
    n_pages = 0
    render: dict[str, Callable[[str], str]] = {
        "home": pages.home, "entries": pages.entries, "domains": pages.domains, "search": pages.search,
        "lookup": pages.lookup, "method": pages.method, "dashboard": pages.dashboard,
    }
    for lang in ("en", "zh"):
        for name, fn in render.items():
            _write(out, urls.page(name, lang), fn(lang), base)
            n_pages += 1
        for d in data.domains():
            _write(out, urls.domain(d.name, lang), pages.entries(lang, domain=d.name), base)
            n_pages += 1
        for i in data.ids:
            _write(out, urls.entry(i, lang), pages.entry(i, lang), base)
            _write(out, urls.entry(i, lang, "json"), _json(data.document(i, lang, static=True)), base)
            _write(out, urls.entry(i, lang, "md"), data.markdown(i, lang, static=True), base)
            n_pages += 1
    (out / "404.html").write_text(pages.not_found("en", "/"), encoding="utf-8")
    _write(out, urls.api("entries.ndjson"), data.ndjson("en", static=True), base)
    _write(out, urls.api("entries.json"), _json({"entries": [data.row(i) for i in data.ids]}), base)
    _write(out, urls.api("domains.json"), _json({"domains": [d.__dict__ for d in data.domains()]}), base)
    _write(out, urls.api("stats.json"), _json(data.stats()), base)
    _write(out, urls.data("search-index.json"), _json(data.search_export()), base)
    _write(out, urls.data("signatures.json"), _json(data.signatures_export()), base)
    manifest, shards = build_shards(data.signatures_export())
    _write(out, urls.data("sig/manifest.json"), _json(manifest), base)
    for name, shard in shards.items():
        _write(out, urls.data(f"sig/{name}.json"), _json(shard), base)
    (out / "llms.txt").write_text(llms_txt(data, urls), encoding="utf-8")
    (out / "sitemap.xml").write_text(sitemap_xml(data, urls, site_url.rstrip("/")), encoding="utf-8")
    (out / "robots.txt").write_text("User-agent: *\nAllow: /\n" + (f"Sitemap: {site_url.rstrip('/')}{base}/sitemap.xml\n" if site_url else ""), encoding="utf-8")
    (out / "_headers").write_text(headers_file(), encoding="utf-8")
    static = out / "static"
    static.mkdir(exist_ok=True)
    for f in STATIC_DIR.iterdir():
        if f.is_file():
            shutil.copyfile(f, static / f.name)
    shutil.copyfile(css_path(), static / "knownfix.css")
    (out / MARKER).write_text("knownfix static site; `knownfix build-site` replaces this folder\n", encoding="utf-8")
    files = sum(1 for p in out.rglob("*") if p.is_file())
    return {"pages": n_pages, "entries": len(data.ids), "files": files}
