"""The input path reads its commonest shapes with string methods instead of a regex call per line
(exception lines, CPython frames, site-packages paths, the normaliser's rules, frame hints). Each
reading is defined by an RE2 pattern; these properties check, through ``parse``, ``normalize`` and
``rank_causes``, that the result is the one the pattern gives."""

from __future__ import annotations

import importlib

from hypothesis import example, given, settings
from hypothesis import strategies as st

from knownfix.index.records import CauseRecord, HintRecord
from knownfix.lookup import parse
from knownfix.lookup.context import LibraryContext
from knownfix.lookup.normalize import normalize
from knownfix.lookup.rank import rank_causes

_parse_mod = importlib.import_module("knownfix.lookup.parse")
_context_mod = importlib.import_module("knownfix.lookup.context")
_normalize_mod = importlib.import_module("knownfix.lookup.normalize")

_TYPE_PIECES = st.sampled_from([
    "Error", "Exception", "Warning", "Exit", "Interrupt", "Iteration", "Fault", "BaseException", "Key", "Value",
    "torch", "cuda", "OutOfMemory", ".", "..", "_", "x1", "9", "é", "Ä", "-", "$",
])
_MESSAGE = st.text(alphabet=st.sampled_from(list("ab :'\"()[]{}0123.,\t")), max_size=30)


@settings(max_examples=400, deadline=None)
@given(st.lists(_TYPE_PIECES, min_size=1, max_size=5).map("".join), st.sampled_from(["", ":", ": ", ":  ", " :"]), _MESSAGE)
def test_an_exception_line_is_read_as_its_pattern_reads_it(head, sep, msg):
    p = parse(head + sep + (msg if sep else ""))
    if not p.lines:
        return
    line = p.lines[0]  # as the parser reads it (trailing spaces gone)
    m = _parse_mod._EXC_LINE.match(line)
    final = p.final
    if m is not None:
        assert final is not None and final.kind == "exception", line
        assert final.type == m.group("type")
        assert final.messages[0] == (m.group("msg") or "")
    elif line.isascii() and "Warning:" not in line and not line.startswith(("ERROR", "error")):
        assert final is None or final.kind != "exception", line


_FRAME_PIECES = st.sampled_from([
    'File "', "/a/b.py", '"', '", line ', "12", "3", ", in ", "f", "<module>", " ", "\t", "x", "²", ":", ", in", "\u00a0",
])
#: a CPython frame line's body after ``File "``, sometimes slightly wrong
_FRAME_BODY = st.one_of(
    st.tuples(st.sampled_from(["/a/b.py", "C:\\x.py", "", "a\"b.py", "<stdin>"]),
              st.sampled_from(['", line ', '" line ', '", line', '",  line ']),
              st.sampled_from(["12", "3", "", "²", "1x", "007"]),
              st.sampled_from(["", ", in f", ", in <module>", ", in  g ", ",in f", ", in", " in f", ", in \u00a0h"])).map("".join),
    st.lists(_FRAME_PIECES, min_size=1, max_size=8).map("".join),
)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(["", "  ", "\t", " \u00a0"]), _FRAME_BODY)
def test_a_frame_line_is_read_as_its_pattern_reads_it(indent, body):
    p = parse(f"Traceback (most recent call last):\n{indent}File \"{body}\nValueError: v")
    if len(p.lines) != 3:
        return
    line = p.lines[1]  # as the parser reads it (trailing spaces gone)
    m = _parse_mod._FRAME.match(line)
    ipy = _parse_mod._IPY_FRAME.match(line)
    if m is not None or ipy is not None:
        m = m if m is not None else ipy
        assert p.final is not None and p.final.frames, line
        f = p.final.frames[0]
        assert (f.file, f.lineno, f.func) == (m.group("file"), int(m.group("line")), (m.group("func") or "").strip() or None)
    elif not line.endswith(")"):  # (an old IPython frame ``path in f(x)`` is another shape)
        assert p.final is None or not p.final.frames, line


