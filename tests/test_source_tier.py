"""The source tier: with no curated match, a message is identified from the library's own source
(the message inventory compiled into the artifact) — labelled, facts only, and only when the
template explains the whole message."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knownfix.artifact import build_artifact, open_artifact
from knownfix.cli import app
from knownfix.inventory.store import NameRecord, TemplateRecord, write_library
from knownfix.lookup import lookup, lookup_detailed
from knownfix.lookup.source import LABEL

FIXTURE = Path(__file__).parent / "fixtures" / "lookup"
CURATED = "RuntimeError: Trying to backward through the graph a second time"


def _template(**kw: object) -> TemplateRecord:
    base: dict[str, object] = {
        "id": "a1b2c3d4e5f6", "library": "widgets", "kind": "raise", "exception": "ValueError",
        "template": "widget {…} needs at least {…} gears before it can spin, got {…}", "pattern": r"widget .* needs at least .* gears before it can spin, got ",
        "literal_chars": 45, "first": "1.0", "last": "2.0", "releases": ("1.0", "2.0"), "module": "widgets.core",
        "function": "Widget.spin", "line": 42, "condition": "len(gears) < self.minimum", "summary": "Spin the widget.",
        "repo_url": "https://github.com/example/widgets", "path": "widgets/core.py", "tag": "v2.0",
    }
    base.update(kw)
    return TemplateRecord(**base)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def art(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("srckb")
    shutil.copytree(FIXTURE, root / "kb")
    inv = root / "inventory"
    write_library(inv, "widgets", [
        _template(),
        _template(id="ffffffffffff", template="short {…}", pattern=r"short ", literal_chars=6),
        _template(id="cccccccccccc", template="the widget {…} spins too fast", pattern=r"the widget .* spins too fast",
                  literal_chars=26),
        _template(id="bbbbbbbbbbbb", kind="binary", exception=None, function=None, line=None, condition=None,
                  summary=None, template="gearbox {…} jammed", pattern=r"gearbox .* jammed", literal_chars=14,
                  path="widgets/_gear.so"),
    ], [
        NameRecord(library="widgets", module="widgets", name="spin", releases=("1.0", "2.0"), first="1.0", last="2.0"),
        NameRecord(library="widgets", module="widgets", name="twirl", releases=("1.0",), first="1.0", last="1.0"),
        NameRecord(library="widgets", module="widgets", name="twist", releases=("2.0",), first="2.0", last="2.0"),
    ])
    piece = {"kind": "binary", "exception": None, "function": None, "line": None, "condition": None, "summary": None}
    write_library(inv, "gearworks", [
        _template(id="d1d1d1d1d1d1", library="gearworks", template="spindle mismatch: left gear of shape",
                  pattern=r"spindle mismatch: left gear of shape", literal_chars=32, path="gearworks/_mesh.so", **piece),
        _template(id="d2d2d2d2d2d2", library="gearworks", template="cannot be meshed with the right gear of shape",
                  pattern=r"cannot be meshed with the right gear of shape", literal_chars=38,
                  path="gearworks/_mesh.so", **piece),
        _template(id="d3d3d3d3d3d3", library="gearworks", template="{missing} were not found in the gear index",
                  pattern=r"were not found in the gear index", literal_chars=26, exception="KeyError"),
    ], [])
    write_library(inv, "opencv-python", [
        _template(id="e1e1e1e1e1e1", library="opencv-python", template="Unsupported depth of the input image for this filter",
                  pattern=r"Unsupported depth of the input image for this filter", literal_chars=45,
                  path="cv2/cv2.abi3.so", **piece),
    ], [])
    out = root / "kb.kfa"
    build_artifact(root / "kb", out)
    return open_artifact(out)


def test_a_message_raised_by_a_library_is_identified_from_its_source(art) -> None:
    r = lookup_detailed("Traceback (most recent call last):\n  File \"x.py\", line 1\nValueError: widget w1 needs at least 3 gears before it can spin, got 1", kb=art)
    assert r.matches == [] and len(r.source) == 1
    a = r.source[0].to_json()
    assert a["kind"] == "source" and a["id"] == "source/widgets/a1b2c3d4e5f6" and a["label"] == LABEL
    assert a["raise_site"] == {"module": "widgets.core", "function": "Widget.spin", "line": 42, "path": "widgets/core.py",
                               "url": "https://github.com/example/widgets/blob/v2.0/widgets/core.py#L42"}
    assert a["condition"] == "len(gears) < self.minimum" and a["releases"]["first"] == "1.0"
    assert "Spin the widget." in a["summary"]
    assert lookup("ValueError: widget w1 needs at least 3 gears before it can spin, got 1", kb=art) == []  # lookup(): curated entries only


@pytest.mark.parametrize(
    "text",
    [
        "ValueError: while loading the config: widget w1 needs at least 3 gears before it can spin, got 1, and then a lot more text after it",
        "KeyError: widget w1 needs at least 3 gears before it can spin, got 1",  # the printed class contradicts the raise
        "ValueError: short x",  # too few literal characters
        "ZyxError: nothing like this",
    ],
)
def test_no_source_answer_when_the_template_does_not_explain_the_message(art, text: str) -> None:
    assert lookup_detailed(text, kb=art).source == []


def test_a_curated_entry_comes_first(art) -> None:
    r = lookup_detailed(CURATED, kb=art)
    assert r.matches and r.source == []


def test_names_history_answers_import_and_attribute_errors(art) -> None:
    gone = lookup_detailed("ImportError: cannot import name 'twirl' from 'widgets' (/x/widgets/__init__.py)", kb=art).source
    assert [a.kind for a in gone] == ["names"]
    assert gone[0].summary.startswith("twirl is in widgets in widgets 1.0 and is gone from 2.0 on")
    assert gone[0].names["closest"] == ["twist"]
    never = lookup_detailed("AttributeError: module 'widgets' has no attribute 'spun'", kb=art).source
    assert "not a public name of widgets" in never[0].summary and "spin" in never[0].names["closest"]
    assert lookup_detailed("AttributeError: module 'gadgets' has no attribute 'spin'", kb=art).source == []


def test_a_compiled_modules_message_is_a_lower_tier(art) -> None:
    a = lookup_detailed("RuntimeError: gearbox 7 jammed", kb=art).source
    assert a == []  # 14 literal characters: a binary string needs more before it answers


def test_cli_prints_and_emits_the_source_answer(art) -> None:
    runner = CliRunner()
    r = runner.invoke(app, ["lookup", "--kb", str(art.path), "ValueError: widget w1 needs at least 3 gears before it can spin, got 1"])
    assert r.exit_code == 0
    assert "Identified from the library's source (no curated entry yet)" in r.stdout
    assert "https://github.com/example/widgets/blob/v2.0/widgets/core.py#L42" in r.stdout
    j = runner.invoke(app, ["lookup", "--kb", str(art.path), "--json", "ValueError: widget w1 needs at least 3 gears before it can spin, got 1"])
    rows = json.loads(j.stdout)
    assert [row["kind"] for row in rows] == ["source"]
    c = runner.invoke(app, ["lookup", "--kb", str(art.path), "--json", CURATED])
    assert json.loads(c.stdout)[0]["kind"] == "entry"


def test_the_artifact_records_coverage_per_library(art) -> None:
    libs = art.meta["inventory"]["libraries"]
    # the 6-literal template and the 14-literal compiled-module string cannot answer: left out of the artifact
    assert libs["widgets"]["templates"] == 2 and libs["widgets"]["raise"] == 2
    assert libs["widgets"]["covered"] == 0 and libs["widgets"]["names"] == 3


def test_the_dashboard_shows_coverage_per_library(art) -> None:
    from fastapi.testclient import TestClient

    from knownfix.web import create_app

    client = TestClient(create_app(art))
    stats = client.get("/api/v1/stats").json()
    assert {"library": "widgets", "templates": 2, "covered": 0, "releases": ["1.0", "2.0"], "names": 3} in stats["inventory"]
    page = client.get("/dashboard").text
    assert "Coverage of each library" in page and "<td>widgets</td><td>2</td><td>0</td>" in page
    assert "各库报错消息的覆盖情况" in client.get("/zh/dashboard").text


def test_a_short_library_template_does_not_name_a_library_for_a_bare_message(art) -> None:
    # 'widget … spins too fast' has 26 literal characters: with no library in the paste it says nothing
    assert lookup_detailed("ValueError: the widget w1 spins too fast", kb=art).source == []


def test_the_http_api_returns_the_source_answer(art) -> None:
    from fastapi.testclient import TestClient

    from knownfix.web import create_app

    client = TestClient(create_app(art))
    body = client.post("/api/v1/lookup", json={"text": "ValueError: widget w1 needs at least 3 gears before it can spin, got 1"}).json()
    assert body["matches"] == [] and [a["id"] for a in body["source"]] == ["source/widgets/a1b2c3d4e5f6"]
    assert body["source"][0]["label"] == LABEL
    curated = client.post("/api/v1/lookup", json={"text": CURATED}).json()
    assert curated["matches"] and curated["source"] == []


PIECES = "RuntimeError: spindle mismatch: left gear of shape [3, 4] cannot be meshed with the right gear of shape [5]"


def test_a_message_spelled_by_compiled_strings_with_values_between_them(art) -> None:
    (a,) = lookup_detailed(PIECES, kb=art).source
    assert a.kind == "source" and a.library == "gearworks" and a.id == "source/gearworks/d1d1d1d1d1d1+d2d2d2d2d2d2"
    assert a.template == "spindle mismatch: left gear of shape {…} cannot be meshed with the right gear of shape {…}"
    assert a.raise_site["path"] == "gearworks/_mesh.so" and a.releases["first"] == "1.0"
    assert "2 strings compiled into gearworks spell the message" in a.reasons[0]


@pytest.mark.parametrize(
    "text",
    [
        # a gap longer than a value: prose between the pieces
        ("RuntimeError: spindle mismatch: left gear of shape [3] and then a long explanation that goes on and on about "
        "what happened to the machine cannot be meshed with the right gear of shape [5]"),
        # one piece, most of the message something else
        "RuntimeError: spindle mismatch: left gear of shape [3] is what the operator wrote down in the maintenance log",
        # the paste shows another library and not this one
        'Traceback (most recent call last):\n  File "/venv/lib/python3.11/site-packages/otherlib/core.py", line 3, in f\n'
        + PIECES,
    ],
)
def test_compiled_pieces_do_not_answer_what_they_do_not_explain(art, text: str) -> None:
    assert lookup_detailed(text, kb=art).source == []


def test_a_library_named_differently_in_the_paste_is_seen(art) -> None:
    cv = ('Traceback (most recent call last):\n  File "/venv/lib/python3.11/site-packages/cv2/__init__.py", line 3, in f\n'
          "Exception: Unsupported depth of the input image for this filter")
    assert [a.library for a in lookup_detailed(cv, kb=art).source] == ["opencv-python"]
    np_only = cv.replace("/cv2/", "/numpy/")
    assert lookup_detailed(np_only, kb=art).source == []


@pytest.mark.parametrize(
    ("text", "site", "condition"),
    [
        (("cv2.error: OpenCV(4.5.2) C:\\Users\\ci\\AppData\\Local\\Temp\\pip-req-build-1bq9\\opencv\\modules\\imgproc\\src"
         "\\templmatch.cpp:1163: error: (-215:Assertion failed) _img.size().height <= _templ.size().height in function "
         "'cv::matchTemplate'"),
         {"module": None, "function": "cv::matchTemplate", "line": 1163, "path": "modules/imgproc/src/templmatch.cpp",
          "url": "https://github.com/opencv/opencv/blob/4.5.2/modules/imgproc/src/templmatch.cpp#L1163"},
         "not (_img.size().height <= _templ.size().height)"),
        (("cv2.error: OpenCV(4.8.0) /io/opencv_contrib/modules/xfeatures2d/src/sift.cpp:88: error: (-213:The function/feature "
         "is not implemented) This algorithm is patented in function 'create'"),
         {"module": None, "function": "create", "line": 88, "path": "modules/xfeatures2d/src/sift.cpp",
          "url": "https://github.com/opencv/opencv_contrib/blob/4.8.0/modules/xfeatures2d/src/sift.cpp#L88"}, None),
        (("OpenCV Error: Assertion failed (scn == 3 || scn == 4) in cvtColor, file /build/opencv/modules/imgproc/src/color.cpp, "
         "line 10638"),
         {"module": None, "function": "cvtColor", "line": 10638, "path": "modules/imgproc/src/color.cpp", "url": None},
         "not (scn == 3 || scn == 4)"),
    ],
)
def test_an_opencv_error_is_located_from_its_own_message(art, text: str, site: dict, condition: str | None) -> None:
    (a,) = lookup_detailed(text, kb=art).source
    assert a.library == "opencv-python" and a.raise_site == site and a.condition == condition
    assert a.label == LABEL and a.exception == "cv2.error"
    assert site["path"] + ":" + str(site["line"]) in a.id


def test_an_opencv_message_without_its_location_is_not_located(art) -> None:
    assert lookup_detailed("cv2.error: OpenCV(4.10.0) :-1: error: (-5:Bad argument) in function 'imshow'", kb=art).source == []


GEARWORKS_FRAME = 'Traceback (most recent call last):\n  File "/venv/lib/python3.11/site-packages/gearworks/index.py", line 9, in get\n'


def test_a_named_leading_hole_stands_for_a_value_not_for_a_sentence(art) -> None:
    got = lookup_detailed(GEARWORKS_FRAME + "KeyError: \"['a', 'b'] were not found in the gear index\"", kb=art).source
    assert [a.id for a in got] == ["source/gearworks/d3d3d3d3d3d3"]
    prose = GEARWORKS_FRAME + "KeyError: while reading the file the loader says that ['a'] were not found in the gear index"
    assert lookup_detailed(prose, kb=art).source == []
