"""The static export: complete, no broken internal links, served by a plain file server."""

from __future__ import annotations

import functools
import json
import threading
import urllib.request
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from typer.testing import CliRunner

from knownfix.cli import app
from knownfix.web.static_site import MARKER, SiteError, build_site

KB = Path(__file__).parent / "fixtures" / "web" / "kb"
IDS = ["numpy/broadcast-shapes", "python/compare-not-supported", "python/module-missing"]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("export") / "site"
    build_site(out, KB)
    return out


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src", "action") and value is not None:
                self.urls.append(value)
            if name == "id" and value:
                self.ids.add(value)


def page_url(site: Path, html_file: Path) -> str:
    rel = html_file.relative_to(site).as_posix()
    return "/" + (rel.removesuffix("index.html"))


def target_file(site: Path, path: str) -> Path:
    p = site / path.lstrip("/")
    return p / "index.html" if path.endswith("/") else p


def parse(file: Path) -> Links:
    parser = Links()
    parser.feed(file.read_text(encoding="utf-8"))
    return parser


def test_every_page_exists_in_both_languages(site):
    for lang_prefix in ("", "zh/"):
        for page in ("", "entries/", "domains/", "domains/python/", "domains/numpy/", "search/", "lookup/", "method/",
                     "dashboard/"):
            assert (site / lang_prefix / page / "index.html").is_file(), lang_prefix + page
        for entry_id in IDS:
            assert (site / lang_prefix / "entries" / entry_id / "index.html").is_file()
    for entry_id in IDS:
        for lang in ("en", "zh"):
            doc = json.loads((site / f"api/v1/entries/{entry_id}.{lang}.json").read_text(encoding="utf-8"))
            assert doc["id"] == entry_id and doc["lang"] == lang
            assert doc["links"]["md"][lang] == f"/api/v1/entries/{entry_id}.{lang}.md"
            assert (site / f"api/v1/entries/{entry_id}.{lang}.md").read_text(encoding="utf-8").strip()
    for f in ("404.html", "llms.txt", "sitemap.xml", "robots.txt", "_headers", "data/search-index.json",
              "data/signatures.json", "api/v1/entries.ndjson", "api/v1/stats.json", "static/site.js",
              "static/site.css", "static/knownfix.css", MARKER):
        assert (site / f).is_file(), f


def test_no_broken_internal_links(site):
    broken = []
    pages = list(site.rglob("*.html"))
    assert len(pages) >= 2 * (9 + len(IDS))
    for html in pages:
        base = page_url(site, html)
        links = parse(html)
        for url in links.urls:
            parts = urlsplit(urljoin(base, url))
            if parts.scheme or parts.netloc:
                continue  # external (docs links)
            target = target_file(site, parts.path)
            if not target.is_file():
                broken.append(f"{base} -> {url}")
            elif parts.fragment and target.suffix == ".html" and parts.fragment not in parse(target).ids:
                broken.append(f"{base} -> {url} (no #{parts.fragment})")
    assert not broken, "\n".join(broken[:20])


def test_sitemap_lists_every_page(tmp_path):
    out = tmp_path / "s"
    build_site(out, KB, site_url="https://errors.example.org/")
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    locs = [e.text for e in ET.parse(out / "sitemap.xml").getroot().findall("s:url/s:loc", ns)]
    assert "https://errors.example.org/zh/entries/python/module-missing/" in locs
    assert all(loc.startswith("https://errors.example.org/") for loc in locs)
    assert len(locs) == len(set(locs)) == 2 * (7 - 1 + 2 + len(IDS))  # pages minus lookup, 2 domains, entries


def test_static_pages_use_the_browser_matcher_and_static_search(site):
    home = (site / "index.html").read_text(encoding="utf-8")
    assert 'data-mode="static"' in home and 'data-signatures="/data/sig/manifest.json"' in home
    assert "needs JavaScript" in home  # the <noscript> notice
    search = (site / "zh/search/index.html").read_text(encoding="utf-8")
    assert 'data-index="/data/search-index.json"' in search


