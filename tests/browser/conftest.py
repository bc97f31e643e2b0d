"""Browser-test fixtures: Debian's Chromium driven by Playwright, a real `knownfix serve`, a static export.

Chromium comes from the system (``/usr/bin/chromium``, or ``$KNOWNFIX_CHROMIUM``;
install with ``scripts/setup-browser``); Playwright never downloads a browser.
Tests skip, saying why, only when that executable or the playwright package is missing.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("KNOWNFIX_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parents[2]
FIXTURE_KB = ROOT / "tests" / "fixtures" / "web" / "kb"
SHOTS = Path(os.environ.get("KNOWNFIX_SCREENSHOTS", "/tmp/knownfix-screenshots"))


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, proc: subprocess.Popen | None = None, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}: {proc.stdout.read() if proc.stdout else ''}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


def serve(kb: Path) -> Iterator[str]:
    """Run the real `knownfix serve` command (with a report store of its own); yield its base URL."""
    from knownfix.artifact import open_kb

    open_kb(kb)  # compile the KB into the shared cache first: the server then only opens it
    port = _free_port()
    data = tempfile.mkdtemp(prefix="knownfix-browser-data-")
    cmd = [sys.executable, "-c", "from knownfix.cli import app; app()", "serve", "--kb", str(kb), "--port", str(port)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                            env={**os.environ, "KNOWNFIX_DATA_DIR": data})
    try:
        base = f"http://localhost:{port}"
        _wait(base + "/api/v1/stats", proc, timeout=180)  # a liveness bound (workers warm up), not a speed check
        yield base
    finally:
        proc.terminate()
        try:
            out, _ = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
        shutil.rmtree(data, ignore_errors=True)
        assert re.search(rf"http://localhost:{port}/", out or ""), f"serve did not print its URL: {out!r}"


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    yield from serve(FIXTURE_KB)


@pytest.fixture(scope="session")
def real_server() -> Iterator[str]:
    yield from serve(ROOT / "kb")


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def static_site(tmp_path_factory) -> Iterator[str]:
    """The static export of the fixture KB, served by Python's http.server."""
    from knownfix.web.static_site import build_site

    out = tmp_path_factory.mktemp("static") / "site"
    build_site(out, FIXTURE_KB)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(out)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


# Module scope, not session: Playwright's sync API keeps an asyncio loop running in the main
# thread while it is open, and later tests that run their own loop (anyio.run, asyncio.run) would fail.
@pytest.fixture(scope="module")
def browser_context(tmp_path_factory):
    if not Path(CHROMIUM).is_file():
        pytest.skip(f"Chromium not found at {CHROMIUM}: run scripts/setup-browser (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("the playwright package is missing: pip install -e '.[dev]'")
    with sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=CHROMIUM, headless=True,
            args=CHROMIUM_FLAGS, viewport={"width": 1100, "height": 900},
        )
        ctx.set_default_timeout(15000)
        yield ctx
        ctx.close()


@pytest.fixture
def page(browser_context):
    """A fresh tab; fails the test on any console error or uncaught page error (CSP violations included)."""
    pg = browser_context.new_page()
    errors: list[str] = []
    pg.on("console", lambda msg: errors.append(f"console.{msg.type}: {msg.text} ({msg.location.get('url')})") if msg.type == "error" else None)
    pg.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    yield pg
    pg.close()
    assert not errors, "\n".join(errors)


@pytest.fixture
def shot():
    """``shot(page, name)``: a full-page screenshot into $KNOWNFIX_SCREENSHOTS (default /tmp/knownfix-screenshots)."""

    def take(pg, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)

    return take
