"""The server under hostile input (issue 11), through HTTP: in-process for the app, a real `knownfix serve` for the rest.

A real server (``--workers 2``, tiny lookup CPU budget, short header timeout, few
connections per client) is started once for the module on a free port; client
addresses are told apart by binding to different loopback addresses (127.0.0.x).
No test measures speed (benchmarks/bench_server.py does).
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from knownfix.web.app import ServerSettings, create_app

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures" / "web"
KB = FIXTURES / "kb"
TRACEBACK = (FIXTURES / "traceback.txt").read_text(encoding="utf-8")
ENTRY = "python/module-missing"
BUDGET_S = 0.02
#: A valid paste near the 1 MiB body limit (as JSON): ~20,000 frames, then the error; its lookup costs far more than
#: BUDGET_S of CPU.
BIG_PASTE = ('  File "/srv/app/x.py", line 1, in f\n    x = 1\n' * 20_000)[:900_000] + "\nModuleNotFoundError: No module named 'fancyjson'\n"
HOSTILE = "evil.example"


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(KB, ServerSettings()), raise_server_exceptions=False)


# --- in-process: methods, echoes, Host, caching headers, limits ------------------------------
@pytest.mark.parametrize("method, path, allow", [
    ("POST", "/api/v1/entries", "GET"),
    ("DELETE", "/api/v1/lookup", "POST"),
    ("PUT", f"/api/v1/entries/{ENTRY}", "GET"),
    ("POST", "/entries/", "GET"),
    ("DELETE", "/lookup/", "GET, POST"),
])
def test_405_names_the_allowed_methods(client, method, path, allow):
    r = client.request(method, path)
    assert r.status_code == 405
    assert {m.strip() for m in r.headers["allow"].split(",")} >= {m.strip() for m in allow.split(",")}
    if path.startswith("/api/"):
        assert r.headers["content-type"].startswith("application/problem+json")
        assert r.json()["type"] == "/problems/method-not-allowed"


def asgi(app, method: str, path: str, query: bytes = b"", body: bytes = b"", headers=()) -> tuple[int, dict, bytes]:
    """One request straight into the ASGI app (no client library limits the URL's length)."""
    import asyncio

    out: dict = {"body": b""}

    async def receive():
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message):
        if message["type"] == "http.response.start":
            out["status"] = message["status"]
            out["headers"] = {k.decode().lower(): v.decode() for k, v in message["headers"]}
        else:
            out["body"] += message.get("body", b"")

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": path, "raw_path": path.encode(), "query_string": query, "root_path": "",
             "headers": [(b"host", b"testserver"), *headers], "client": ("192.0.2.1", 1), "server": ("testserver", 80)}
    asyncio.run(app(scope, receive, send))
    return out["status"], out["headers"], out["body"]


@pytest.mark.parametrize("method, path, query, body", [
    ("GET", "/api/v1/entries/python/" + "x" * 5_000_000, b"", b""),
    ("GET", "/api/v1/entries/" + "<script>" * 600_000 + "/y.md", b"", b""),
    ("GET", f"/api/v1/entries/{ENTRY}", b"lang=" + b"q" * 5_000_000, b""),
    ("GET", "/api/v1/search", b"q=" + b"w" * 5_000_000, b""),
    ("GET", "/api/v1/" + "z" * 5_000_000, b"", b""),
    ("DELETE", "/api/v1/" + "z" * 5_000_000, b"", b""),
    ("POST", "/api/v1/lookup", b"", json.dumps({"text": "x", "limit": "9" * 900_000}).encode()),
    ("POST", "/api/v1/lookup", b"", json.dumps({"text": "x", "lang": "l" * 900_000}).encode()),
    ("POST", "/api/v1/lookup", b"", json.dumps({"text": 1, "l" * 900_000: 1}).encode()),
    ("POST", "/api/v1/lookup", b"", b"{" + b'"a":' * 250_000),
    ("GET", "/entries/python/" + "x" * 5_000_000, b"", b""),
    ("GET", "/zh/" + "<b>" * 1_000_000, b"", b""),
])
def test_error_bodies_never_echo_more_than_a_bounded_prefix(client, method, path, query, body):
    status, headers, content = asgi(client.app, method, path, query, body, [(b"content-type", b"application/json")])
    assert 400 <= status < 500, content[:300]
    assert len(content) < 20_000, f"{len(content)} bytes of error body"
    assert b"x" * 300 not in content and b"q" * 300 not in content and b"l" * 300 not in content
    if headers["content-type"].startswith("application/problem+json"):
        doc = json.loads(content)
        assert len(doc["instance"]) <= 200 and len(doc["detail"]) <= 500
        assert all(len(json.dumps(e)) < 2_500 for e in doc.get("errors", []))


