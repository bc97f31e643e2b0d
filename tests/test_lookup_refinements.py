"""Engine refinements, through the public API on the fixture KB (tests/fixtures/lookup):

* follow-on wordings yield to a more telling earlier error of the same paste;
* a message that names the library counts as library context;
* a ``raise X("...")`` source line of the last frame stands in for a cut-off or missing message;
* a message cut off at the end of a line matches a signature's prefix (only when that is safe).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from knownfix.index import available_backends
from knownfix.index.records import truncation_trigger
from knownfix.kb import load_kb
from knownfix.lookup import get_index, lookup, lookup_detailed

FIXTURE = Path(__file__).parent / "fixtures" / "lookup"
CAPI = "numpy/c-api-too-new"
NP2 = "numpy/numpy2-abi"
GRAD = "pytorch/grad-scalar"
SIZE = "pytorch/size-mismatch"


@pytest.fixture(autouse=True)
def _no_user_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def kb():
    loaded = load_kb(FIXTURE)
    assert not loaded.problems
    return loaded


def _ids(text: str, kb) -> list[str]:
    return [m.id for m in lookup(text, kb=kb)]


# --- follow-on wordings ---------------------------------------------------------------

CAPI_CHAIN = (
    "RuntimeError: module compiled against API version 0xb but this version of numpy is 0xa\n"
    "Traceback (most recent call last):\n"
    '  File "main.py", line 1, in <module>\n'
    "    import torch\n"
    '  File "/usr/local/lib/python2.7/dist-packages/torch/__init__.py", line 53, in <module>\n'
    "    from torch._C import *\n"
    "ImportError: numpy.core.multiarray failed to import\n"
)


def test_follow_on_final_exception_yields_to_the_earlier_error(kb):
    res = lookup_detailed(CAPI_CHAIN, kb=kb)
    ids = [m.id for m in res.matches]
    assert ids[:2] == [CAPI, NP2]
    follow = res.matches[1]
    assert any("follow-on wording" in e and CAPI in e for e in follow.explanation)
    assert res.matches[0].score > follow.score


def test_follow_on_alone_or_after_its_own_entry_is_not_penalised(kb):
    alone = lookup_detailed("ImportError: numpy.core.multiarray failed to import", kb=kb).matches
    assert [m.id for m in alone] == [NP2]
    assert not any("follow-on" in e for e in alone[0].explanation)
    own = (
        "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash.\n"
        "Traceback (most recent call last):\n"
        '  File "/app/run.py", line 3, in <module>\n    import cv2\n'
        "ImportError: numpy.core.multiarray failed to import\n"
    )
    res = lookup_detailed(own, kb=kb).matches
    assert res[0].id == NP2 and not any("follow-on" in e for e in res[0].explanation)


def test_a_weak_earlier_hit_does_not_demote_a_follow_on(kb):
    # the shapes signature of another numpy entry only appears in a source line (below the threshold)
    text = (
        "Traceback (most recent call last):\n"
        '  File "/app/run.py", line 3, in <module>\n'
        '    log("shapes (2,3) and (2,3) not aligned")\n'
        "ImportError: numpy.core.multiarray failed to import\n"
    )
    res = lookup_detailed(text, kb=kb).matches
    assert res[0].id == NP2 and not any("follow-on" in e for e in res[0].explanation)


# --- library named in the message -------------------------------------------------------


def test_message_naming_the_library_counts_as_context(kb):
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/lib/python3.8/site-packages/Pyfhel/__init__.py", line 1, in <module>\n'
        "    from .Pyfhel import Pyfhel\n"
        "RuntimeError: module compiled against API version 0xe but this version of numpy is 0xd\n"
    )
    m = lookup_detailed(text, kb=kb).matches[0]
    assert m.id == CAPI
    assert any("names numpy" in e for e in m.explanation)
    assert not any("never touches" in e for e in m.explanation)


def test_message_not_naming_the_library_is_still_penalised(kb):
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/app.py", line 9, in <module>\n    run()\n'
        "ValueError: shapes (2,3) and (2,3) not aligned: 3 (dim 1) != 2 (dim 0)\n"
    )
    res = lookup_detailed(text, kb=kb)
    hit = next(h for h in res.hits if h.entry.id == "numpy/shapes-not-aligned")
    assert any(value < 0 and "no numpy frames" in reason for value, reason in hit.parts)


# --- raise statement of the last frame ---------------------------------------------------

RAISE_FRAMES = (
    "Traceback (most recent call last):\n"
    '  File "/home/u/train.py", line 204, in train\n'
    "    loss.backward()\n"
    '  File "/home/u/.venv/lib/python3.10/site-packages/torch/autograd/__init__.py", line 50, in _make_grads\n'
    '    raise RuntimeError("grad can be implicitly created only for scalar outputs")\n'
)


def test_raise_line_stands_in_for_a_cut_off_message(kb):
    res = lookup_detailed(RAISE_FRAMES + "RuntimeError: grad can be implicitly create\n", kb=kb).matches
    assert [m.id for m in res] == [GRAD]
    assert res[0].matched_line == 5
    assert any("raise statement of the last frame" in e for e in res[0].explanation)
    assert any("RuntimeError agrees" in e for e in res[0].explanation)


def test_raise_line_stands_in_for_a_missing_message(kb):
    text = "The following error occurs:\n" + RAISE_FRAMES + "Thank you in advance.\n"
    res = lookup_detailed(text, kb=kb).matches
    assert [m.id for m in res] == [GRAD]
    assert any("raise statement" in e for e in res[0].explanation)


def test_raise_line_is_ignored_when_another_message_was_printed(kb):
    assert _ids(RAISE_FRAMES + "RuntimeError: CUDA driver initialization failed\n", kb) == []


def test_raise_line_in_an_earlier_frame_is_ignored(kb):
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/a.py", line 3, in f\n'
        '    raise RuntimeError("grad can be implicitly created only for scalar outputs")\n'
        '  File "/home/u/b.py", line 9, in g\n'
        "    helper()\n"
    )
    assert _ids(text, kb) == []


def test_plain_source_line_mentioning_the_message_is_ignored(kb):
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/a.py", line 3, in f\n'
        '    print("grad can be implicitly created only for scalar outputs")\n'
    )
    assert _ids(text, kb) == []


# --- cut-off messages ----------------------------------------------------------------------


@pytest.mark.parametrize("backend", available_backends())
def test_cut_off_title_matches_the_signature_prefix(kb, backend):
    index = get_index(kb, backend=backend)
    text = "The size of tensor a (640) must match the size of tensor b (320) at non-singleton"
    res = lookup_detailed(text, index=index).matches
    assert [m.id for m in res] == [SIZE]
    assert any("message cut off" in e for e in res[0].explanation)
    full = lookup_detailed(text + " dimension 3", index=index).matches[0]
    assert full.id == SIZE and full.score > res[0].score
    assert lookup_detailed("RuntimeError: " + text + "...", index=index).matches[0].id == SIZE


@pytest.mark.parametrize(
    "text",
    [
        # shorter than 40 characters from the start of the signature
        "The size of tensor a (640) must match",
        # ends with punctuation: a complete (other) message, not a cut-off one
        "The size of tensor a (640) must match the size of tensor b (320) at non-singleton!",
        # diverges from the signature before the cut
        "The size of tensor a (640) must match the size of the tensor c (320) at non-singleton",
        # the cut is not the last line of the message
        "RuntimeError: The size of tensor a (640) must match the size of tensor b (320) at non-singleton\nsomething else",
        # a free-text part of the pattern would swallow an unrelated ending
        "ERROR: Could not build wheels for illusionist which use PEP 517 and cannot be installed directly",
        # a pattern with .*: a cut must end inside its literal text, not where the example's wildcard part has
        # the same characters
        "RuntimeError: The expanded size of the tensor went wrong, see the notes (3)",
        # a closing bracket the pattern's literal text does not have there
        "The size of tensor a (640) must match the size of tensor b (320) at (non-singleton)",
        # ends with ":" and the paste goes on: the details are on the next lines, not cut away
        "RuntimeError: The size of tensor a (640) must match the size of tensor b (320) at non-singleton dimension:\n\nsomething else",
    ],
)
def test_cut_off_matching_stays_safe(kb, text):
    assert _ids(text, kb) == []


@pytest.mark.parametrize(
    "text",
    [
        # a cut after a closing bracket of the literal text (a title that stops after a value)
        "The size of tensor a (640) must match the size of tensor b (320)",
        # ... and quoted in a sentence, with the folded quotes
        "I get \u201cThe size of tensor a (640) must match the size of tensor b (320)",
        # a pattern with .*, cut inside the literal text after the wildcard
        "RuntimeError: The expanded size of the tensor (3) must match the existing size (4) at non-singl",
    ],
)
def test_cut_off_after_punctuation_and_wildcards(kb, text):
    res = lookup_detailed(text, kb=kb).matches
    assert res and any("message cut off" in e for e in res[0].explanation)
    assert res[0].id == SIZE


def test_truncation_trigger():
    assert truncation_trigger(r"^numpy\.core\.multiarray failed to import") == "numpy.core.multiarray failed to import"
    assert truncation_trigger(r"The size of tensor a \(\d+\) must") == "The size of tensor a ("
    long = truncation_trigger("one of the variables needed for gradient computation has been modified")
    assert long == "one of the variables needed for gradient"
    assert truncation_trigger(r"short \d+ pattern") is None
    assert truncation_trigger(r"Weights only load failed\. .*Unsupported class") == "Weights only load failed. "
    assert truncation_trigger(r"(?i)case insensitive message here") is None


@pytest.mark.parametrize(
    "text",
    [
        # the headline two entries share, cut where the words that tell them apart begin (after ":")
        "RuntimeError: Error(s) in loading state_dict for VOLO:",
        # a pattern with .* whose telling words come after the wildcard: a cut before them says too little
        ("_pickle.UnpicklingError: Weights only load failed. In PyTorch 2.6, we changed the default value of the "
         "`weights_only` argument in `torch.load` from `False` to `True`. Re-running `torch.load` with `weights_only` "
         "set to `False` will likely succeed, but it can result in arbitrary code execution. Do it only if you got the "
         "file from a trusted source."),
    ],
)
def test_a_cut_before_the_telling_words_is_not_completed_with_one_entrys(text):
    from knownfix.artifact import default_kb

    res = lookup_detailed(text, kb=default_kb())
    assert not any(h.truncated_chars is not None and h.score >= 0.5 for h in res.hits), [
        (h.entry.id, h.score) for h in res.hits if h.truncated_chars is not None
    ]


# --- notices logged at info level ---------------------------------------------------------

NOTICE = "2024-08-24 15:40:49.275109: I tensorflow/core/util/util.cc:169] grad can be implicitly created only for scalar outputs\n"
LOUDER = ("2024-08-24 15:40:49.279326: W tensorflow/core/framework/op_kernel.cc:1830] The size of tensor a (8) must match "
          "the size of tensor b (3) at non-singleton dimension 3\n")


@pytest.mark.parametrize("text", [NOTICE + LOUDER, LOUDER + NOTICE, NOTICE.replace("2024-08-24 15:40:49.275109: I ", "I0824 15:40:49.275109 4242 ") + LOUDER])
def test_a_line_logged_at_info_level_yields_to_a_warning_line(kb, text):
    res = lookup_detailed(text, kb=kb)
    assert [m.id for m in res.matches] == [SIZE, GRAD]
    assert any("logged at info level" in why for _part, why in res.hits[1].parts)


def test_a_notice_alone_still_answers(kb):
    assert _ids(NOTICE, kb) == [GRAD]
