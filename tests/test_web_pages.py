"""Server-rendered pages: languages, paste box without JS, escaping, CSP-safe markup, charts, errors."""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest

with warnings.catch_warnings():  # starlette's TestClient warns about httpx at import time
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from knownfix.figures import CauseVerdict, Count, EntryFigures, LabSummary, VersionRow
from knownfix.render import LABELS, render_entry
from knownfix.render.reports import reports_view
from knownfix.web import SiteData
from knownfix.web.app import ServerSettings, create_app
from knownfix.web.data import re2_to_js, search_docs
from knownfix.web.labels import WEB_LABELS
from knownfix.web.pages import Pages
from knownfix.web.urls import SiteUrls

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

FIXTURES = Path(__file__).parent / "fixtures" / "web"
KB = FIXTURES / "kb"
TRACEBACK = (FIXTURES / "traceback.txt").read_text(encoding="utf-8")
ENTRY = "python/module-missing"
PAGES = ["/", "/entries/", "/domains/", "/domains/python/", "/search/?q=module", "/lookup/", "/method/", "/dashboard/",
         f"/entries/{ENTRY}"]


@pytest.fixture(scope="module")
def client(tmp_path_factory) -> TestClient:
    store = f"sqlite:///{tmp_path_factory.mktemp('pages-reports') / 'reports.sqlite3'}"  # no other test's reports
    return TestClient(create_app(KB, ServerSettings(database_url=store)), raise_server_exceptions=False)


def article(html: str) -> str:
    return re.search(r'<article class="entry">.*</article>', html, re.DOTALL).group(0)