def test_robots_sitemap_and_redirects_ignore_a_hostile_host_header(client):
    headers = {"host": HOSTILE}
    for path in ("/robots.txt", "/sitemap.xml"):
        r = client.get(path, headers=headers)
        assert r.status_code == 200 and HOSTILE not in r.text
    r = client.get("/api/v1/entries/", headers=headers, follow_redirects=False)
    assert 300 <= r.status_code < 400
    assert HOSTILE not in r.headers["location"] and r.headers["location"] == "/api/v1/entries"


def test_absolute_urls_come_from_the_configured_site_url():
    c = TestClient(create_app(KB, ServerSettings(site_url="https://kf.example")))
    headers = {"host": HOSTILE}
    assert "Sitemap: https://kf.example/sitemap.xml" in c.get("/robots.txt", headers=headers).text
    sitemap = c.get("/sitemap.xml", headers=headers).text
    assert f"<loc>https://kf.example/entries/{ENTRY}</loc>" in sitemap and HOSTILE not in sitemap
    r = c.get("/api/v1/entries/?x=1", headers=headers, follow_redirects=False)
    assert r.headers["location"] == "https://kf.example/api/v1/entries?x=1"


@pytest.mark.parametrize("path", ["/", f"/entries/{ENTRY}/", f"/zh/entries/{ENTRY}/", "/entries/?sort=title&order=desc",
                                  f"/api/v1/entries/{ENTRY}?lang=zh", f"/api/v1/entries/{ENTRY}.en.md",
                                  "/api/v1/entries.ndjson", "/sitemap.xml", "/static/site.css"])
def test_pages_and_documents_have_a_strong_etag_and_answer_304(client, path):
    first = client.get(path)
    assert first.status_code == 200
    etag = first.headers["etag"]
    assert etag.startswith('"') and not etag.startswith("W/")
    assert "max-age" in first.headers["cache-control"]
    again = client.get(path)  # now served from memory
    assert again.headers["etag"] == etag and again.content == first.content
    assert again.headers["content-type"] == first.headers["content-type"]
    not_modified = client.get(path, headers={"if-none-match": f'"other", {etag}'})
    assert not_modified.status_code == 304 and not_modified.content == b""
    assert not_modified.headers["etag"] == etag
    assert "default-src 'self'" in not_modified.headers["content-security-policy"]
    assert client.get(path, headers={"if-none-match": '"stale"'}).status_code == 200


def test_head_answers_the_headers_of_get(client):
    get = client.get("/dashboard/")
    head = client.head("/dashboard/")
    assert head.status_code == 200 and head.content == b""
    assert head.headers["etag"] == get.headers["etag"]


def test_lookups_and_errors_are_never_cached(client):
    r = client.post("/api/v1/lookup", json={"text": TRACEBACK})
    assert r.status_code == 200 and r.headers["cache-control"] == "no-store" and "etag" not in r.headers
    assert client.get("/api/v1/entries/python/nope").headers["cache-control"] == "no-store"


def test_a_client_over_its_cpu_share_gets_429_with_retry_after_and_others_do_not():
    app = create_app(KB, ServerSettings(client_cpu_rate=0.0001, client_cpu_burst=0.0001))
    greedy = TestClient(app, client=("198.51.100.7", 5000))
    other = TestClient(app, client=("203.0.113.9", 5000))
    assert greedy.post("/api/v1/lookup", json={"text": TRACEBACK}).status_code == 200  # uses up the share
    r = greedy.post("/api/v1/lookup", json={"text": TRACEBACK + "\nagain"})
    assert r.status_code == 429 and r.headers["content-type"].startswith("application/problem+json")
    assert r.json()["type"] == "/problems/rate-limited" and int(r.headers["retry-after"]) >= 1
    form = greedy.post("/lookup/", data={"text": "ModuleNotFoundError: No module named 'x'"})
    assert form.status_code == 429 and int(form.headers["retry-after"]) >= 1
    ok = other.post("/api/v1/lookup", json={"text": TRACEBACK})
    assert ok.status_code == 200 and ok.json()["matches"][0]["id"] == ENTRY


def test_the_openapi_document_states_the_text_limit_the_server_enforces(client):
    from knownfix.web.api import MAX_TEXT_CHARS

    spec = client.get("/api/v1/openapi.json").json()
    body = spec["paths"]["/api/v1/lookup"]["post"]["requestBody"]["content"]
    assert body["application/json"]["schema"]["properties"]["text"]["maxLength"] == MAX_TEXT_CHARS
    assert body["text/plain"]["schema"]["maxLength"] == MAX_TEXT_CHARS
    ndjson = spec["paths"]["/api/v1/entries.ndjson"]["get"]["responses"]["200"]["content"]
    assert list(ndjson) == ["application/x-ndjson"]
    assert client.get("/api/v1/entries.ndjson").headers["content-type"].startswith("application/x-ndjson")
    over = client.post("/api/v1/lookup", content=b"y" * (MAX_TEXT_CHARS + 1), headers={"content-type": "text/plain"})
    assert over.status_code == 422


