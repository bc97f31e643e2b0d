"""Entry text cannot inject markup into any rendering (issue 11), and `knownfix check` refuses it.

The Markdown renderings are read back with a CommonMark renderer that *allows*
raw HTML (markdown-it with ``html: True``), the worst case for a consumer of the
``.md`` API, the static ``.md`` files and MCP ``format=md``: no tag, event
handler or script URL may come out of it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from knownfix.check.safety import raw_html, unsafe_scheme
from knownfix.kb import Entry, Text, load_kb
from knownfix.render import render_entry
from knownfix.render.text import md_code, md_link_text, md_link_url, safe_url

HERE = Path(__file__).parent
FIXTURE_KB = HERE / "fixtures" / "render" / "kb"
ENTRY_ID = "python/dict-changed-size-during-iteration"
IMG = "<img src=x onerror=alert(1)>"


@pytest.fixture(scope="module")
def entry() -> Entry:
    e = load_kb(FIXTURE_KB).get(ENTRY_ID)
    assert e is not None
    return e


@pytest.fixture(scope="module")
def figures():
    from knownfix.figures import EntryFigures

    return EntryFigures.not_measured(ENTRY_ID)


def _hostile(entry: Entry) -> Entry:
    sig = entry.signatures[0].model_copy(update={"exception": f"KeyError{IMG}"})
    cause = entry.causes[0]
    hint = cause.hints[0].model_copy(update={"text": "a`" + IMG + "`b", "frame": None}) if cause.hints else None
    cause = cause.model_copy(update={"hints": [hint] if hint else [], "title": Text(en=f"cause [x](javascript:alert(1)) {IMG}", zh=f"原因 {IMG}")})
    doc = entry.docs[0].model_copy(update={"url": "https://docs.python.org/a)" + IMG.replace(" ", "/"), "title": Text(en=f"t] {IMG} [", zh="标题")})
    return entry.model_copy(
        update={
            "title": Text(en=f"Title [x](javascript:alert(1)) {IMG}", zh=f"标题 {IMG}"),
            "signatures": [sig, *entry.signatures[1:]],
            "causes": [cause, *entry.causes[1:]],
            "docs": [doc, *entry.docs[1:]],
            "tags": [*entry.tags, IMG],
        }
    )


def _live_html(html: str) -> list[str]:
    """Live markup in rendered HTML: tags with event handlers, img/script tags, script URLs."""
    found = re.findall(r"<(?:img|script|svg|iframe)\b[^>]*>", html, flags=re.IGNORECASE)
    found += re.findall(r"<[a-z][^>]*\son[a-z]+\s*=", html, flags=re.IGNORECASE)
    found += re.findall(r"""href\s*=\s*["']?\s*(?:javascript|data|vbscript):""", html, flags=re.IGNORECASE)
    return found


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_markdown_rendering_stays_inert_under_a_renderer_that_allows_html(entry, figures, lang):
    md = render_entry(_hostile(entry), figures, "md", lang)
    html = MarkdownIt("commonmark", {"html": True}).render(md)
    assert _live_html(html) == []
    # the docs link stays one link to the docs host, its ")" encoded
    assert "https://docs.python.org/a%29%3Cimg/src=x/onerror=alert%281%29%3E" in md


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_html_rendering_has_no_live_links_or_tags(entry, figures, lang):
    out = render_entry(_hostile(entry), figures, "html", lang)
    assert _live_html(out) == []


def test_safe_url_keeps_only_http_https_mailto_and_relative():
    for good in ("https://x.org/a?b#c", "http://x", "mailto:a@b.org", "/entries/x", "../x", "#cause-1", "a/b:c"):
        assert safe_url(good) == good
    for bad in ("javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "\x01javascript:x", "data:text/html,x", "vbscript:x", "file:///etc/passwd"):
        assert safe_url(bad) == "#", bad
    assert md_link_url("javascript:alert(1)") == "#"
    assert md_link_url("https://x/a b)c<d>") == "https://x/a%20b%29c%3Cd%3E"


def test_md_code_and_link_text():
    assert md_code("a`b") == "``a`b``"
    assert md_code("`x") == "`` `x ``"
    assert md_code("x\ny") == "`x y`"
    assert md_link_text("a ] [b](c) <img>\nz") == "a \\] \\[b\\](c) \\<img> z"


@pytest.mark.parametrize(
    ("text", "scheme"),
    [("see [x](javascript:alert(1))", "javascript"), ("[x]( JavaScript:alert(1))", "javascript"), ("open data:text/html,<b>x", "data"),
     ("[a](https://x)", None), ("[a](mailto:a@b)", None), ("[a](./rel)", None), ("torch.utils.data: the loader", None), ("`javascript:x`", None)],
)
def test_unsafe_scheme(text, scheme):
    assert unsafe_scheme(text) == scheme


@pytest.mark.parametrize(
    ("text", "found"),
    [(IMG, IMG), ("<script>", "<script>"), ("a </p> b", "</p>"), ("<!-- c -->", "<!-- c -->"), ("&lt;b&gt;", "&lt;"), ("<x onload=1>", "<x onload=1>"),
     ("<locals>", None), ("<class 'int'>", None), ("size <N> of", None), (f"`{IMG}`", None), ("a < b and c > d", None)],
)
def test_raw_html(text, found):
    assert raw_html(text) == found


def test_check_refuses_schemes_and_raw_html(tmp_path):
    import shutil

    from knownfix.check.entry import EntryContext
    from knownfix.check.safety import check_safety
    from knownfix.kb.loader import load_entry_file

    root = tmp_path / "kb"
    shutil.copytree(FIXTURE_KB, root)
    path = root / ENTRY_ID / "entry.yaml"
    text = path.read_text(encoding="utf-8")
    first_en = re.search(r"^title:\n  en: (.*)$", text, flags=re.MULTILINE)
    assert first_en is not None
    hostile = json.dumps("Title [x](javascript:alert(1)) <img src=x>")
    text = text.replace(first_en.group(0), f"title:\n  en: {hostile}", 1)
    path.write_text(text, encoding="utf-8")
    loaded, problems = load_entry_file(path)
    assert loaded is not None, problems
    ctx = EntryContext(loaded=loaded, shown=str(path), entry_exists=lambda _id: True, environments=None)
    messages = [p.message for p in check_safety(ctx)]
    assert any(m.startswith("KF951 link with scheme 'javascript'") for m in messages), messages
    assert any(m.startswith("KF952 raw HTML '<img src=x>'") for m in messages), messages
    assert all(p.field == "title.en" for p in check_safety(ctx))


def test_bundled_kb_passes_the_safety_rule():
    from knownfix.check.entry import EntryContext
    from knownfix.check.safety import check_safety

    kb = load_kb(HERE.parent / "kb")
    for loaded in kb.entries.values():
        ctx = EntryContext(loaded=loaded, shown=str(loaded.folder), entry_exists=lambda _id: True, environments=None)
        assert list(check_safety(ctx)) == [], loaded.entry.id