@pytest.mark.parametrize("path", PAGES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_page_declares_its_language_and_alternates_and_is_csp_safe(client, path, lang):
    url = path if lang == "en" else "/zh" + path
    r = client.get(url)
    assert r.status_code == 200, url
    html = r.text
    assert f'<html lang="{"zh-CN" if lang == "zh" else "en"}">' in html
    assert 'hreflang="en"' in html and 'hreflang="zh-CN"' in html
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "inline script"
    assert not re.search(r"\son[a-z]+\s*=", html), "inline event handler"
    assert not re.search(r"\sstyle\s*=|<style", html), "inline style"
    assert 'id="lang-switch"' in html


def test_language_switch_points_to_the_same_page_in_the_other_language(client):
    en = client.get("/dashboard/").text
    assert re.search(r'id="lang-switch" href="/zh/dashboard/"', en)
    zh = client.get("/zh/dashboard/").text
    assert re.search(r'id="lang-switch" href="/dashboard/"', zh)
    entry = client.get(f"/zh/entries/{ENTRY}").text
    assert re.search(rf'id="lang-switch" href="/entries/{ENTRY}"', entry)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_entry_page_content_is_exactly_the_renderers(client, lang):
    data = SiteData(KB)
    reports = reports_view(data.entry(ENTRY), {}, lang)  # the server's live store has none for it
    expected = render_entry(data.entry(ENTRY), data.figures[ENTRY], "html", lang, reports=reports)
    page = client.get(("/zh" if lang == "zh" else "") + f"/entries/{ENTRY}").text
    assert article(page) == article(expected)
    assert 'id="reports"' in page and reports["summary"] in page
    for section in ("versions", "root-cause", "causes", "docs", "workarounds", "dead-ends", "related", "signatures"):
        assert f'id="{section}"' in page
    assert 'href="/api/v1/entries/python/module-missing?lang=' in page
    assert 'type="text/markdown"' in page and 'href="/static/site.css"' in page


def test_home_has_paste_box_search_and_domains(client):
    html = client.get("/").text
    assert '<form class="paste" id="paste-form" action="/lookup/" method="post"' in html
    assert 'data-mode="api"' in html and '<textarea id="paste-text" name="text"' in html
    assert 'action="/search/"' in html
    assert 'href="/domains/numpy/"' in html and 'href="/domains/python/"' in html


def test_paste_form_works_without_javascript(client):
    r = client.post("/lookup/", data={"text": TRACEBACK})
    assert r.status_code == 200
    first = re.search(r'<li class="result">.*?</li>', r.text, re.DOTALL).group(0)
    assert f'href="/entries/{ENTRY}"' in first
    assert "<mark>ModuleNotFoundError: No module named &#39;fancyjson&#39;</mark>" in first
    assert "Matched line 4" in first
    zh = client.post("/zh/lookup/", data={"text": TRACEBACK}).text
    assert f'href="/zh/entries/{ENTRY}"' in zh and "匹配的第 4 行" in zh


def test_likely_cause_is_named_only_when_a_hint_singles_it_out(client):
    plain = client.post("/lookup/", data={"text": TRACEBACK}).text
    assert "Likely cause:</strong>" not in plain and "The package is not installed" in plain
    hinted = client.post("/lookup/", data={"text": TRACEBACK + "\n/usr/lib/python3/site-packages/x.py"}).text
    assert re.search(r"Likely cause:</strong> <a href=\"/entries/python/module-missing#cause-other-interpreter\">", hinted)


def test_pasted_text_is_escaped_never_reflected_raw(client):
    evil = '<script>alert("x")</script> <img src=x onerror=alert(1)>\n' + TRACEBACK
    html = client.post("/lookup/", data={"text": evil}).text
    assert "<script>alert" not in html and "<img src=x" not in html
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html


def test_entry_text_is_escaped(client):
    html = client.get("/entries/").text
    assert "TypeError: &#39;&lt;&#39; not supported" in html
    page = client.get("/entries/python/compare-not-supported").text
    assert "<b>tags</b>" not in page and "&lt;b&gt;tags&lt;/b&gt;" in page


@pytest.mark.parametrize("data, headers, status, text", [
    ({"text": "   "}, None, 422, "The text is empty"),
    (None, {"content-type": "application/json"}, 415, "application/x-www-form-urlencoded"),
])
def test_paste_form_bad_input_gets_a_helpful_page(client, data, headers, status, text):
    r = client.post("/lookup/", data=data, headers=headers, content=None if data else b'{"text": "x"}')
    assert r.status_code == status and text in r.text and 'id="paste-form"' in r.text


def test_paste_form_refuses_huge_bodies(client):
    r = client.post("/lookup/", content=b"text=" + b"a" * (3 * 1024 * 1024 + 10),
                    headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413 and "1 MiB" in r.text


def test_paste_form_with_no_match_says_so(client):
    html = client.post("/lookup/", data={"text": "all good here"}).text
    assert "No entry matches this text" in html


def ids_in(html: str) -> list[str]:
    return re.findall(r'<tr data-title="[^"]*" data-id="([^"]+)"', html)


def test_lists_sort_on_the_server(client):
    assert ids_in(client.get("/entries/").text) == ["numpy/broadcast-shapes", "python/compare-not-supported", ENTRY]
    assert ids_in(client.get("/entries/?sort=id&order=desc").text) == [ENTRY, "python/compare-not-supported",
                                                                       "numpy/broadcast-shapes"]
    by_title = ids_in(client.get("/entries/?sort=title").text)
    assert by_title == [ENTRY, "python/compare-not-supported", "numpy/broadcast-shapes"]
    assert client.get("/entries/?sort=%3Cbogus%3E&order=sideways").status_code == 200
    assert ids_in(client.get("/domains/python/").text) == ["python/compare-not-supported", ENTRY]


def test_search_page_renders_results_on_the_server(client):
    html = client.get("/zh/search/", params={"q": "广播"}).text
    assert 'href="/zh/entries/numpy/broadcast-shapes"' in html
    assert "没有条目" in client.get("/zh/search/", params={"q": "qqqqq"}).text


def test_method_page_renders_docs_method(client):
    html = client.get("/method/").text
    method = Path(__file__).parents[1] / "docs" / "method.md"
    if method.is_file():
        first_heading = re.search(r"^# (.+)$", method.read_text(encoding="utf-8"), re.MULTILINE).group(1)
        assert first_heading.split(":")[0] in html
    else:
        assert "not available" in html


@pytest.mark.parametrize("path, lang", [("/no/such/page", "en"), ("/zh/no/such/page", "zh"),
                                         ("/entries/python/module-mising", "en"), ("/domains/cobol/", "en")])
def test_404_pages_help(client, path, lang):
    r = client.get(path)
    assert r.status_code == 404 and r.headers["content-type"].startswith("text/html")
    assert f'lang="{"zh-CN" if lang == "zh" else "en"}"' in r.text
    assert 'id="search-form"' in r.text and 'href="' + ("/zh" if lang == "zh" else "") + '/entries/"' in r.text


def test_404_suggests_similar_entries(client):
    html = client.get("/entries/python/module-mising").text
    assert 'href="/entries/python/module-missing"' in html


def test_dashboard_charts_are_inline_svg_and_count_the_kb(client):
    html = client.get("/dashboard/").text
    assert html.count('<svg class="chart') == 3  # no evidence in the fixture: no causes chart, no matrix
    assert "No entry has lab evidence yet" in html
    assert re.search(r"<title>python: 2</title>", html) and re.search(r"<title>not verifiable: 3</title>", html)


def test_dashboard_draws_measured_figures():
    data = SiteData(KB)
    data.figures[ENTRY] = EntryFigures(
        entry_id=ENTRY, measured=True, verification="verified",
        summary=LabSummary(causes=2, environments=["py311"], by_cause=[
            CauseVerdict(cause="a", state="fixed"), CauseVerdict(cause="b", state="exceptions")]),
        evidence_count=7, freshness="fresh",
        versions=[VersionRow(environment="py311", versions={"python": "3.11.9"}, reproduced=Count(k=2, n=2)),
                  VersionRow(environment="py38", versions={"python": "3.8.20"}, reproduced=Count(k=0, n=2))],
    )
    html = Pages(data, SiteUrls()).dashboard("en")
    assert html.count('<svg class="chart') == 5  # domains, freshness, lab verification, causes, version matrix
    assert "python/module-missing · py311: 2/2 — reproduced in every run" in html
    assert "python/module-missing · py38: 0/2 — not reproduced" in html
    assert "<title>machine-verified: 1</title>" in html and "<title>fixed in every case: 1</title>" in html
    assert "<title>fixed with exceptions: 1</title>" in html
    assert not re.search(r"\d\s*%", html)  # counts, never a rate
    assert data.stats()["lab"]["causes"] == {"fixed": 1, "exceptions": 1, "not_fixed": 0, "not_checked": 0}
    assert data.stats()["freshness"]["fresh"] == 1


def test_every_web_label_has_both_languages():
    for key, texts in WEB_LABELS.items():
        assert set(texts) == {"en", "zh"}, key
        assert key not in LABELS or key in ("site_name",), f"{key} shadows a renderer label"


@pytest.mark.parametrize("pattern, expected", [
    ("No module named '[A-Za-z0-9_.]+'", ("No module named '[A-Za-z0-9_.]+'", "m")),
    ("(?i)cuda out of memory", ("cuda out of memory", "mi")),
    ("(?P<name>\\w+) is not defined", ("(?<name>\\w+) is not defined", "m")),
    ("\\p{Han}+", ("\\p{Han}+", "mu")),
    ("\\Aabc\\z", None),
    ("[[:alpha:]]+", None),
    ("\\pL+", None),
    ("a(?i)b", None),
])
def test_re2_patterns_convert_to_javascript_or_are_refused(pattern, expected):
    assert re2_to_js(pattern) == expected


def test_signature_export_lists_every_convertible_signature():
    export = SiteData(KB).signatures_export()
    assert {s["entry"] for s in export["signatures"]} == {"numpy/broadcast-shapes", "python/compare-not-supported", ENTRY}
    assert export["entries"][ENTRY]["causes"][1]["hints"] == [{"kind": "text", "source": "site-packages", "flags": "m"}]


def test_search_requires_every_term_and_weights_titles_over_prose():
    docs = SiteData(KB).search_index
    assert [d["id"] for _, d in search_docs(docs, "MODULE installed")] == [ENTRY]
    assert search_docs(docs, "   ") == []
    scores = {d["id"]: s for s, d in search_docs(docs, "sorted")}
    assert scores == {"python/compare-not-supported": 1}


def test_derived_data_is_built_once_not_per_request(client):
    data = client.app.state.data
    assert data.stats() is data.stats() and data.signatures_export() is data.signatures_export()
    assert data.domains() is data.domains() and data.row(ENTRY) is data.row(ENTRY)
    assert client.get("/api/v1/stats").json() == data.stats()
    assert data.domain_names == {d.name for d in data.domains()}
    assert client.get("/domains/nope/").status_code == 404 and client.get("/zh/domains/python/").status_code == 200
