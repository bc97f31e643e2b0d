"""The MCP tools' logic without the SDK: figures beside the served KB, compact JSON, search, odd text."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from knownfix.kb import load_kb
from knownfix.lab.evidence import EvidenceRecord, append_records, content_hash
from knownfix.mcp import tools
from knownfix.render import render_entry

FIXTURES = Path(__file__).parent / "fixtures"
MSG = "RuntimeError: Trying to backward through the graph a second time"


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "cache"))


def test_figures_are_read_beside_the_served_kb_not_the_default_one(tmp_path, monkeypatch):
    shutil.copytree(FIXTURES / "lab" / "kb", tmp_path / "kb")
    (tmp_path / "lab").mkdir()
    shutil.copy(FIXTURES / "lab" / "environments.yaml", tmp_path / "lab" / "environments.yaml")
    kb = load_kb(tmp_path / "kb")
    le = kb.entries["fixture/division-by-zero"]
    sc = le.entry.lab.scenarios[0]
    rec = EvidenceRecord(entry_id=le.entry.id, kind="broken", scenario_id=sc.id, cause=sc.cause, environment="current",
                         env_hash="e", outcome="reproduced", date="2026-01-01T00:00:00Z", knownfix_version="t",
                         lab_python="3.11", content_hash=content_hash(le.entry, le.folder, sc.file))
    append_records(tmp_path / "evidence", le.entry.id, [rec])
    monkeypatch.delenv("KNOWNFIX_KB", raising=False)
    monkeypatch.chdir(tmp_path / "lab")  # no ./kb here: the default KB is somewhere else
    figs = tools.Catalog(kb).figures(le.entry)
    assert figs.measured and figs.evidence_count == 1


def test_get_entry_json_is_the_compact_show_document():
    catalog = tools.Catalog(load_kb(FIXTURES / "web" / "kb"))
    for entry in catalog.kb:
        for lang in ("en", "zh"):
            pretty = render_entry(entry, catalog.figures(entry), "json", lang)
            expected = json.dumps(json.loads(pretty), ensure_ascii=False, separators=(",", ":"))
            assert tools.get_entry(catalog, entry.id, lang=lang) == expected


def test_search_uses_the_prebuilt_haystacks():
    catalog = tools.Catalog(load_kb(FIXTURES / "web" / "kb"))
    assert len(catalog.haystacks) == len(catalog.kb)
    out = tools.search_entries(catalog, "numpy broadcast")
    assert out["results"] and out["results"][0]["id"] == "numpy/broadcast-shapes"


def test_lookup_error_with_a_lone_surrogate_returns_encodable_text():
    catalog = tools.Catalog(load_kb(FIXTURES / "lookup"))
    out = tools.lookup_error(catalog, MSG + " \ud800")
    assert out["matches"][0]["id"] == "pytorch/backward-twice"
    json.dumps(out, ensure_ascii=False).encode("utf-8")  # would raise on a lone surrogate
