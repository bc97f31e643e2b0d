"""The static paste box cannot be stalled: a KB pattern that backtracks in JavaScript runs out its
time budget in a Web Worker, the page stays responsive and says so; normal pastes still match."""

from __future__ import annotations

import functools
import shutil
import threading
import time
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import yaml

FIXTURE_KB = Path(__file__).resolve().parents[1] / "fixtures" / "web" / "kb"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def paste(page, text: str) -> None:
    page.fill("#paste-text", text)
    page.click("#paste-form button[type=submit]")
    page.wait_for_selector("#paste-results ol.results li.result, #paste-results p.notice:not(:empty)")
    page.wait_for_function("!document.querySelector('#paste-results').textContent.includes('…')")

EVIL = r"(\w+\s?)+;$"  # linear in RE2 and Hyperscan, exponential in a backtracking engine


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from knownfix.web.static_site import build_site

    root = tmp_path_factory.mktemp("hostile")
    kb = root / "kb"
    shutil.copytree(FIXTURE_KB, kb)
    path = kb / "python" / "module-missing" / "entry.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["signatures"].append({**data["signatures"][0], "id": "backtracking", "pattern": EVIL, "example": "a b;"})
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    out = root / "site"
    build_site(out, kb)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(out)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_a_backtracking_pattern_is_stopped_and_the_page_stays_responsive(page, hostile_site):
    page.goto(hostile_site + "/")
    words = " ".join(f"word{i}" for i in range(28))  # no ';': the RegExp backtracks through 2^28 splits
    page.fill("#paste-text", words)
    t0 = time.monotonic()
    page.click("#paste-form button[type=submit]")
    # the page thread is free while the worker spins: script runs at once
    assert page.evaluate("1 + 1") == 2 and time.monotonic() - t0 < 2
    page.wait_for_selector("#paste-results p.notice.error", timeout=15000)
    assert time.monotonic() - t0 < 10
    assert "too long" in page.locator("#paste-results p.notice.error").inner_text()


def test_the_hostile_site_still_answers_a_normal_paste(page, hostile_site):
    page.goto(hostile_site + "/")
    paste(page, "ModuleNotFoundError: No module named 'fancyjson'")
    first = page.locator("#paste-results li.result").first
    assert first.locator("h3 a").get_attribute("href") == "/entries/python/module-missing/"
