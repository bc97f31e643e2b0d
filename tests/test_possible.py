"""The possible tier (issue 12): close wording, no signature matched — labelled in every interface."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knownfix import hook
from knownfix.cli import app
from knownfix.kb import load_kb
from knownfix.lookup import lookup, lookup_detailed
from knownfix.lookup.possible import MIN_SIMILARITY

FIXTURE = Path(__file__).parent / "fixtures" / "lookup"
BACKWARD = "pytorch/backward-twice"
# the seed message reworded: no signature matches ("Tried", "or to access"), nearly every word is the example's
REWORDED = ("RuntimeError: Tried to backward through the graph a second time or to access saved tensors after they "
            "have already been freed")


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def kb():
    return load_kb(FIXTURE)


def test_a_reworded_message_gets_a_possible_match_never_an_exact_one(kb):
    assert lookup(REWORDED, kb=kb) == []  # not a signature match
    res = lookup_detailed(REWORDED, kb=kb)
    assert [p.id for p in res.possible] == [BACKWARD]
    p = res.possible[0]
    assert MIN_SIMILARITY <= p.similarity <= 1.0 and p.matched_signature
    doc = p.to_json()
    assert doc["confidence"] == "possible" and doc["kind"] == "entry" and doc["id"] == BACKWARD
    assert any("no signature matched" in r for r in doc["why"]) and any(r.startswith("shared words: ") for r in doc["why"])


@pytest.mark.parametrize(
    "text",
    [
        # another exception type than the signature's
        REWORDED.replace("RuntimeError", "ValueError"),
        # too few words that count
        "RuntimeError: backward graph freed",
        # words of two entries at once: no clear margin, or too far from either
        "RuntimeError: backward through the graph while the size of tensor a must match tensor b",
        # unrelated
        "ZeroDivisionError: division by zero in the accounting module today",
    ],
)
def test_no_possible_match_without_type_agreement_enough_words_or_a_clear_winner(kb, text):
    res = lookup_detailed(text, kb=kb)
    assert res.matches == [] and res.possible == []


def test_a_traceback_that_never_touches_the_entrys_library_gets_no_possible_match(kb):
    text = ('Traceback (most recent call last):\n  File "/srv/app/site-packages/flask/app.py", line 3, in run\n'
            "    go()\n" + REWORDED)
    assert lookup_detailed(text, kb=kb).possible == []
    with_torch = text.replace("flask/app.py", "torch/autograd/__init__.py")
    assert [p.id for p in lookup_detailed(with_torch, kb=kb).possible] == [BACKWARD]


def test_an_exact_match_leaves_the_possible_tier_out(kb):
    res = lookup_detailed("RuntimeError: Trying to backward through the graph a second time", kb=kb)
    assert res.matches and res.matches[0].id == BACKWARD and res.possible == []


def test_cli_labels_it_possible_in_text_and_json():
    runner = CliRunner()
    r = runner.invoke(app, ["lookup", "--kb", str(FIXTURE), REWORDED])
    assert r.exit_code == 0, r.output
    assert "Possible match" in r.output and BACKWARD in r.output and "possible · similarity" in r.output
    r = runner.invoke(app, ["lookup", "--kb", str(FIXTURE), "--json", REWORDED])
    rows = json.loads(r.stdout)
    assert [(x["kind"], x["confidence"], x["id"]) for x in rows] == [("entry", "possible", BACKWARD)]
    exact = json.loads(runner.invoke(app, ["lookup", "--kb", str(FIXTURE), "--json",
                                           "RuntimeError: Trying to backward through the graph a second time"]).stdout)
    assert exact[0]["confidence"] == "exact"


def test_hook_note_says_possible_match(kb):
    note = hook.note_for(REWORDED, kb=kb)
    assert note.startswith(f"knownfix: possible match (close wording, no signature matched): {BACKWARD} — ")
    assert "可能匹配" in hook.note_for(REWORDED, kb=kb, lang="zh")


def test_mcp_lookup_error_returns_it_under_possible(kb):
    from knownfix.mcp.tools import Catalog, lookup_error

    out = lookup_error(Catalog(kb), REWORDED)
    assert out["matches"] == [] and [p["id"] for p in out["possible"]] == [BACKWARD]
    assert out["possible"][0]["confidence"] == "possible" and "possible" in out["message"]


def test_the_web_result_and_the_api_label_it_possible(tmp_path):
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    from knownfix.web.app import ServerSettings, create_app

    client = TestClient(create_app(FIXTURE, ServerSettings(database_url=f"sqlite:///{tmp_path / 'r.sqlite3'}")),
                        raise_server_exceptions=False)
    r = client.post("/api/v1/lookup", json={"text": REWORDED})
    body = r.json()
    assert r.status_code == 200 and body["matches"] == []
    assert [(p["confidence"], p["id"]) for p in body["possible"]] == [("possible", BACKWARD)]
    page = client.post("/lookup/", data={"text": REWORDED})
    assert page.status_code == 200
    assert 'data-confidence="possible"' in page.text and "Possible match" in page.text and BACKWARD in page.text
    zh = client.post("/zh/lookup/", data={"text": REWORDED})
    assert "可能匹配" in zh.text