# --- a real server: budget, workers, slow connections ---------------------------------------
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _request(port: int, method: str, path: str, body: bytes | None = None, source: str = "127.0.0.1",
             ctype: str = "application/json", timeout: float = 30) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    try:
        conn.request(method, path, body=body, headers={"content-type": ctype} if body is not None else {})
        r = conn.getresponse()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    finally:
        conn.close()


def _lookup(port: int, text: str, source: str = "127.0.0.1") -> tuple[int, dict[str, str], bytes]:
    return _request(port, "POST", "/api/v1/lookup", json.dumps({"text": text}).encode(), source)


@pytest.fixture(scope="module")
def server() -> Iterator[int]:
    port = _free_port()
    env = dict(os.environ, KNOWNFIX_LOOKUP_BUDGET_S=str(BUDGET_S), KNOWNFIX_HEADER_TIMEOUT_S="1", KNOWNFIX_BODY_TIMEOUT_S="2",
               KNOWNFIX_MAX_CONNECTIONS_PER_CLIENT="8", KNOWNFIX_CLIENT_CPU_RATE="0")
    cmd = [sys.executable, "-c", "from knownfix.cli import app; app()", "serve", "--kb", str(KB), "--port", str(port),
           "--workers", "2", "--lookup-workers", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT, env=env)
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                if _request(port, "GET", "/api/v1/stats", timeout=5)[0] == 200:
                    break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"knownfix serve did not answer: {proc.communicate(timeout=5)[0][-2000:]}")
            time.sleep(0.3)
        yield port
    finally:
        proc.terminate()
        try:
            out = proc.communicate(timeout=20)[0]
        except subprocess.TimeoutExpired:
            proc.kill()
            out = proc.communicate()[0]
        assert "Traceback" not in out, out[-3000:]


def test_serve_with_two_workers_answers_pages_and_lookups(server):
    status, headers, body = _request(server, "GET", f"/entries/{ENTRY}/")
    assert status == 200 and ENTRY.encode() in body and headers["etag"]
    status, _, body = _lookup(server, TRACEBACK)
    assert status == 200 and json.loads(body)["matches"][0]["id"] == ENTRY
    status, _, body = _request(server, "GET", "/robots.txt")
    assert status == 200 and f"http://localhost:{server}/sitemap.xml".encode() in body


def test_a_lookup_over_its_cpu_budget_is_stopped_and_others_are_still_answered(server):
    results: dict[str, tuple[int, dict[str, str], bytes]] = {}

    def big() -> None:
        results["big"] = _lookup(server, BIG_PASTE, source="127.0.0.2")

    t = threading.Thread(target=big)
    t.start()
    small = [_lookup(server, f"# request {i}\n{TRACEBACK}", source="127.0.0.1") for i in range(5)]
    t.join(60)
    assert all(s == 200 and json.loads(b)["matches"][0]["id"] == ENTRY for s, _, b in small)
    status, headers, body = results["big"]
    assert status == 503 and headers["content-type"].startswith("application/problem+json")
    assert json.loads(body)["type"] == "/problems/budget"
    for i in range(4):  # the stopped worker was replaced: lookups go on on every server process
        assert _lookup(server, f"# after {i}\n{TRACEBACK}", source="127.0.0.2")[0] == 200


def _closed_by_server(s: socket.socket, within: float) -> bytes | None:
    """What the server sent before closing ``s`` (None if it kept it open for ``within`` seconds)."""
    s.settimeout(within)
    data = b""
    try:
        while chunk := s.recv(4096):
            data += chunk
    except ConnectionResetError:
        pass
    except TimeoutError:
        return None
    return data


def test_slow_headers_are_cut_off_and_do_not_hold_the_server(server):
    slow = []
    for _ in range(8):
        s = socket.create_connection(("127.0.0.1", server), timeout=10, source_address=("127.0.0.3", 0))
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        slow.append(s)
    extra = [socket.create_connection(("127.0.0.1", server), timeout=10, source_address=("127.0.0.3", 0))
             for _ in range(12)]  # over the per-client limit (8 per server process, 2 processes)
    assert _request(server, "GET", "/api/v1/stats")[0] == 200  # another client is answered meanwhile
    refused = [s for s in extra if _closed_by_server(s, 0.5) is not None]
    assert len(refused) >= 4  # at most 2 x 8 connections from one address are kept
    for s in slow:  # past the 1 s header timeout (checked once a second): 408, closed
        got = _closed_by_server(s, 4)
        assert got is not None, "a connection with unfinished headers was kept open"
        assert got == b"" or got.startswith(b"HTTP/1.1 408"), got[:80]
    for s in slow + extra:
        s.close()
    assert _request(server, "GET", "/api/v1/stats", source="127.0.0.3")[0] == 200


def test_a_body_that_never_ends_is_cut_off(server):
    s = socket.create_connection(("127.0.0.1", server), timeout=10, source_address=("127.0.0.4", 0))
    s.sendall(b"POST /api/v1/lookup HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nabc")
    got = _closed_by_server(s, 8)  # body timeout 2 s in this server
    s.close()
    assert got is not None, "a request whose body never came was kept open"
