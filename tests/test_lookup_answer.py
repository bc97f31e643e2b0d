"""The answer first: the likely cause, the fix for it with its code, what not to try, what may come next.

Through the public interfaces: `knownfix lookup` (default, --brief, --lang zh, --json), the Python
function behind them, the HTTP API, the web result and the hook's note, on the bundled KB.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from knownfix.artifact import default_kb
from knownfix.lookup import lookup
from knownfix.lookup.answer import ANSWER_VERSION, answer_for

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = (ROOT / "examples" / "sample-traceback.txt").read_text(encoding="utf-8")
SEED = "pytorch/backward-through-graph-a-second-time"
DETACH = "state = tuple(s.detach() for s in state)"
BARE = ("RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they "
        "have already been freed). Saved intermediate values of the graph are freed when you call .backward() or "
        "autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you "
        "need to access saved tensors after calling backward.")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "knownfix", "lookup", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, check=False)


def answer(text: str, lang: str = "en") -> dict:
    kb = default_kb()
    m = lookup(text, kb=kb)[0]
    return answer_for(m, kb.entry_data(m.id), kb.figures_data(m.id), lang)


def test_a_paste_that_names_its_cause_gets_that_causes_fix_with_code():
    a = answer(SAMPLE)
    assert a["version"] == ANSWER_VERSION and a["entry"] == SEED
    assert a["cause"]["id"] == "carried-hidden-state" and a["cause"]["clear"] and a["cause"]["why"]
    assert a["fix"]["id"] == "detach-carried-state" and DETACH in a["fix"]["code"]
    assert a["fix"]["lab"].startswith("the lab, on this cause: fixed in ")
    skip = {d["id"]: d for d in a["skip"]}
    assert "retain-graph-everywhere" in skip and skip["retain-graph-everywhere"]["lab"] == "other error"
    assert all("carried-hidden-state" in d_causes for d_causes in
               [next(d["causes"] for d in default_kb().entry_data(SEED)["dead_ends"] if d["id"] == i) for i in skip])
    assert a["next"] and a["next"][0]["id"] == "pytorch/inplace-modified-needed-for-gradient"
    assert a["tell_apart"] == []


def test_a_bare_message_says_what_to_check_to_tell_the_causes_apart():
    a = answer(BARE)
    assert not a["cause"]["clear"]
    tell = a["tell_apart"]
    assert 2 <= len(tell) <= 4 and all(c["recognise"] and c["fix"] for c in tell)
    workarounds = {w["id"]: w for w in default_kb().entry_data(SEED)["workarounds"]}
    assert all(c["id"] in workarounds[c["fix"]["id"]]["causes"] for c in tell)  # each cause's own fix
    assert all(d["lab"] is None for d in a["skip"])  # no per-cause outcome when the cause is not known


def test_chinese_answers_are_in_chinese():
    a = answer(SAMPLE, "zh")
    assert a["fix"]["title"] == next(w["title"]["zh"] for w in default_kb().entry_data(SEED)["workarounds"]
                                     if w["id"] == "detach-carried-state")
    assert a["fix"]["lab"].startswith("实验室在此原因上的结果：已修复")


def test_the_cli_shows_the_fix_code_by_default():
    r = cli(str(ROOT / "examples" / "sample-traceback.txt"))
    assert r.returncode == 0
    out = r.stdout
    assert out.index("likely cause:") < out.index("fix: Detach the carried state") < out.index(DETACH)
    assert "don't bother: Add retain_graph=True" in out and "other error" in out
    assert "may come next: pytorch/inplace-modified-needed-for-gradient" in out


def test_brief_is_one_screen_and_zh_is_chinese():
    r = cli("--brief", "--lang", "zh", str(ROOT / "examples" / "sample-traceback.txt"))
    assert r.returncode == 0 and len(r.stdout.splitlines()) <= 24
    assert "解决方法:" in r.stdout and DETACH in r.stdout and "--lang zh" in r.stdout
    assert "matched (line" not in r.stdout
    assert cli("--lang", "fr", BARE).returncode == 2


def test_json_rows_carry_the_answer():
    r = cli("--json", str(ROOT / "examples" / "sample-traceback.txt"))
    row = json.loads(r.stdout)[0]
    assert row["answer"]["fix"]["id"] == "detach-carried-state" and row["answer"]["version"] == ANSWER_VERSION


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    from fastapi.testclient import TestClient

    from knownfix.web.app import ServerSettings, create_app

    url = f"sqlite:///{tmp_path_factory.mktemp('answer-reports') / 'r.sqlite3'}"
    return TestClient(create_app(None, ServerSettings(database_url=url)))


def test_the_api_and_the_web_result_show_the_fix_without_a_click(client):
    j = client.post("/api/v1/lookup", json={"text": SAMPLE}).json()
    assert DETACH in j["matches"][0]["answer"]["fix"]["code"]
    page = client.post("/lookup/", data={"text": SAMPLE}).text
    block = page[page.index('class="answer"'):]
    assert "detach-carried-state" in block and "state = tuple(s.detach() for s in state)" in block
    assert "Don&#39;t bother" in block
    zh = client.post("/zh/lookup/", data={"text": SAMPLE}).text
    assert "解决方法" in zh[zh.index('class="answer"'):]


def test_the_hook_note_carries_the_fix_code():
    import knownfix.hook

    note = knownfix.hook.note_for(SAMPLE)
    lines = note.splitlines()
    assert lines[1].startswith("  most likely cause: ") and lines[2].startswith("  first thing to try: Detach")
    assert any(DETACH in line for line in lines) and any(line.startswith("  don't bother: ") for line in lines)


def test_a_fix_that_reaches_a_weaker_goal_says_so_beside_the_labs_result():
    import copy

    kb = default_kb()
    m = lookup(SAMPLE, kb=kb)[0]
    data = copy.deepcopy(kb.entry_data(m.id))
    w = next(w for w in data["workarounds"] if w["id"] == "detach-carried-state")
    w["reaches"] = {"en": "Trains on half the sequence.", "zh": "只训练一半的序列。"}
    en = answer_for(m, data, kb.figures_data(m.id), "en")["fix"]
    zh = answer_for(m, data, kb.figures_data(m.id), "zh")["fix"]
    assert en["reaches"] == "Trains on half the sequence."
    assert en["lab"].endswith(" (a weaker goal: Trains on half the sequence.)")
    assert zh["lab"].endswith("（较弱的目标：只训练一半的序列。）")
    assert answer(SAMPLE)["fix"]["reaches"] is None  # the real entry's fix reaches the goal itself
