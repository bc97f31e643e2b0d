"""No percentage, interval or rate derived from lab runs anywhere in the static export of the real KB.

The lab's runs are deterministic, so its result is a verification matrix stated in words
(docs/method.md §5). This test builds the static site of the bundled ``kb/`` and crawls
every HTML, JSON, NDJSON, Markdown and text file:

- JSON: no key that names a rate (``fix_rate``, ``confidence``, ``mean``, ``interval``, ...)
  anywhere; inside ``figures``, ``lab_result``, list rows' ``lab`` and the stats, only
  integers and no ``%``;
- HTML: no ``%`` in any element that shows a figure (the header's figures, the lab's
  disagreements, each remedy's lab result and its table, the matrix, the version table,
  observed edges, the entry list's table, the dashboard);
- Markdown: no ``%`` on any line that shows a figure;
- everywhere: every ``<number>%`` that appears is one the KB's own prose contains (an
  example value such as ``'50%'`` in an entry's text), and none sits next to a word such
  as estimate, interval, confidence or fix rate.

It cannot pass trivially: it checks that it visited every entry page in both languages and
found their figure regions, that the seed entry shows its new wording, that
"machine-verified" appears exactly where the lab agrees with the entry, and that the
checks themselves flag the old wording.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from knownfix.kb import load_kb
from knownfix.render import label
from knownfix.web.static_site import build_site

ROOT = Path(__file__).resolve().parents[1]
KB = ROOT / "kb"
SEED = "pytorch/backward-through-graph-a-second-time"
SEED_EN = ("Workarounds fixed every case checked for 7 of 7 causes, in 11 environments (torch-1.13, torch-2.0, torch-2.2, torch-2.4, torch-2.6, torch-2.8, torch-2.10, torch-2.12, torch-2.13-cpu, torch-2.14, torch-2.15). "
           "Dead ends: retain-graph-everywhere — wrong result for 4 causes")
SEED_ZH = ("解决方法：在 11 个环境（torch-1.13、torch-2.0、torch-2.2、torch-2.4、torch-2.6、torch-2.8、torch-2.10、torch-2.12、torch-2.13-cpu、torch-2.14、torch-2.15）中检验，7 个原因中有 7 个的每个情形都已修复。"
           "无效做法：retain-graph-everywhere——结果错误（4 个原因）")
OLD_SEED = "16 of 16 runs fixed (estimate 94%, 95% interval 80%–100%)"

PERCENT = re.compile(r"\d+(?:[.,]\d+)?\s*(?:%|％|&#37;|&percnt;)")
#: Keys that would carry a rate or an interval (none may appear in any JSON the site serves).
RATE_KEYS = {"fix_rate", "fix_rates", "confidence", "estimate", "mean", "low", "high", "interval", "rate",
             "success_rate", "posterior", "bins", "percent", "percentage"}
#: Words that, next to a percentage, would make it read as a rate.
RATE_WORDS = re.compile(r"estimate|interval|confidence|fix[ -]rate|success rate|runs fixed|fixed \d+ of|"
                        r"修复率|估计|区间|置信|成功率", re.IGNORECASE)
#: Words of the old figures that must be gone from every page (labels in both languages).
OLD_WORDS = ("Fix rate", "Confidence", "修复率", "置信度", "95% interval", "95% 区间", "runs fixed", "次运行中修复")
#: Classes of elements inside a figure region that hold text as the error printed it (an entry's title, the
#: message the lab saw printed): quoted, not a figure (a strftime format's '%Y' is not a rate).
QUOTED_CLASSES = {"printed", "error-text"}
#: Classes of the HTML elements that show figures.
FIGURE_CLASSES = {"figures", "lab-disagrees", "figure", "breakdown", "lab-matrix", "versions", "provenance", "observed",
                  "entries", "chart-block"}


VOID = frozenset({"br", "img", "meta", "link", "input", "hr", "col", "area", "base", "source", "wbr", "rect", "path"})


class FigureText(HTMLParser):
    """The text inside elements whose class marks a figure, and how many such regions there were."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0  # > 0 while inside a figure region
        self.stack: list[bool] = []
        self.regions: list[str] = []
        self.classes: set[str] = set()
        self._buf: list[str] = []
        self.quoted = 0  # > 0 inside a QUOTED_CLASSES element
        self.quoted_stack: list[bool] = []

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        cls = set((dict(attrs).get("class") or "").split())
        quoted = bool(cls & QUOTED_CLASSES)
        self.quoted += quoted
        self.quoted_stack.append(quoted)
        hit = bool(cls & FIGURE_CLASSES)
        if hit:
            self.classes |= cls & FIGURE_CLASSES
            if self.depth == 0:
                self._buf = []
            self.depth += 1
        self.stack.append(hit)

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in VOID or not self.stack:
            return
        self.quoted -= self.quoted_stack.pop()
        if self.stack.pop():
            self.depth -= 1
            if self.depth == 0:
                self.regions.append("".join(self._buf))

    def handle_data(self, data):
        if self.depth > 0 and not self.quoted:
            self._buf.append(data)


