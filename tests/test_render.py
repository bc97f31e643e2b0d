"""Renderers: golden files per format × language, escaping, languages, figures, CLI.

Golden files live in tests/golden/. After an intended change, regenerate them (and
schema/entry-document.schema.json) with::

    KNOWNFIX_UPDATE_GOLDEN=1 .venv/bin/pytest tests/test_render.py

and review the diff.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
from pathlib import Path

import jsonschema
import pytest
from jinja2 import DictLoader
from pydantic import BaseModel
from typer.testing import CliRunner

from knownfix.cli import app
from knownfix.figures import EntryFigures, compute_figures
from knownfix.kb import Entry, Text, load_kb
from knownfix.render import (
    LABELS,
    LinkScheme,
    css_path,
    document_json_schema,
    entry_document,
    entry_url,
    jinja_env,
    label,
    render_entry,
)
from knownfix.render.document import EntryDocument

HERE = Path(__file__).parent
FIXTURE_KB = HERE / "fixtures" / "render" / "kb"
GOLDEN = HERE / "golden"
SCHEMA_FILE = HERE.parent / "schema" / "entry-document.schema.json"
UPDATE = os.environ.get("KNOWNFIX_UPDATE_GOLDEN") == "1"
ENTRY_ID = "python/dict-changed-size-during-iteration"
EXT = {"json": "json", "md": "md", "html": "html"}


def _load_measured():
    spec = importlib.util.spec_from_file_location("render_fixture_figures", HERE / "fixtures" / "render" / "figures.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.measured_figures


measured_figures = _load_measured()


@pytest.fixture(scope="module")
def entry() -> Entry:
    kb = load_kb(FIXTURE_KB)
    assert kb.problems == []
    e = kb.get(ENTRY_ID)
    assert e is not None
    return e


def _figures(state: str) -> EntryFigures:
    return measured_figures() if state == "measured" else EntryFigures.not_measured(ENTRY_ID)


def _golden(path: Path, actual: str) -> None:
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run KNOWNFIX_UPDATE_GOLDEN=1 pytest tests/test_render.py"
    assert actual == path.read_text(encoding="utf-8"), f"{path.name} differs (regenerate with KNOWNFIX_UPDATE_GOLDEN=1 and review)"


@pytest.mark.parametrize("state", ["unmeasured", "measured"])
@pytest.mark.parametrize("fmt", ["json", "md", "html"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_golden(entry: Entry, state: str, fmt: str, lang: str) -> None:
    out = render_entry(entry, _figures(state), fmt, lang)
    _golden(GOLDEN / f"entry-{state}.{lang}.{EXT[fmt]}", out)


# --- JSON document ------------------------------------------------------------------


def test_committed_document_schema_is_current() -> None:
    text = json.dumps(document_json_schema(), ensure_ascii=False, indent=2) + "\n"
    _golden(SCHEMA_FILE, text)


@pytest.mark.parametrize("state", ["unmeasured", "measured"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_json_matches_schema_and_model(entry: Entry, state: str, lang: str) -> None:
    doc = json.loads(render_entry(entry, _figures(state), "json", lang))
    jsonschema.validate(doc, json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))
    EntryDocument.model_validate(doc)
    assert doc == entry_document(entry, _figures(state), lang)


def test_json_document_shape(entry: Entry) -> None:
    raw = render_entry(entry, measured_figures(), "json", "zh")
    doc = json.loads(raw)
    # schema 3: answer first, in the page's order — what it is, which cause, what works, what does not; then details
    assert list(doc)[:8] == ["schema_version", "lang", "id", "title", "summary", "causes", "workarounds", "dead_ends"]
    assert doc["summary"] and entry.root_cause.zh.startswith(doc["summary"])
    assert list(doc)[-1] == "links"
    assert doc["schema_version"] == 3 and doc["lang"] == "zh"
    assert doc["root_cause"] == entry.root_cause.zh  # texts resolved to the requested language
    assert doc["causes"][0]["title"] == entry.causes[0].title.zh
    assert "迭代期间字典大小发生变化" in raw  # ensure_ascii=False
    assert "fix_rate" not in doc["figures"] and "confidence" not in doc["figures"]  # schema 2: no rate from lab runs
    assert doc["figures"]["verification"] == "disagrees" and doc["figures"]["summary"]["causes"] == 3
    assert doc["lab_result"]["summary"].startswith("解决方法：在 2 个环境（cpython-3-8、cpython-3-12）中检验，3 个原因中有 1 个")
    assert doc["lab_result"]["verification"] == "实验室结果与本条目不一致"
    assert len(doc["lab_result"]["disagreements"]) == 3
    assert list(doc).index("lab_result") == list(doc).index("figures") - 1
    assert doc["links"] == {
        "self": f"/api/v1/entries/{ENTRY_ID}?lang=zh",
        "html": {"en": f"/entries/{ENTRY_ID}", "zh": f"/zh/entries/{ENTRY_ID}"},
        "json": {"en": f"/api/v1/entries/{ENTRY_ID}?lang=en", "zh": f"/api/v1/entries/{ENTRY_ID}?lang=zh"},
        "md": {"en": f"/api/v1/entries/{ENTRY_ID}.md?lang=en", "zh": f"/api/v1/entries/{ENTRY_ID}.md?lang=zh"},
    }
    # maps inside figures come out sorted, whatever order they were built in
    assert list(doc["figures"]["remedies"]) == sorted(doc["figures"]["remedies"])


def _field_tree(model: type[BaseModel]) -> set[str]:
    """Dotted names of every field, following nested models (Text counts as a leaf)."""
    out: set[str] = set()
    for name, info in model.model_fields.items():
        out.add(name)
        for arg in _models_in(info.annotation):
            if arg is not Text:
                out |= {f"{name}.{sub}" for sub in _field_tree(arg)}
    return out


def _models_in(annotation: object) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for a in getattr(annotation, "__args__", ()) for m in _models_in(a)]


def test_document_carries_every_entry_field() -> None:
    missing = _field_tree(Entry) - _field_tree(EntryDocument)
    assert not missing, f"entry fields absent from the JSON document model: {sorted(missing)}"


# --- what the pages must say ------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["md", "html"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_unmeasured_says_so_and_shows_no_percentage(entry: Entry, fmt: str, lang: str) -> None:
    out = render_entry(entry, EntryFigures.not_measured(ENTRY_ID), fmt, lang)
    assert label("not_measured", lang) in out
    assert not re.search(r"\d\s*%", out)
    assert "of 4 runs" not in out and "次运行" not in out


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_measured_figures_are_a_matrix_in_words(entry: Entry, fmt: str) -> None:
    out = render_entry(entry, measured_figures(), fmt, "en")
    assert ("Workarounds fixed every case checked for 1 of 3 causes, in 2 environments (cpython-3-8, cpython-3-12). "
            "Not fixed in every case: build-new-dict resource growth in scenario delete-while-iterating (cpython-3-8). "
            "Causes no workaround was checked on: other-thread. Dead ends: catch-runtimeerror — wrong result for 1 cause, "
            "other error for 1 cause → python/keyerror-missing-key, an error not in the knowledge base; "
            "iterate-keys-view — still fails for 1 cause.") in out  # the entry-level result
    assert "fixed for 2 causes; checked in 2 environments (cpython-3-8, cpython-3-12)" in out  # a workaround's
    assert "fixed for 1 cause (on cpython-3-12), resource growth for 1 cause (on cpython-3-8)" in out  # differs by env
    assert "fixed (cpython-3-12); resource growth (cpython-3-8)" in out  # its cause row
    assert "still fails for 1 cause; checked in" in out  # a dead end's
    assert "reproduced by 2 of 2 scenarios" in out and "3.12.7" in out  # version table
    assert "Observed by the lab" in out and "also declared by the entry" in out
    assert "via catch-runtimeerror, on cause insert-while-iterating, in 1 environment (cpython-3-8)" in out
    assert "cpython-3-7" in out and "1 remedy runs not counted" in out and "2 stale evidence records" in out
    assert out.count("not yet measured") == 1  # only snapshot-under-lock has no runs
    # the verification matrix: one row per measured remedy, one column per cause
    assert "Remedies × causes" in out
    for gone in ("estimate", "interval", "Fix rate", "Confidence", "% ", "runs fixed"):
        assert gone not in out, gone
    assert not re.search(r"\d\s*%", out)


@pytest.mark.parametrize("fmt", ["md", "html"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_machine_verified_only_when_every_expectation_agrees(entry: Entry, fmt: str, lang: str) -> None:
    disagrees = render_entry(entry, measured_figures(), fmt, lang)
    assert label("verified_disagrees", lang) in disagrees and label("verified_verified", lang) not in disagrees
    assert label("lab_disagrees", lang) in disagrees  # visibly, in the header
    head = disagrees[: disagrees.index(label("version_table", lang))]
    assert ("the entry expects fixed, the lab saw resource growth" if lang == "en"
            else "条目预期“修复”，实验室观察到“资源持续增长”") in head
    # the same evidence without the disagreeing cases: machine-verified
    agreeing = [r for r in _fixture_records() if r.outcome not in ("resource_growth", "other_error")]
    figs = _figures_of(agreeing)
    assert figs.verification == "verified" and not figs.expectation_mismatches
    ok = render_entry(entry, figs, fmt, lang)
    assert label("verified_verified", lang) in ok and label("lab_disagrees", lang) not in ok
    stale = render_entry(entry, figs.model_copy(update={"freshness": "stale", "verification": "stale"}), fmt, lang)
    assert label("verified_stale", lang) in stale and label("verified_verified", lang) not in stale


def _fixture_records():
    spec = importlib.util.spec_from_file_location("render_fixture_records", HERE / "fixtures" / "render" / "figures.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.records()


def _figures_of(records):
    from knownfix.figures import figures_from_records

    e = load_kb(FIXTURE_KB).get(ENTRY_ID)
    hashes = {"delete-while-iterating": "hd", "insert-while-iterating": "hi", "other-thread": "ho"}
    return figures_from_records(e, records, hashes, ["cpython-3-8", "cpython-3-12"], "fresh")


@pytest.mark.parametrize("fmt", ["md", "html"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_section_of_the_page_shape(entry: Entry, fmt: str, lang: str) -> None:
    out = render_entry(entry, measured_figures(), fmt, lang)
    for key in (
        "id", "domain", "category", "provenance", "lab_summary", "matrix_heading", "evidence", "first_seen",
        "version_table", "root_cause", "causes", "docs", "workarounds", "dead_ends", "related",
        "leads_to", "confused_with", "signatures", "also_available", "conditions", "tradeoffs",
    ):  # fmt: skip
        assert label(key, lang) in out, key
    for text in (entry.title.get(lang), entry.workarounds[0].code.splitlines()[0], entry.signatures[1].example):
        assert text in out
    assert "python 3.8.20" in out and "2025-03-02" in out


def test_html_escapes_entry_text(entry: Entry) -> None:
    evil = "<script>alert('x')</script>"
    bad = entry.model_copy(
        update={
            "title": Text(en=f"Error {evil}", zh=f"错误 {evil}"),
            "root_cause": Text(en=f"cause {evil} `{evil}`", zh=f"原因 {evil}"),
        }
    )
    for lang in ("en", "zh"):
        out = render_entry(bad, measured_figures(), "html", lang)
        assert "<script" not in out
        assert "&lt;script&gt;" in out
        assert not re.search(r"\son[a-z]+\s*=", out)  # no inline event handlers
        assert "<style" not in out and 'style="' not in out
    odd = measured_figures()
    odd.versions[0].wordings = ["<KeyError>"]
    assert "&lt;KeyError&gt;" in render_entry(entry, odd, "html", "en")  # figures escaped too
    md = render_entry(bad, measured_figures(), "md", "en")
    assert "Error \\<script>" in md and f"`{evil}`" in md


def test_html_page_structure(entry: Entry) -> None:
    en = render_entry(entry, measured_figures(), "html", "en")
    assert en.startswith("<!DOCTYPE html>") and '<html lang="en">' in en
    assert f'<link rel="alternate" hreflang="zh-CN" href="/zh/entries/{ENTRY_ID}">' in en
    assert f'<link rel="alternate" type="application/json" href="/api/v1/entries/{ENTRY_ID}?lang=en">' in en
    assert f'<link rel="alternate" type="text/markdown" href="/api/v1/entries/{ENTRY_ID}.md?lang=en">' in en
    assert '<link rel="stylesheet" href="/static/knownfix.css">' in en
    assert not re.search(r"""(src|href)=["']https?://(?!docs\.python\.org)""", en)  # no external resources
    assert "<script" not in en


