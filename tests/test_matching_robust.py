"""Matching what people really paste (issue 12): wrapped, folded, re-cased and re-framed messages.

Behaviour through the public interface (``lookup`` on the fixture KB): the signature patterns are
unchanged; the engine scans normalised copies of the message and credits the original line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from knownfix.kb import load_kb
from knownfix.lookup import lookup

FIXTURE = Path(__file__).parent / "fixtures" / "lookup"
SIZE = "pytorch/size-mismatch"
MODULE = "python/module-not-found"


@pytest.fixture(scope="module")
def kb(tmp_path_factory):
    import os

    os.environ["KNOWNFIX_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    return load_kb(FIXTURE)


def _top(text: str, kb) -> tuple[str | None, int | None, list[str]]:
    res = lookup(text, kb=kb)
    return (res[0].id, res[0].matched_line, res[0].explanation) if res else (None, None, [])


@pytest.mark.parametrize(
    "text",
    [
        # word-wrapped (issue editor, e-mail), continuation indented
        "RuntimeError: The size of tensor a (8) must match the size of tensor b (3) at\n    non-singleton dimension 3",
        # terminal-wrapped mid-word at a fixed width
        "RuntimeError: The size of tensor a (8) must match the size of tensor b (3) at non-sing\nleton dimension 3",
        # wrapped over three lines
        "RuntimeError: The size of tensor a (8) must match\nthe size of tensor b (3) at non-singleton\ndimension 3",
    ],
)
def test_hard_wrapped_message_matches_and_points_at_an_original_line(kb, text):
    entry, line, expl = _top(text, kb)
    assert entry == SIZE
    assert line is not None and line >= 2  # the line the match ends on, in the input
    assert any("wrapped lines joined" in e for e in expl)


@pytest.mark.parametrize(
    "text",
    [
        "RuntimeError: the size of tensor a (8) must match the size of tensor b (3) at non-singleton dimension 3",
        "RuntimeError: The size of tensor a (8)  must match the size of\u00a0tensor b (3) at non-singleton dimension 3",
        "RuntimeError: The size of tensor a (8) must match the size of tensor b\u200b (3) at non-singleton dimension 3",
        "ModuleNotFoundError: No Module named 'torchvision'",
    ],
)
def test_case_and_unicode_differences_match(kb, text):
    entry, line, expl = _top(text, kb)
    assert entry in (SIZE, MODULE) and line == 1
    assert any("normalisation" in e for e in expl)


@pytest.mark.parametrize(
    "text",
    ['ModuleNotFoundError: No module named "torchvision"', "I get `No module named `torchvision`` when importing"],
)
def test_double_quotes_and_backticks_read_as_the_printed_single_quotes(kb, text):
    entry, _line, expl = _top(text, kb)
    assert entry == MODULE
    assert any("double quotes and backticks read as single quotes" in e for e in expl)


def test_markdown_code_spans_inside_a_message_are_read_without_backticks(kb):
    entry, _line, expl = _top("Full error: RuntimeError: Trying to backward through the `graph` a second time", kb)
    assert entry == "pytorch/backward-twice"
    assert any("Markdown backticks dropped" in e for e in expl)


def test_a_line_that_is_one_code_span_is_not_read_as_a_quoted_key(kb):
    # a Markdown code span on its own line is not a KeyError's quoted key
    assert _top("`import psutil`", kb)[0] is None


def test_full_width_exception_line_is_read_with_its_type(kb):
    res = lookup("ModuleNotFoundError\uff1aNo module named \uff07torchvision\uff07", kb=kb)
    assert res and res[0].id == MODULE and res[0].exception == "ModuleNotFoundError" and res[0].matched_line == 1


def test_exact_message_needs_no_normalisation(kb):
    _, _, expl = _top("RuntimeError: The size of tensor a (8) must match the size of tensor b (3) at non-singleton dimension 3", kb)
    assert not any("normalisation" in e for e in expl)


def test_normalised_match_scores_below_the_exact_one(kb):
    exact = lookup("ModuleNotFoundError: No module named 'torchvision'", kb=kb)[0].score
    folded = lookup("ModuleNotFoundError: No  module named 'torchvision'", kb=kb)[0].score
    assert folded < exact


def test_ide_exception_has_occurred_format(kb):
    text = (
        "Exception has occurred: ModuleNotFoundError       (note: full exception trace is shown but execution is paused at: <module>)\n"
        "No module named 'torchvision'\n"
        '  File "/home/u/proj/train.py", line 3, in <module>\n'
        "    import torchvision\n"
    )
    res = lookup(text, kb=kb)
    assert res and res[0].id == MODULE and res[0].exception == "ModuleNotFoundError" and res[0].matched_line == 2


def test_exception_glued_after_a_compiled_frame(kb):
    text = (
        "Traceback (most recent call last):\n"
        '  File "/venv/lib/python3.11/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl\n'
        "    return forward_call(*args, **kwargs)\n"
        "torch/csrc/autograd/generated/python_functions.cpp in THPFunction_apply()RuntimeError: "
        "The size of tensor a (8) must match the size of tensor b (3) at non-singleton dimension 3"
    )
    res = lookup(text, kb=kb)
    assert res and res[0].id == SIZE and res[0].exception == "RuntimeError" and res[0].matched_line == 4


@pytest.mark.parametrize(
    "text",
    [
        "RuntimeError: the size of tensor a is wrong",
        "Exception has occurred: RuntimeError\nsomething else entirely",
        "ModuleNotFoundError\uff1a something unrelated",
        "The size of tensor a (8) must match\n\nsomething unrelated at non-singleton dimension 3",
    ],
)
def test_normalisation_does_not_invent_matches(kb, text):
    assert lookup(text, kb=kb) == []


SIZE_MSG = "The size of tensor a (8) must match the size of tensor b (3) at non-singleton dimension 3"


@pytest.mark.parametrize("wrapper", ["jax._src.traceback_util.UnfilteredStackTrace", "ray.exceptions.RayTaskError",
                                     "tensorflow.python.framework.errors_impl.UnknownError"])
def test_the_signatures_type_printed_inside_a_wrapper_exception_agrees(kb, wrapper):
    plain = lookup(f"RuntimeError: {SIZE_MSG}", kb=kb)[0]
    wrapped = lookup(f"{wrapper}: RuntimeError: {SIZE_MSG}", kb=kb)
    assert wrapped and wrapped[0].id == SIZE
    assert any(f"inside the wrapper {wrapper}" in line for line in wrapped[0].explanation)
    assert wrapped[0].score == plain.score


def test_another_type_inside_a_wrapper_does_not_count_as_agreement(kb):
    wrapped = lookup(f"SomeWrapper: ValueError: {SIZE_MSG}", kb=kb)
    plain = lookup(f"RuntimeError: {SIZE_MSG}", kb=kb)[0]
    assert not wrapped or (wrapped[0].score < plain.score
                           and not any("inside the wrapper" in line for line in wrapped[0].explanation))


def test_a_generic_message_raised_inside_an_installed_library_is_not_a_plain_python_error():
    from knownfix.artifact import default_kb

    kb = default_kb()
    user = ('Traceback (most recent call last):\n  File "/srv/app/settings.py", line 12, in <module>\n'
            '    port = config["port"]\nKeyError: \'port\'\n')
    inside = ('Traceback (most recent call last):\n  File "/srv/app/report.py", line 40, in <module>\n    build(df)\n'
              '  File "/opt/venv/lib/python3.11/site-packages/tablekit/core.py", line 88, in build\n'
              '    return self._index[key]\nKeyError: \'port\'\n')
    assert [m.id for m in lookup(user, kb=kb)][:1] == ["python/keyerror-missing-dict-key"]
    got = lookup(inside, kb=kb)
    assert "python/keyerror-missing-dict-key" not in [m.id for m in got]
    from knownfix.lookup import lookup_detailed

    hit = next(h for h in lookup_detailed(inside, kb=kb).hits if h.entry.id == "python/keyerror-missing-dict-key")
    assert any("raised inside the installed library tablekit" in why for _, why in hit.parts)


def test_a_compiled_modules_cython_frame_shows_the_library_that_raised():
    from knownfix.artifact import default_kb
    from knownfix.lookup import lookup_detailed

    kb = default_kb()
    text = ('File "pandas\\_libs\\hashtable_class_helper.pxi", line 1683, in pandas._libs.hashtable.PyObjectHashTable.get_item\n'
            "KeyError: 'PK [m]'\n")
    res = lookup_detailed(text, kb=kb)
    assert res.parsed.context.has("pandas")
    assert [m.id for m in res.matches][:1] == ["pandas/keyerror-column-not-found"]
    hit = next(h for h in res.hits if h.entry.id == "python/keyerror-missing-dict-key")
    assert any("raised inside the installed library pandas" in why for _, why in hit.parts)


# --- fragments: only part of a long message is in the paste (issue 12) ---------------------------------

INPLACE = "pytorch/inplace-modified"


@pytest.mark.parametrize(
    "text",
    [
        # the tail only (the headline scrolled away)
        "computation has been modified by an inplace operation: [torch.FloatTensor [3]] is at version 1",
        # a cut at the start, mid-word, and at the end
        "ables needed for gradient computation has been modified by an inpl",
        # the middle, with the exception type in front
        "RuntimeError: variables needed for gradient computation has been modified",
        # the tail, on the second line of a hard-wrapped message
        (
            "Traceback (most recent call last):\n  File \"t.py\", line 3, in <module>\n    loss.backward()\n"
            "RuntimeError: one of the variables needed for gradient\ncomputation has been modified by an inplace operation"
        ),
    ],
)
def test_a_fragment_of_a_long_message_finds_its_entry(kb, text):
    entry, line, expl = _top(text, kb)
    assert entry == INPLACE and line == text.count("\n") + 1  # the line the message ends on
    assert any("only part of the message" in e or "wrapped lines joined" in e for e in expl)


def test_a_fragment_says_how_much_of_the_message_it_saw_and_scores_below_the_whole(kb):
    part = lookup("gradient computation has been modified by an inplace operation", kb=kb)
    whole = lookup("RuntimeError: one of the variables needed for gradient computation has been modified by an "
                   "inplace operation: [torch.FloatTensor [3]] is at version 1; expected version 0 instead.", kb=kb)
    assert part[0].id == whole[0].id == INPLACE
    assert any("only part of the message" in e for e in part[0].explanation)
    assert not any("only part of the message" in e for e in whole[0].explanation)
    assert part[0].score < whole[0].score


@pytest.mark.parametrize(
    "text",
    [
        # shares a phrase, then says something else inside the literal text
        "one of the variables needed for gradient computation has been deleted by a cleanup hook",
        # the phrase is preceded by words the message does not have there
        "two of the variables needed for gradient computation has been modified by an inplace operation",
        # too little of it (under 32 characters)
        "has been modified by an inplace",
        # only in a source line of a frame
        '  File "t.py", line 3, in f\n    msg = "computation has been modified by an inplace operation"',
    ],
)
def test_a_fragment_that_contradicts_the_message_or_says_too_little_does_not_match(kb, text):
    assert INPLACE not in [m.id for m in lookup(text, kb=kb)]


def test_fragments_leave_out_phrases_two_entries_share():
    from knownfix.index.records import Records, SigRecord, records_from_entries

    recs = records_from_entries(iter(load_kb(FIXTURE)))
    frags = recs.fragments()
    patterns = recs.scan_patterns()[0]
    assert frags and all(pid >= len(recs.signatures) for pid in frags)
    shared = "could not be completed because the"
    sigs = [
        SigRecord(entry_id=f"x/e{k}", sig_id="s", exception="E", pattern=f"Job number {k}{k}{k} alpha {shared} worker",
                  example=f"Job number {k}{k}{k} alpha {shared} worker", specificity=40)
        for k in (1, 2)
    ]
    two = Records(signatures=sigs)
    texts = [two.scan_patterns()[0][pid].replace("\\", "") for pid in two.fragments()]
    assert any("111" in t for t in texts) and any("222" in t for t in texts)
    assert not any("could not be completed because" in t for t in texts)
    assert all(isinstance(patterns[pid], str) for pid in frags)


def test_a_librarys_source_checkout_counts_as_that_library_but_a_project_folder_does_not():
    from knownfix.lookup import parse

    text = ('Traceback (most recent call last):\n'
            '  File "/home/u/repos/transformers/src/transformers/trainer.py", line 10, in f\n    x()\n'
            '  File "/srv/repo/pandas/pandas/core/indexing.py", line 3, in g\n    y()\n'
            '  File "/home/u/proj/app/app/main.py", line 3, in h\n    z()\n'
            "KeyError: 'eval_loss'\n")
    libs = parse(text).context.libraries
    assert "transformers" in libs and "pandas" in libs and "app" not in libs