def test_base_prefix_is_applied_to_every_link(tmp_path):
    out = tmp_path / "b"
    build_site(out, KB, base="/kf")
    for html in out.rglob("*.html"):
        for url in parse(html).urls:
            if url.startswith("/"):
                assert url.startswith("/kf/"), f"{html}: {url}"
    with pytest.raises(SiteError):
        build_site(tmp_path / "c", KB, base="kf")


def test_refuses_a_folder_that_is_not_a_previous_export(tmp_path):
    (tmp_path / "mine.txt").write_text("keep me")
    with pytest.raises(SiteError, match="not empty"):
        build_site(tmp_path, KB)
    assert (tmp_path / "mine.txt").read_text() == "keep me"


def test_rebuilding_over_a_previous_export_replaces_it(tmp_path):
    out = tmp_path / "site"
    build_site(out, KB)
    (out / "stale.html").write_text("old")
    build_site(out, KB)
    assert not (out / "stale.html").exists() and (out / "index.html").is_file()


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_python_http_server_serves_the_export(site):
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"

        def get(path: str) -> tuple[int, str, str]:
            with urllib.request.urlopen(base + path, timeout=10) as r:
                return r.status, r.headers.get("content-type", ""), r.read().decode("utf-8")

        status, ctype, body = get("/")
        assert status == 200 and ctype.startswith("text/html") and 'id="paste-form"' in body
        status, _, body = get("/zh/entries/python/module-missing/")
        assert status == 200 and '<html lang="zh-CN">' in body and "找不到名为" in body
        status, _, body = get("/entries/python/module-missing")  # redirected to the folder
        assert status == 200 and 'id="root-cause"' in body
        status, ctype, body = get("/api/v1/entries/python/module-missing.zh.json")
        assert ctype.startswith("application/json") and json.loads(body)["lang"] == "zh"
        status, ctype, _ = get("/static/site.js")
        assert "javascript" in ctype
    finally:
        server.shutdown()
        server.server_close()


def test_cli_build_site(tmp_path):
    runner = CliRunner()
    r = runner.invoke(app, ["build-site", str(tmp_path / "out"), "--kb", str(KB)])
    assert r.exit_code == 0, r.output
    assert "for 3 entries" in r.output and (tmp_path / "out" / "index.html").is_file()
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("x")
    r = runner.invoke(app, ["build-site", str(tmp_path / "full"), "--kb", str(KB)])
    assert r.exit_code == 2 and "not empty" in r.output
    r = runner.invoke(app, ["build-site", str(tmp_path / "o2"), "--kb", str(tmp_path / "nope")])
    assert r.exit_code == 4 and f"no knowledge base at {tmp_path / 'nope'}" in r.output


def test_headers_file_carries_every_security_header_of_the_server(site):
    from knownfix.web.headers import SECURITY_HEADERS

    text = (site / "_headers").read_text(encoding="utf-8")
    got = {k.strip().lower(): v.strip() for k, v in (ln.split(":", 1) for ln in text.splitlines()[1:])}
    assert text.startswith("/*\n") and got == SECURITY_HEADERS


def test_llms_txt_escapes_titles_in_link_text():
    from types import SimpleNamespace

    from knownfix.web.static_site import llms_txt
    from knownfix.web.urls import SiteUrls

    title = 'x](javascript:alert(1)) <img src=x onerror=alert(1)> [y'
    entry = SimpleNamespace(title=SimpleNamespace(en=title))
    data = SimpleNamespace(domains=lambda: [SimpleNamespace(name="python", entries=["python/x"])], entry=lambda _id: entry)
    text = llms_txt(data, SiteUrls(static=True))  # type: ignore[arg-type]
    line = next(ln for ln in text.splitlines() if ln.startswith("- ["))
    import re

    assert not re.search(r"(?<!\\)\]\(javascript:", line) and not re.search(r"(?<!\\)<img", line)
    from markdown_it import MarkdownIt  # as a CommonMark renderer that allows raw HTML shows it

    html = MarkdownIt("commonmark", {"html": True}).render(line)
    assert "<img" not in html and 'href="javascript' not in html
    assert line.endswith("python/x (中文: /api/v1/entries/python/x.zh.md)")
