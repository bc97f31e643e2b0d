"""HTTP API v1: every endpoint, and every kind of bad input, against the web fixture KB."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

with warnings.catch_warnings():  # starlette's TestClient warns about httpx at import time
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from knownfix.kb import load_kb
from knownfix.lookup import JSON_FIELDS, lookup
from knownfix.web.api import MAX_LOOKUP_BYTES
from knownfix.web.app import create_app

pytestmark = pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient`")

FIXTURES = Path(__file__).parent / "fixtures" / "web"
KB = FIXTURES / "kb"
TRACEBACK = (FIXTURES / "traceback.txt").read_text(encoding="utf-8")
IDS = ["numpy/broadcast-shapes", "python/compare-not-supported", "python/module-missing"]


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(KB), raise_server_exceptions=False)


def assert_problem(r, status: int, slug: str, path: str | None = None) -> dict:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    body = r.json()
    assert {"type", "title", "status", "detail", "instance"} <= body.keys()
    assert body["status"] == status and body["type"] == f"/problems/{slug}" and body["detail"]
    if path is not None:
        assert body["instance"] == path
    return body


# --- lookup --------------------------------------------------------------------------------
def test_lookup_puts_the_matching_entry_first_with_the_cli_fields(client):
    r = client.post("/api/v1/lookup", json={"text": TRACEBACK})
    assert r.status_code == 200
    matches = r.json()["matches"]
    assert matches[0]["id"] == "python/module-missing"
    assert matches[0]["matched_line"] == 4 and "fancyjson" in matches[0]["matched_text"]
    assert matches[0]["url"] == "/entries/python/module-missing"
    assert matches[0]["explanation"]
    cli = [m.to_json() for m in lookup(TRACEBACK, kb=load_kb(KB))]
    assert [{k: m[k] for k in JSON_FIELDS} for m in matches] == cli


def test_lookup_in_chinese_gives_chinese_titles_and_urls(client):
    m = client.post("/api/v1/lookup", json={"text": TRACEBACK, "lang": "zh"}).json()["matches"][0]
    assert m["title"].startswith("ModuleNotFoundError：") and m["url"] == "/zh/entries/python/module-missing"
    assert {c["title"] for c in m["likely_causes"]} == {"包没有安装", "安装到了另一个解释器"}


def test_lookup_accepts_plain_text_and_tolerates_invalid_utf8(client):
    body = TRACEBACK.encode() + b"\n\xff\xfe trailing noise"
    r = client.post("/api/v1/lookup", content=body, headers={"content-type": "text/plain; charset=utf-8"})
    assert r.status_code == 200 and r.json()["matches"][0]["id"] == "python/module-missing"


def test_lookup_answers_no_match_with_an_empty_list(client):
    r = client.post("/api/v1/lookup", json={"text": "everything is fine", "limit": 3})
    assert r.status_code == 200 and r.json() == {"matches": [], "possible": [], "source": []}  # the fixture KB has no inventory


def test_lookup_tolerates_a_lone_surrogate(client):
    r = client.post("/api/v1/lookup", content=b'{"text": "\\ud800 No module named \'x\'"}',
                    headers={"content-type": "application/json"})
    assert r.status_code == 200


@pytest.mark.parametrize(
    "content, ctype, status, slug",
    [
        (b'{"text": ', "application/json", 400, "invalid-json"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff", "application/json", 400, "invalid-json"),
        (b"[" * 100000 + b"]" * 100000, "application/json", 400, "invalid-json"),
        (b"text\x00with\x00nul", "text/plain", 400, "invalid-json"),
        (b"text=abc", "application/x-www-form-urlencoded", 415, "unsupported-media-type"),
        (b'{"text": "abc"}', "", 415, "unsupported-media-type"),
        (b'{"text": "abc"}', "application/xml", 415, "unsupported-media-type"),
        (b"{}", "application/json", 422, "validation"),
        (b'{"text": 42}', "application/json", 422, "validation"),
        (b'["text"]', "application/json", 422, "validation"),
        (b'{"text": "   \\n  "}', "application/json", 422, "validation"),
        (b'{"text": "x", "limit": 0}', "application/json", 422, "validation"),
        (b'{"text": "x", "limit": 1000}', "application/json", 422, "validation"),
        (b'{"text": "x", "lang": "fr"}', "application/json", 422, "validation"),
        (b"", "application/json", 400, "invalid-json"),
        (b"   ", "text/plain", 422, "validation"),
    ],
)
def test_lookup_bad_bodies_get_problem_details(client, content, ctype, status, slug):
    headers = {"content-type": ctype} if ctype else {}
    r = client.post("/api/v1/lookup", content=content, headers=headers)
    assert_problem(r, status, slug, "/api/v1/lookup")


def test_lookup_refuses_a_body_over_the_limit(client):
    text = "x" * (MAX_LOOKUP_BYTES + 10)
    r = client.post("/api/v1/lookup", json={"text": text})
    assert_problem(r, 413, "too-large")


def test_lookup_refuses_a_streamed_body_over_the_limit_without_content_length(client):
    def chunks():
        for _ in range(20):
            yield b"y" * 65536

    r = client.post("/api/v1/lookup", content=chunks(), headers={"content-type": "text/plain"})
    assert "content-length" not in r.request.headers
    assert_problem(r, 413, "too-large")


def test_wrong_method_is_a_problem(client):
    assert_problem(client.get("/api/v1/lookup"), 405, "method-not-allowed")


def test_problem_type_uris_are_documented(client):
    r = client.get("/problems/too-large")
    assert r.status_code == 200 and "413" in r.text
    assert client.get("/problems/nonsense").status_code == 404


def test_problem_detail_quotes_input_only_briefly_and_as_json(client):
    path = "/api/v1/entries/python/" + "<script>" * 500
    r = client.get(path)
    body = assert_problem(r, 404, "not-found")
    assert len(body["detail"]) < 400
    assert r.headers["x-content-type-options"] == "nosniff"


# --- entries -------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, title", [("en", "ModuleNotFoundError: No module named 'X'"),
                                         ("zh", "ModuleNotFoundError：找不到名为 'X' 的模块")])
def test_entry_json_in_both_languages(client, lang, title):
    r = client.get(f"/api/v1/entries/python/module-missing?lang={lang}")
    assert r.status_code == 200
    doc = r.json()
    assert doc["id"] == "python/module-missing" and doc["lang"] == lang and doc["title"] == title
    assert doc["figures"]["entry_id"] == "python/module-missing"
    assert doc["links"]["md"][lang] == f"/api/v1/entries/python/module-missing.md?lang={lang}"


def test_entry_markdown_variant(client):
    r = client.get("/api/v1/entries/python/module-missing.md?lang=zh")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/markdown")
    assert "找不到名为" in r.text and "python -m pip install fancyjson" in r.text


@pytest.mark.parametrize("suffix, ctype", [(".en.json", "application/json"), (".zh.json", "application/json"),
                                           (".en.md", "text/markdown"), (".zh.md", "text/markdown")])
def test_entry_static_export_paths_are_served_too(client, suffix, ctype):
    r = client.get(f"/api/v1/entries/python/module-missing{suffix}")
    assert r.status_code == 200 and r.headers["content-type"].startswith(ctype)
    if ctype == "application/json":
        assert r.json()["links"]["html"]["en"] == "/entries/python/module-missing/"


@pytest.mark.parametrize("path", [
    "/api/v1/entries/python/no-such-entry",
    "/api/v1/entries/python/no-such-entry.md",
    "/api/v1/entries/Python/Module_Missing",
    "/api/v1/entries/python/module-missing.fr.json",
    "/api/v1/entries/python/module-missing.en.xml",
    "/api/v1/entries/python",
])
def test_unknown_entries_are_404_problems(client, path):
    assert_problem(client.get(path), 404, "not-found", path)


def test_bad_lang_is_a_validation_problem(client):
    body = assert_problem(client.get("/api/v1/entries/python/module-missing?lang=fr"), 422, "validation")
    assert body["errors"] and "lang" in body["errors"][0]["loc"]


def test_entry_list_and_ndjson_export(client):
    rows = client.get("/api/v1/entries").json()["entries"]
    assert [r["id"] for r in rows] == IDS
    assert all(r["lab"] is None for r in rows)  # no evidence in the fixture: not yet measured
    assert not any("fix_rate" in r or "confidence" in r for r in rows)
    r = client.get("/api/v1/entries.ndjson?lang=zh")
    assert r.headers["content-type"].startswith("application/x-ndjson")
    docs = [json.loads(line) for line in r.text.splitlines()]
    assert [d["id"] for d in docs] == IDS and {d["lang"] for d in docs} == {"zh"}


# --- search, domains, stats, llms.txt, openapi -----------------------------------------------
def test_search_finds_entries_by_words_in_either_language(client):
    r = client.get("/api/v1/search", params={"q": "no module"})
    assert [h["id"] for h in r.json()["results"]] == ["python/module-missing"]
    r = client.get("/api/v1/search", params={"q": "广播"})
    assert [h["id"] for h in r.json()["results"]] == ["numpy/broadcast-shapes"]
    assert client.get("/api/v1/search", params={"q": "python"}).json()["results"][0]["score"] >= 2
    assert client.get("/api/v1/search", params={"q": "zzzz nothing"}).json()["results"] == []


@pytest.mark.parametrize("params", [{}, {"q": ""}, {"q": "x" * 501}, {"q": "x", "limit": 0}, {"q": "x", "limit": "a"}])
def test_search_bad_queries_are_validation_problems(client, params):
    assert_problem(client.get("/api/v1/search", params=params), 422, "validation")


def test_domains_and_stats_are_counted_from_the_kb(client):
    domains = client.get("/api/v1/domains").json()["domains"]
    assert [(d["name"], d["count"]) for d in domains] == [("numpy", 1), ("python", 2)]
    s = client.get("/api/v1/stats").json()
    assert s["entries"] == 3 and s["domains"] == {"numpy": 1, "python": 2}
    assert sum(s["freshness"].values()) == 3 and s["freshness"]["not_verifiable"] == 3
    assert s["lab"]["measured"] == 0 and s["lab"]["not_measured"] == 3 and "fix_rate" not in s
    assert s["evidence_records"] == 0 and s["versions"]["rows"] == []


def test_llms_txt_links_every_entry_as_markdown(client):
    r = client.get("/llms.txt")
    assert r.status_code == 200 and r.text.startswith("# knownfix")
    for entry_id in IDS:
        assert f"(/api/v1/entries/{entry_id}.en.md)" in r.text


def test_openapi_describes_every_endpoint(client):
    spec = client.get("/api/v1/openapi.json").json()
    paths = set(spec["paths"])
    assert {"/api/v1/lookup", "/api/v1/entries", "/api/v1/entries/{domain}/{slug}", "/api/v1/entries/{domain}/{slug}.md",
            "/api/v1/search", "/api/v1/domains", "/api/v1/stats", "/api/v1/entries.ndjson"} <= paths
    body = spec["paths"]["/api/v1/lookup"]["post"]["requestBody"]["content"]
    assert {"application/json", "text/plain"} <= body.keys()
    assert "413" in spec["paths"]["/api/v1/lookup"]["post"]["responses"]


def test_security_headers_on_every_kind_of_response(client):
    for path in ("/", "/api/v1/stats", "/api/v1/nope", "/static/site.js", "/nope"):
        h = client.get(path).headers
        assert "default-src 'self'" in h["content-security-policy"] and "'unsafe-inline'" not in h["content-security-policy"]
        assert h["x-content-type-options"] == "nosniff" and h["x-frame-options"] == "DENY"


def test_real_kb_is_served():
    """Smoke test: the repository's kb/ loads and serves (its content is not asserted)."""
    real = load_kb()
    if not len(real):
        pytest.skip("the repository KB is empty")
    c = TestClient(create_app())
    assert c.get("/api/v1/stats").json()["entries"] == len(real)
    first = min(e.id for e in real)
    assert c.get(f"/entries/{first}").status_code == 200
    assert c.get(f"/zh/entries/{first}").status_code == 200
