"""Answer first, in the browser: paste → cause → fix; the entry page's first screen; the cause checklist;
desktop and phone widths, both languages (screenshots in $KNOWNFIX_SCREENSHOTS)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = (ROOT / "examples" / "sample-traceback.txt").read_text(encoding="utf-8")
SEED = "pytorch/backward-through-graph-a-second-time"
DETACH = "state = tuple(s.detach() for s in state)"


def paste(page, text: str) -> None:
    page.fill("#paste-text", text)
    page.click("#paste-form button[type=submit]")
    page.wait_for_selector("#paste-results li.result, #paste-results p.notice:not(:empty)")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_paste_shows_the_fix_for_the_likely_cause_and_leads_to_it(page, real_server, shot, lang):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(real_server + ("/zh/" if lang == "zh" else "/"))
    paste(page, SAMPLE)
    first = page.locator("#paste-results li.result").first
    first.locator("pre.fix-code").wait_for()
    assert DETACH in first.locator("pre.fix-code").inner_text()  # the fix's code without a click
    shot(page, f"paste-answer-{lang}")
    first.locator("p.answer-fix a").click()
    page.wait_for_url(re.compile(rf"/entries/{SEED}#workaround-detach-carried-state$"))
    assert page.locator("#workaround-detach-carried-state").is_visible()


@pytest.mark.parametrize(("lang", "width", "height"), [("en", 1280, 800), ("zh", 1280, 800), ("en", 390, 844), ("zh", 390, 844)])
def test_the_entry_pages_first_screen_holds_the_summary_and_the_cause_checklist(browser_context, real_server, shot,
                                                                                lang, width, height):
    page = browser_context.new_page()
    try:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(real_server + ("/zh" if lang == "zh" else "") + f"/entries/{SEED}")
        summary = page.locator("article.entry .summary").bounding_box()
        checklist = page.locator("#which-cause").bounding_box()
        assert summary is not None and checklist is not None
        assert summary["y"] < checklist["y"]
        if width >= 1280:  # desktop: the checklist starts on the first screen
            assert checklist["y"] < height, f"the cause checklist starts at {checklist['y']:.0f} px"
        full = page.evaluate("document.documentElement.scrollHeight")
        shot(page, f"entry-first-screen-{lang}-{width}")
        print(f"{lang} {width}px: checklist at {checklist['y']:.0f} px, page {full} px long")  # for the closing note
    finally:
        page.close()


def test_the_cause_checklist_links_to_each_cause_and_its_fix(page, real_server):
    page.goto(real_server + f"/entries/{SEED}")
    items = page.locator("ol.cause-checklist > li")
    assert items.count() == 7
    first = items.first
    first.locator("a").first.click()
    page.wait_for_url(re.compile(r"#cause-carried-hidden-state$"))
    page.go_back()
    first.locator(".to-fix a").first.click()
    page.wait_for_url(re.compile(r"#workaround-detach-carried-state$"))
    assert DETACH in page.inner_text("#workaround-detach-carried-state")
    # patterns only behind the disclosure
    details = page.locator("#cause-carried-hidden-state details.matching-details")
    assert details.count() == 1 and not details.locator("ul.hint-patterns").is_visible()
    details.locator("summary").click()
    assert details.locator("ul.hint-patterns").is_visible()


def test_the_static_paste_box_shows_the_fix_for_the_cause_a_hint_points_to(page, static_site):
    tb = (ROOT / "tests" / "fixtures" / "web" / "traceback.txt").read_text(encoding="utf-8")
    page.goto(static_site + "/")
    paste(page, tb + '\n  File "/venv/lib/python3.12/site-packages/x.py", line 1')
    first = page.locator("#paste-results li.result").first
    fix = first.locator("p.answer-fix a")
    assert fix.inner_text() == "Install with the same interpreter"
    assert fix.get_attribute("href").endswith("/entries/python/module-missing/#workaround-pip-install-same-python")
    assert first.locator("pre.fix-code").inner_text().strip() == "python -m pip install fancyjson"
