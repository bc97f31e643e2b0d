"""POST /api/v1/reports and GET /api/v1/entries/{domain}/{slug}/reports: every rule, every kind of bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from knownfix.figures.beta import beta_interval
from knownfix.reports.store import open_store
from knownfix.web.app import ServerSettings, create_app

KB = Path(__file__).parent / "fixtures" / "web" / "kb"
ENTRY, REMEDY, DEAD_END = "python/module-missing", "pip-install-same-python", "edit-sys-path"
OTHER = "python/compare-not-supported"


def make_client(tmp_path: Path, **settings) -> tuple[TestClient, str]:
    url = f"sqlite:///{tmp_path / 'reports.sqlite3'}"
    s = ServerSettings(database_url=url, **({"report_client_rate": 0, "report_rate": 0} | settings))
    return TestClient(create_app(KB, s), raise_server_exceptions=False), url


@pytest.fixture
def client(tmp_path):
    return make_client(tmp_path)[0]


def body(reporter: str = "reporter-token-0001", **fields) -> dict:
    return {"entry": ENTRY, "remedy": REMEDY, "outcome": "fixed", "reporter": reporter} | fields


def test_a_report_is_stored_and_counted(client):
    r = client.post("/api/v1/reports", json=body(versions={"python": "3.12.1"}))
    assert r.status_code == 201 and r.headers["location"] == f"/api/v1/entries/{ENTRY}/reports"
    assert r.json() == {"id": r.json()["id"], "entry": ENTRY, "remedy": REMEDY, "outcome": "fixed"}
    doc = client.get(f"/api/v1/entries/{ENTRY}/reports").json()
    assert doc["entry"] == ENTRY and doc["min_reporters"] == 5 and doc["reporters"] == 1
    assert doc["remedies"][REMEDY] == {"kind": "workaround", "fixed": 1, "not_fixed": 0, "other_error": 0,
                                       "reporters": 1, "figure": None}
    assert doc["remedies"][DEAD_END]["kind"] == "dead_end" and doc["remedies"][DEAD_END]["reporters"] == 0


def test_one_report_counts_per_reporter_entry_and_remedy_the_latest_wins(client):
    first = client.post("/api/v1/reports", json=body(outcome="not_fixed")).json()["id"]
    second = client.post("/api/v1/reports", json=body(outcome="fixed")).json()["id"]
    assert first == second
    client.post("/api/v1/reports", json=body(remedy=DEAD_END, outcome="not_fixed"))
    doc = client.get(f"/api/v1/entries/{ENTRY}/reports").json()
    assert (doc["remedies"][REMEDY]["fixed"], doc["remedies"][REMEDY]["not_fixed"]) == (1, 0)
    assert doc["remedies"][DEAD_END]["not_fixed"] == 1 and doc["reporters"] == 2


def test_a_figure_appears_from_five_distinct_reporters_on(client):
    outcomes = ["fixed", "not_fixed", "fixed", "other_error"]
    for i, o in enumerate(outcomes):
        assert client.post("/api/v1/reports", json=body(f"reporter-token-{i:04d}", outcome=o)).status_code == 201
    for _ in range(3):  # the same reporter again does not make a fifth
        client.post("/api/v1/reports", json=body("reporter-token-0000", outcome="fixed"))
    assert client.get(f"/api/v1/entries/{ENTRY}/reports").json()["remedies"][REMEDY]["figure"] is None
    client.post("/api/v1/reports", json=body("reporter-token-0004", outcome="fixed"))
    got = client.get(f"/api/v1/entries/{ENTRY}/reports").json()["remedies"][REMEDY]
    mean, low, high = beta_interval(3, 5)
    assert (got["fixed"], got["not_fixed"], got["other_error"], got["reporters"]) == (3, 1, 1, 5)
    assert got["figure"] == {"share": 0.6, "mean": round(mean, 4), "low": round(low, 4), "high": round(high, 4)}
    assert got["figure"]["mean"] == round(4 / 7, 4)


@pytest.mark.parametrize(("fields", "where"), [
    ({"entry": "python/no-such-entry"}, "entry"),
    ({"remedy": "no-such-remedy"}, "remedy"),
    ({"outcome": "other_error", "other_entry": "python/no-such-entry"}, "other_entry"),
])
def test_unknown_ids_are_refused_with_422(client, fields, where):
    r = client.post("/api/v1/reports", json=body(**fields))
    assert r.status_code == 422 and r.headers["content-type"] == "application/problem+json"
    assert r.json()["type"] == "/problems/unknown-id" and r.json()["errors"][0]["loc"] == [where]
    assert client.get(f"/api/v1/entries/{ENTRY}/reports").json()["reporters"] == 0


def test_other_entry_goes_with_other_error(client):
    r = client.post("/api/v1/reports", json=body(outcome="fixed", other_entry=OTHER))
    assert r.status_code == 422 and r.json()["errors"][0]["loc"] == ["other_entry"]
    ok = client.post("/api/v1/reports", json=body(outcome="other_error", other_entry=OTHER))
    assert ok.status_code == 201


@pytest.mark.parametrize("bad", [
    {"reporter": "short"}, {"reporter": "x" * 129}, {"reporter": "has spaces in the token"},
    {"outcome": "worked"}, {"outcome": None}, {"note": "x" * 501}, {"entry": "../../etc/passwd"},
    {"remedy": "UPPER"}, {"versions": {"torch": 2}}, {"versions": {f"lib{i}": "1" for i in range(21)}},
    {"unexpected": "field"}, {"entry": None},
])
def test_invalid_reports_are_422_problems(client, bad):
    r = client.post("/api/v1/reports", json={k: v for k, v in (body() | bad).items() if v is not None})
    assert r.status_code == 422 and r.json()["type"] == "/problems/validation" and r.json()["errors"]


def test_bodies_that_are_not_reports(client):
    assert client.post("/api/v1/reports", content=b"{not json", headers={"content-type": "application/json"}).status_code == 400
    assert client.post("/api/v1/reports", content=b"\xff\xfe", headers={"content-type": "application/json"}).status_code == 400
    assert client.post("/api/v1/reports", content=b"[1, 2]", headers={"content-type": "application/json"}).status_code == 422
    assert client.post("/api/v1/reports", content=json.dumps(body()), headers={"content-type": "text/plain"}).status_code == 415
    big = json.dumps(body(note="x" * 400) | {"pad": "y" * 9000})
    assert client.post("/api/v1/reports", content=big, headers={"content-type": "application/json"}).status_code == 413
    assert client.get("/api/v1/reports").status_code == 405
    assert client.get("/api/v1/entries/python/no-such-entry/reports").status_code == 404
    assert client.get("/api/v1/entries/PYTHON/x/reports").status_code == 404


def test_client_address_rate_limit_answers_429_with_retry_after(tmp_path):
    client, _ = make_client(tmp_path, report_client_rate=0.01, report_client_burst=3)
    codes = [client.post("/api/v1/reports", json=body(f"reporter-token-{i:04d}")).status_code for i in range(3)]
    assert codes == [201, 201, 201]
    r = client.post("/api/v1/reports", json=body("reporter-token-0099"))
    assert r.status_code == 429 and r.json()["type"] == "/problems/report-rate-limited"
    assert int(r.headers["retry-after"]) >= 1
    # invalid bodies spend the address's tokens too: a flood of garbage is limited like a flood of reports
    assert client.post("/api/v1/reports", content=b"{", headers={"content-type": "application/json"}).status_code == 429


def test_reporter_rate_limit_is_per_token(tmp_path):
    client, _ = make_client(tmp_path, report_rate=0.01, report_burst=2)
    assert client.post("/api/v1/reports", json=body()).status_code == 201
    assert client.post("/api/v1/reports", json=body(remedy=DEAD_END)).status_code == 201
    r = client.post("/api/v1/reports", json=body(outcome="not_fixed"))
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
    assert client.post("/api/v1/reports", json=body("reporter-token-other")).status_code == 201  # another reporter passes
    doc = client.get(f"/api/v1/entries/{ENTRY}/reports").json()
    assert doc["remedies"][REMEDY]["fixed"] == 2 and doc["remedies"][REMEDY]["not_fixed"] == 0  # the refused one did not count


SECRETS = {
    "sk-proj-AbCdEfGhIjKlMnOpQrStUvWx0123": "[token]",
    "ghp_abcdefghijklmnopqrstuvwxyz0123456789": "[token]",
    "hf_AbCdEfGhIjKlMnOpQrStUvWxYz01": "[token]",
    "https://alice:hunter2pass@db.example.com/x": "https://alice:[password]@db.example.com/x",
    "jane.doe@example.org": "[email]",
    "/home/jdoe/project/train.py": "/home/[user]/project/train.py",
    "C:\\Users\\JDoe\\AppData": "C:\\Users\\[user]\\AppData",
    "API_KEY=abc123def456": "API_KEY=[redacted]",
}


def test_notes_are_redacted_before_they_are_stored(tmp_path):
    client, url = make_client(tmp_path)
    note = "worked; " + " ".join(SECRETS)
    rid = client.post("/api/v1/reports", json=body(note=note)).json()["id"]
    store = open_store(url)
    stored = store.get(rid)
    store.close()
    assert stored is not None and stored.note is not None
    for secret, replacement in SECRETS.items():
        assert secret not in stored.note and replacement in stored.note
    assert stored.note.startswith("worked; ")
    notes = client.get(f"/api/v1/entries/{ENTRY}/reports").json()["notes"]
    assert notes == [{"remedy": REMEDY, "outcome": "fixed", "note": stored.note, "versions": None}]


HOSTILE = '<script>window.pwned=1</script><img src=x onerror="window.pwned=1">'


def test_the_entry_page_shows_reports_as_soon_as_they_are_stored_and_notes_only_as_text(client):
    before = client.get(f"/entries/{ENTRY}/").text
    assert "no reports yet" in before
    client.post("/api/v1/reports", json=body(note=HOSTILE))
    page = client.get(f"/entries/{ENTRY}/").text
    assert "fixed 1 · not fixed 0 · other error 0 (1 reporters)" in page and "a share is shown from 5 reporters on" in page
    assert "<script>window.pwned" not in page and "<img src=x" not in page
    assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in page
    zh = client.get(f"/zh/entries/{ENTRY}/").text
    assert "已修复 1" in zh
    md = client.get(f"/api/v1/entries/{ENTRY}.md").text
    assert "What users reported" not in md  # the documents are the entry's, rendered once; reports have their endpoint
