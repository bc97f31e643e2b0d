"""The site in a real Chromium: home, paste box (server and static), entry pages, language switch, no console errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from knownfix.kb import load_kb
from knownfix.lookup import lookup

ROOT = Path(__file__).resolve().parents[2]
TRACEBACK = (ROOT / "tests" / "fixtures" / "web" / "traceback.txt").read_text(encoding="utf-8")
ENTRY = "python/module-missing"
SECTIONS = {
    "en": ["Which cause do you have?", "Workarounds", "Dead ends", "Causes", "Root cause", "Related entries",
           "Official documentation", "Verification", "Version compatibility", "Signatures", "What users reported"],
    "zh": ["你遇到的是哪个原因？", "解决方法", "无效做法", "具体原因", "根本原因", "相关条目", "官方文档", "验证", "版本兼容性", "错误签名",
           "用户反馈"],
}


def paste(page, text: str) -> None:
    page.fill("#paste-text", text)
    page.click("#paste-form button[type=submit]")
    page.wait_for_selector("#paste-results ol.results li.result, #paste-results p.notice:not(:empty)")
    page.wait_for_function("!document.querySelector('#paste-results').textContent.includes('…')")


def test_home_renders(page, server, shot):
    page.goto(server + "/")
    assert page.title() == "knownfix"
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.is_visible("#paste-text") and page.is_visible("#search-q")
    assert page.locator("ul.domains li").count() == 2
    shot(page, "home-en")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_pasting_the_traceback_shows_its_entry_on_top(page, server, shot, lang):
    page.goto(server + ("/zh/" if lang == "zh" else "/"))
    paste(page, TRACEBACK)
    first = page.locator("#paste-results li.result").first
    href = first.locator("h3 a").get_attribute("href")
    assert href == ("/zh" if lang == "zh" else "") + f"/entries/{ENTRY}"
    assert first.locator("mark").inner_text() == "ModuleNotFoundError: No module named 'fancyjson'"
    assert "4" in first.locator(".matched-label").inner_text()
    assert page.url.rstrip("/").endswith("" if lang == "en" else "/zh")  # the API answered; no navigation
    shot(page, f"paste-results-{lang}")


def test_paste_box_names_the_cause_a_hint_points_to(page, server):
    page.goto(server + "/")
    paste(page, TRACEBACK + '\n  File "/venv/lib/python3.12/site-packages/x.py", line 1')
    cause = page.locator("#paste-results li.result").first.locator("p.cause")
    assert "Installed into another interpreter" in cause.inner_text()


def test_paste_without_a_match_says_so(page, server):
    page.goto(server + "/")
    paste(page, "all tests passed")
    assert "No entry matches" in page.inner_text("#paste-results")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_entry_page_shows_every_section(page, server, shot, lang):
    page.goto(server + ("/zh" if lang == "zh" else "") + f"/entries/{ENTRY}")
    assert page.locator("html").get_attribute("lang") == ("zh-CN" if lang == "zh" else "en")
    headings = page.locator("article.entry h2").all_inner_texts()
    assert headings == SECTIONS[lang]
    assert page.locator("dl.figures dt").count() == 4  # what the lab verified, evidence, user reports, first seen
    assert "python -m pip install fancyjson" in page.inner_text("#workarounds")
    formats = page.locator("p.formats a")
    assert formats.count() == 3
    assert formats.nth(0).get_attribute("href") == f"/api/v1/entries/{ENTRY}?lang={lang}"
    shot(page, f"entry-{lang}")


def test_language_switch_round_trip(page, server):
    page.goto(server + f"/entries/{ENTRY}")
    page.click("#lang-switch")
    page.wait_for_url(re.compile(rf"/zh/entries/{ENTRY}$"))
    assert page.locator("html").get_attribute("lang") == "zh-CN"
    assert page.inner_text("h1.error-title").startswith("ModuleNotFoundError：")
    page.click("#lang-switch")
    page.wait_for_url(re.compile(rf"/entries/{ENTRY}$"))
    assert page.locator("html").get_attribute("lang") == "en"
    page.goto(server + "/dashboard/")
    page.click("#lang-switch")
    page.wait_for_url(re.compile(r"/zh/dashboard/$"))
    assert page.inner_text("h1") == "仪表盘"


def test_other_pages_load_without_errors(page, server, shot):
    for path in ("/entries/", "/domains/", "/domains/python/", "/search/?q=module", "/method/", "/dashboard/",
                 "/zh/dashboard/"):
        page.goto(server + path)
        assert page.locator("main").inner_text().strip(), path
    page.goto(server + "/dashboard/")
    assert page.locator("svg.chart").count() >= 2
    shot(page, "dashboard-en")


def test_404_page_helps_and_has_no_other_errors(browser_context, server, shot):
    pg = browser_context.new_page()
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(f"{m.text} {m.location.get('url')}") if m.type == "error" else None)
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    response = pg.goto(server + "/zh/entries/python/module-mising")
    assert response.status == 404
    assert pg.inner_text("h1") == "页面不存在"
    assert pg.locator("main a[href='/zh/entries/python/module-missing']").count() == 1
    shot(pg, "not-found-zh")
    pg.close()
    # Chromium logs the 404 of the document itself; anything else is a real error.
    assert [e for e in errors if "/zh/entries/python/module-mising" not in e] == []


def test_table_sorts_in_the_browser(page, server):
    page.goto(server + "/entries/")
    ids = lambda: page.locator("table.sortable tbody tr").evaluate_all("rows => rows.map(r => r.dataset.id)")
    assert ids() == ["numpy/broadcast-shapes", "python/compare-not-supported", ENTRY]
    page.click("th[data-key=id] a.sort")  # already ascending: now descending, without a reload
    assert ids() == [ENTRY, "python/compare-not-supported", "numpy/broadcast-shapes"]
    assert page.locator("th[data-key=id]").get_attribute("aria-sort") == "descending"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_static_site_paste_box_matches_in_the_browser(page, static_site, shot, lang):
    page.goto(static_site + ("/zh/" if lang == "zh" else "/"))
    paste(page, TRACEBACK)
    first = page.locator("#paste-results li.result").first
    assert first.locator("h3 a").get_attribute("href") == ("/zh" if lang == "zh" else "") + f"/entries/{ENTRY}/"
    assert first.locator("mark").inner_text() == "ModuleNotFoundError: No module named 'fancyjson'"
    first.locator("h3 a").click()
    page.wait_for_url(re.compile(rf"/entries/{ENTRY}/$"))
    assert page.locator("article.entry h2").all_inner_texts() == SECTIONS[lang]
    shot(page, f"static-entry-{lang}")


def test_static_site_search_and_language_switch(page, static_site):
    page.goto(static_site + "/zh/search/?q=广播")
    page.wait_for_selector("#search-results ol.search-results li")
    assert page.locator("#search-results li a").first.get_attribute("href") == "/zh/entries/numpy/broadcast-shapes/"
    page.goto(static_site + f"/entries/{ENTRY}/")
    page.click("#lang-switch")
    page.wait_for_url(re.compile(rf"/zh/entries/{ENTRY}/$"))
    assert page.locator("html").get_attribute("lang") == "zh-CN"


def test_real_kb_sample_traceback_shows_the_lookup_result_on_top(page, request, shot):
    sample = ROOT / "examples" / "sample-traceback.txt"
    if not sample.is_file():
        pytest.skip("examples/sample-traceback.txt is not written yet")
    real_server = request.getfixturevalue("real_server")
    text = sample.read_text(encoding="utf-8")
    expected = lookup(text, kb=load_kb(ROOT / "kb"))
    assert expected, "the sample traceback matches no entry of the real KB"
    page.goto(real_server + "/")
    paste(page, text)
    href = page.locator("#paste-results li.result").first.locator("h3 a").get_attribute("href")
    assert href == f"/entries/{expected[0].id}"
    shot(page, "real-kb-paste")