def figure_regions(html: str) -> FigureText:
    parser = FigureText()
    parser.feed(html)
    parser.close()
    return parser


def json_problems(value, path: str = "$", strict: bool = False) -> list[str]:
    """Rate keys anywhere; inside figures / lab results / stats (``strict``) also fractions and '%'."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k in RATE_KEYS:
                out.append(f"{path}.{k}: a key naming a rate")
            row_lab = k == "lab" and re.fullmatch(r"\$\.entries\[\d+\]", path) is not None  # a list row's lab result
            out += json_problems(v, f"{path}.{k}", strict or k in ("figures", "lab_result") or row_lab)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += json_problems(v, f"{path}[{i}]", strict)
    elif strict and isinstance(value, float):
        out.append(f"{path}: a fraction ({value}) among the lab's figures")
    elif strict and isinstance(value, str) and PERCENT.search(value):
        out.append(f"{path}: a percentage in {value!r}")
    return out


def text_problems(text: str, allowed: set[str]) -> list[str]:
    """Percentages not from the KB's prose, and any percentage next to a rate word."""
    out = []
    for m in PERCENT.finditer(text):
        token = re.sub(r"\s+", "", m.group(0))
        around = text[max(0, m.start() - 60): m.end() + 60]
        if token not in allowed:
            out.append(f"{token!r} is in no entry's text: {around!r}")
        if RATE_WORDS.search(around):
            out.append(f"{token!r} next to a rate word: {around!r}")
    out += [f"old figure wording {w!r}" for w in OLD_WORDS if w in text]
    return out


MD_FIGURE_PREFIXES = tuple(
    f"**{label(key, lang)}{label('colon', lang)}**"
    for key in ("lab_summary", "lab_result", "what_it_did", "provenance") for lang in ("en", "zh")
)


def md_figure_lines(md: str) -> list[str]:
    """Lines of an entry's Markdown that show figures: labelled figure lines and every table row but prose tables."""
    return [line for line in md.splitlines()
            if line.startswith((*MD_FIGURE_PREFIXES, "|", *(f"- {label('observed_leads_to', g)}" for g in ("en", "zh"))))]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("honest") / "site"
    build_site(out, KB)
    return out