_PATH_PIECES = st.sampled_from([
    "/", "\\", "site", "dist", "-packages", "torch", "_x", "9", "-", "1.2", "2", ".", "dist-info", "egg-info", "egg",
    "+cu1", "lib", "a b", ".egg", "-1.0.dist-info", "/site-packages/", "\\dist-packages\\", "Ä",
])
_SEP = st.sampled_from(["/", "\\", "/", "\\", "", "-"])
#: a site-packages path, sometimes slightly wrong: ``/usr/lib/python3/dist-packages/torch-2.1.0.dist-info/x.py``
_SITE_PATH = st.tuples(
    st.sampled_from(["/usr/lib/python3", "C:\\Python311\\Lib", "", "x"]), _SEP, st.sampled_from(["site", "dist", "site", "dist", "sit", "Site"]),
    st.sampled_from(["-packages", "-packages", "_packages", "-packages-"]), _SEP,
    st.sampled_from(["torch", "_x", "9lib", "scikit_learn", "a b", ""]),
    st.sampled_from(["", "-1.2.0.dist-info", "-2.egg", "-1.0+cu1.egg-info", "-x.dist-info", "-1.2.dist", "-1..egg-info"]),
    _SEP, st.sampled_from(["x.py", "", "sub/y.py"]),
).map("".join)
_PATHS = st.one_of(_SITE_PATH, st.lists(st.one_of(_PATH_PIECES, _SITE_PATH), min_size=1, max_size=6).map("".join))


@settings(max_examples=1500, deadline=None)
@given(_PATHS)
@example("/site-packages/a/site-packages/b/x.py")  # the slash ending one match cannot start the next
@example("/x/dist-packages/a-1.0.dist-info/site-packages/b/")
def test_site_packages_paths_give_the_libraries_their_pattern_finds(path):
    expected = LibraryContext()
    for m in _context_mod._SITE.finditer(path):
        expected.add(m.group("lib"), m.group("ver"), f"path {m.group(0).strip('/')}")
    got = parse(f'Traceback (most recent call last):\n  File "{path}", line 1, in f\nValueError: v').context
    from_paths = {lib: v for lib, v in got.libraries.items() if got.evidence.get(lib, "").startswith("path ")}
    assert set(from_paths) == set(expected.libraries), path
    for lib, version in expected.libraries.items():  # (a version pin such as ``torch-1.2`` may add one where a path has none)
        assert version is None or from_paths[lib] == version, path


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(list("ab/\\,[]() 0x9fF'\"-:.") + ["torch.Size([", "deadbeefdeadbeef0", "12, 3"]), max_size=40).map("".join))
def test_the_normaliser_skipping_rules_gives_the_same_text(text):
    expected = text
    for rx, repl, _needed in _normalize_mod._RULES:
        expected = rx.sub(repl, expected)
    expected = " ".join(_normalize_mod._NUMBER.sub(_normalize_mod._number, expected).split())
    assert normalize(text) == expected


def test_frame_hints_find_the_frame_they_match_including_anchored_ones():
    text = (
        "Traceback (most recent call last):\n"
        '  File "/app/main.py", line 3, in <module>\n    run()\n'
        '  File "/usr/lib/python3.11/site-packages/lib/core.py", line 9, in run\n    boom()\n'
        "ValueError: v"
    )
    p = parse(text)
    causes = (
        CauseRecord("plain", "plain", (HintRecord(frame=r"lib/core\.py", text=None, reason="in core"),)),
        CauseRecord("anchored", "anchored", (HintRecord(frame=r"\AFile \"/app/", text=None, reason="from the app"),)),
        CauseRecord("across", "across", (HintRecord(frame=r"run\(\)\s+File", text=None, reason="spans two frames"),)),
        CauseRecord("none", "none", (HintRecord(frame=r"never_here", text=None, reason="absent"),)),
    )
    ranked = {c.id: c for c in rank_causes(causes, p, text)}
    assert any("frame /usr/lib/python3.11/site-packages/lib/core.py:9 in run" in r for r in ranked["plain"].reasons)
    assert any("frame /app/main.py:3 in <module>" in r for r in ranked["anchored"].reasons)
    # a pattern that only matches across two frames' text matches no frame
    assert ranked["across"].reasons == ["no hint for this cause in the pasted text"]
    assert ranked["none"].reasons == ["no hint for this cause in the pasted text"]