def test_chinese_page(entry: Entry) -> None:
    zh = render_entry(entry, EntryFigures.not_measured(ENTRY_ID), "html", "zh")
    assert '<html lang="zh-CN">' in zh
    assert "迭代器就无法确定哪些键已经产出过" in zh  # the Chinese root cause
    assert "the iterator can no longer tell" not in zh  # and not the English one
    assert "尚未测量" in zh and "not yet measured" not in zh
    assert f'href="/entries/{ENTRY_ID}" hreflang="en"' in zh  # switch to English


def test_markdown_is_gfm(entry: Entry) -> None:
    md = render_entry(entry, measured_figures(), "md", "en")
    assert md.startswith("# RuntimeError: dictionary changed size during iteration\n")
    assert "| Environment | Versions | Status | Wording printed | Last run |\n| --- | --- | --- | --- | --- |\n" in md
    assert "```python\nfor key in list(prices):\n" in md
    assert "\n\n\n" not in md and md.endswith("\n") and not md.endswith("\n\n")
    assert f"[中文](/api/v1/entries/{ENTRY_ID}.md?lang=zh)" in md


@pytest.mark.parametrize(
    ("fmt", "lang", "message"),
    [("pdf", "en", "unknown format 'pdf'"), ("md", "fr", "unknown language 'fr'"), ("HTML", "en", "unknown format")],
)
def test_invalid_format_or_language(entry: Entry, fmt: str, lang: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        render_entry(entry, EntryFigures.not_measured(ENTRY_ID), fmt, lang)  # type: ignore[arg-type]


# --- shared pieces other code reuses ----------------------------------------------------


def test_link_scheme() -> None:
    assert entry_url("a/b", "html", "en") == "/entries/a/b"
    assert entry_url("a/b", "html", "zh") == "/zh/entries/a/b"
    assert entry_url("a/b", "json", "zh") == "/api/v1/entries/a/b?lang=zh"
    assert entry_url("a/b", "md", "en", base="https://k.dev") == "https://k.dev/api/v1/entries/a/b.md?lang=en"
    assert LinkScheme(base="/site").entry("a/b", "html", "zh") == "/site/zh/entries/a/b"
    with pytest.raises(ValueError, match="unknown format 'xml'"):
        entry_url("a/b", "xml", "en")


def test_labels_complete_in_both_languages() -> None:
    for key, texts in LABELS.items():
        assert set(texts) == {"en", "zh"}, key
        assert texts["en"].strip() and texts["zh"].strip(), key
        assert set(re.findall(r"\{(\w+)\}", texts["en"])) == set(re.findall(r"\{(\w+)\}", texts["zh"])), key


def test_base_template_is_extendable() -> None:
    env = jinja_env(DictLoader({"page.html.j2": '{% extends "base.html.j2" %}{% block title %}Hi{% endblock %}'
                                '{% block head %}<meta name="x">{% endblock %}{% block content %}<p>{{ msg }}</p>{% endblock %}'}))
    out = env.get_template("page.html.j2").render(lang="zh", msg="<b>")
    assert '<html lang="zh-CN">' in out and "<title>Hi</title>" in out and '<meta name="x">' in out
    assert "<p>&lt;b&gt;</p>" in out  # autoescaped
    assert 'href="/zh/"' in out and 'href="/static/knownfix.css"' in out
    assert css_path().is_file() and css_path().name == "knownfix.css"


# --- the CLI ------------------------------------------------------------------------------


@pytest.mark.parametrize(("fmt", "lang"), [("md", "zh"), ("html", "en"), ("json", "en")])
def test_cli_show(entry: Entry, monkeypatch: pytest.MonkeyPatch, fmt: str, lang: str) -> None:
    monkeypatch.setenv("KNOWNFIX_KB", str(FIXTURE_KB))
    result = CliRunner().invoke(app, ["show", ENTRY_ID, "--format", fmt, "--lang", lang])
    assert result.exit_code == 0, result.output
    assert result.stdout == render_entry(entry, compute_figures(entry), fmt, lang) + "\n"
    if fmt == "json":  # the fixture has no evidence
        doc = json.loads(result.stdout)
        assert doc["figures"]["summary"] is None and doc["lab_result"]["summary"] == "not yet measured"
    else:
        assert ("尚未测量" if lang == "zh" else "not yet measured") in result.stdout


def test_cli_show_unknown_id(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KNOWNFIX_KB", str(FIXTURE_KB))
    result = CliRunner().invoke(app, ["show", "python/no-such-entry"])
    assert result.exit_code == 1
    assert "no entry with ID 'python/no-such-entry'" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("fmt", ["json", "md", "html"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_minimal_entry_renders_empty_sections(fmt: str, lang: str) -> None:
    minimal = load_kb(FIXTURE_KB).get("python/keyerror-missing-key")
    assert minimal is not None
    out = render_entry(minimal, EntryFigures.not_measured(minimal.id, "not_verifiable"), fmt, lang)
    if fmt == "json":
        assert json.loads(out)["dead_ends"] == [] and json.loads(out)["docs"] == []
    else:
        for key in ("no_dead_ends", "no_docs", "no_related", "verifiable_no", "verified_not_verifiable"):
            assert label(key, lang) in out, key


@pytest.mark.parametrize(
    ("prose", "markdown"),
    [
        ("'<' not supported", "'\\<' not supported"),
        ("a *b* [c] __init__ x_y", "a \\*b\\* \\[c\\] \\_\\_init\\_\\_ x_y"),
        ("keep `d[k] * 2` as code", "keep `d[k] * 2` as code"),
        ("(a bare `return`) ok", "(a bare `return`) ok"),
        ("x\n- not a list\n# not a heading\n2. nor this", "x\n\\- not a list\n\\# not a heading\n2\\. nor this"),
    ],
)
def test_markdown_prose_escaping(prose: str, markdown: str) -> None:
    from knownfix.render.text import md_cell, md_text

    assert md_text(prose) == markdown
    assert md_cell("a | `b|c`") == "a \\| `b\\|c`"