@pytest.fixture(scope="module")
def allowed() -> set[str]:
    """Percent tokens the KB's own text contains (entry prose and code): not figures."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in KB.rglob("*") if p.is_file() and p.suffix in (".yaml", ".py"))
    return {re.sub(r"\s+", "", m.group(0)) for m in PERCENT.finditer(text)}


@pytest.fixture(scope="module")
def ids() -> list[str]:
    return sorted(e.id for e in load_kb(KB))


def _files(site: Path, *suffixes: str) -> list[Path]:
    return sorted(p for p in site.rglob("*") if p.is_file() and p.suffix in suffixes)


def test_checks_flag_the_old_wording(allowed):
    old_html = f'<dl class="figures"><div><dt>Fix rate</dt><dd>{OLD_SEED}</dd></div></dl>'
    assert any("%" in r for r in figure_regions(old_html).regions)
    assert text_problems(OLD_SEED, allowed)
    assert json_problems({"figures": {"fix_rate": {"k": 16, "n": 16, "mean": 0.9444}}})
    assert json_problems({"entries": [{"lab": {"order": 0.5}}]}) and json_problems({"lab_result": {"summary": "94% fixed"}})
    assert not json_problems({"lab": {"scenarios": [{"timeout_s": 120.0}]}})  # an entry's own lab section: not a figure
    assert md_figure_lines(f"**Lab result:** {OLD_SEED}\n\nprose 50%\n") == [f"**Lab result:** {OLD_SEED}"]


def test_every_json_file_is_free_of_lab_rates(site, ids):
    files = _files(site, ".json", ".ndjson")
    docs = 0
    problems = []
    for f in files:
        text = f.read_text(encoding="utf-8")
        values = [json.loads(line) for line in text.splitlines() if line.strip()] if f.suffix == ".ndjson" else [json.loads(text)]
        strict = f.name == "stats.json"
        for v in values:
            problems += [f"{f.relative_to(site)}: {p}" for p in json_problems(v, strict=strict)]
            if isinstance(v, dict) and "figures" in v:
                docs += 1
                assert v["schema_version"] == 3 and v["figures"]["schema_version"] == 3
                assert isinstance(v["lab_result"]["summary"], str) and v["lab_result"]["summary"]
    assert not problems, "\n".join(problems[:20])
    assert docs == 3 * len(ids)  # every entry's document in both languages, and the English NDJSON


def test_every_html_page_shows_no_lab_percentage(site, ids, allowed):
    pages = _files(site, ".html")
    entry_pages = 0
    problems = []
    for f in pages:
        html = f.read_text(encoding="utf-8")
        rel = f.relative_to(site).as_posix()
        if rel in ("method/index.html", "zh/method/index.html"):
            # the method's §7 documents the figure of *user outcome reports* (a Beta posterior of reports, with its
            # 95 % interval), not the lab's: everything before it is checked
            cut = html.find("7. Outcome reports")
            assert cut > 0, f"{rel}: the outcome-report section moved; update this test"
            html = html[:cut]
        found = figure_regions(html)
        is_entry = rel.startswith(("entries/", "zh/entries/")) and rel.count("/") >= (3 if rel.startswith("zh/") else 2)
        if is_entry:
            entry_pages += 1
            assert {"figures", "provenance"} <= found.classes, rel
        for region in found.regions:
            if "%" in region or "％" in region:
                problems.append(f"{rel}: '%' in a figure: {region.strip()[:200]!r}")
        problems += [f"{rel}: {p}" for p in text_problems(html, allowed)]
    assert not problems, "\n".join(problems[:20])
    assert entry_pages == 2 * len(ids)


def test_every_markdown_and_text_file_shows_no_lab_percentage(site, ids, allowed):
    files = _files(site, ".md", ".txt")
    entry_md = 0
    problems = []
    for f in files:
        text = f.read_text(encoding="utf-8")
        rel = f.relative_to(site).as_posix()
        if f.suffix == ".md":
            entry_md += 1
            lines = md_figure_lines(text)
            assert any(line.startswith(MD_FIGURE_PREFIXES[:2]) for line in lines), rel  # the header's lab result
            # a code span quotes what the error printed (the version table's wording column): not a figure
            problems += [f"{rel}: '%' in a figure line: {line[:200]!r}" for line in lines if "%" in re.sub(r"`[^`]*`", "", line)]
        problems += [f"{rel}: {p}" for p in text_problems(text, allowed)]
    assert not problems, "\n".join(problems[:20])
    assert entry_md == 2 * len(ids)


def _page(site: Path, entry_id: str, lang: str) -> str:
    return (site / ("zh/" if lang == "zh" else "") / "entries" / entry_id / "index.html").read_text(encoding="utf-8")


def _doc(site: Path, entry_id: str, lang: str) -> dict:
    return json.loads((site / "api" / "v1" / "entries" / f"{entry_id}.{lang}.json").read_text(encoding="utf-8"))


def test_the_seed_entry_states_the_matrix_in_words(site):
    for lang, wording in (("en", SEED_EN), ("zh", SEED_ZH)):
        html = _page(site, SEED, lang)
        header = html[html.index('<dl class="figures">'): html.index("</dl>")]
        assert wording in header, lang
        assert OLD_SEED not in html and "estimate" not in header
        doc = _doc(site, SEED, lang)
        assert doc["lab_result"]["summary"].startswith(wording)
        md = (site / "api" / "v1" / "entries" / f"{SEED}.{lang}.md").read_text(encoding="utf-8")
        assert f"**{label('lab_summary', lang)}{label('colon', lang)}** {wording}" in md.replace("\\", "")
        assert label("verified_verified", lang) in html and label("matrix_heading", lang) in html
    figs = _doc(site, SEED, "en")["figures"]
    assert figs["verification"] == "verified" and figs["summary"]["causes"] == 7
    assert [v["state"] for v in figs["summary"]["by_cause"]] == ["fixed"] * 7
    assert {o: len(c) for o, c in figs["remedies"]["retain-graph-everywhere"]["by_outcome"].items()} == {
        "fixed": 1, "other_error": 1, "wrong_result": 4}
    rows = {r["id"]: r for r in json.loads((site / "api" / "v1" / "entries.json").read_text(encoding="utf-8"))["entries"]}
    assert (rows[SEED]["lab"]["causes_fixed"], rows[SEED]["lab"]["causes"]) == (7, 7)
    listing = (site / "entries" / "index.html").read_text(encoding="utf-8")
    assert "Fixed in every case (lab)" in listing
    row = listing[listing.index(f'data-id="{SEED}"'):]
    assert "<td>7 of 7 causes</td>" in row[: row.index("</tr>")]


def test_machine_verified_exactly_where_the_lab_agrees(site, ids):
    states = {}
    for entry_id in ids:
        verification = _doc(site, entry_id, "en")["figures"]["verification"]
        states[entry_id] = verification
        for lang in ("en", "zh"):
            html = _page(site, entry_id, lang)
            provenance = html[html.index('<p class="provenance">'):]
            provenance = provenance[: provenance.index("</p>")]
            assert (label("verified_verified", lang) in provenance) == (verification == "verified"), (entry_id, lang)
            disagrees = label("lab_disagrees", lang) in html
            assert disagrees == (verification == "disagrees"), (entry_id, lang)
    assert "verified" in states.values()
    # the lab disagrees with some entry of the real KB: that page says so, in the header
    for entry_id in [i for i, s in states.items() if s == "disagrees"]:
        html = _page(site, entry_id, "en")
        head = html[: html.index('<section id="versions">')]
        assert 'class="lab-disagrees"' in head and "the entry expects" in head
