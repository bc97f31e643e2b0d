"""The lookup engine through its public API, on the small fixture KB (tests/fixtures/lookup)."""

from __future__ import annotations

from pathlib import Path

import pytest

from knownfix.index import available_backends
from knownfix.kb import load_kb
from knownfix.lookup import THRESHOLD, Match, get_index, lookup, lookup_detailed

FIXTURE = Path(__file__).parent / "fixtures" / "lookup"
BACKWARD = "pytorch/backward-twice"


@pytest.fixture(autouse=True)
def _no_user_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWNFIX_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def kb():
    loaded = load_kb(FIXTURE)
    assert not loaded.problems
    return loaded


def _tb(final: str, frames: str = "", lib: str = "torch") -> str:
    return (
        "Traceback (most recent call last):\n"
        '  File "/home/u/train.py", line 52, in <module>\n    loss.backward()\n'
        f'  File "/home/u/.venv/lib/python3.10/site-packages/{lib}/_tensor.py", line 487, in backward\n'
        f"    run()\n{frames}{final}\n"
    )


def test_one_line_message_and_full_traceback(kb):
    msg = "Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed)."
    for text in (msg, "RuntimeError: " + msg, _tb("RuntimeError: " + msg)):
        res = lookup(text, kb=kb)
        assert res and res[0].id == BACKWARD, text
        assert res[0].matched_signature == "second-time"
        assert msg[:40] in res[0].matched_text
        assert THRESHOLD <= res[0].score <= 1


def test_final_exception_wins_over_intermediate(kb):
    text = (
        _tb("RecursionError: maximum recursion depth exceeded while calling a Python object")
        + "\nDuring handling of the above exception, another exception occurred:\n\n"
        + _tb("RuntimeError: Trying to backward through the graph a second time")
    )
    res = lookup_detailed(text, kb=kb)
    ids = [m.id for m in res.matches]
    assert ids[0] == BACKWARD and "python/recursion-depth" in ids
    assert res.matches[0].score > res.matches[1].score
    assert any("earlier exception" in e for e in res.matches[1].explanation)


def test_explanation_says_line_signature_and_rank(kb):
    m = lookup(_tb("RuntimeError: Trying to backward through the graph a second time"), kb=kb)[0]
    assert m.matched_line == 6 and m.exception == "RuntimeError"
    text = "\n".join(m.explanation)
    assert "line 6" in text and "second-time" in text and "agrees" in text and "score" in text


def test_cause_hints_rank_causes(kb):
    rnn = '  File "/u/site-packages/torch/nn/modules/rnn.py", line 812, in forward\n    result = _VF.lstm(input, hx)\n'
    m = lookup(_tb("RuntimeError: Trying to backward through the graph a second time", rnn), kb=kb)[0]
    assert m.likely_causes[0].id == "rnn-hidden-state"
    assert "RNN module" in m.likely_causes[0].reasons[0] and "rnn.py:812" in m.likely_causes[0].reasons[0]
    assert m.likely_causes[0].score > m.likely_causes[1].score
    grad = '  File "/u/a.py", line 9, in step\n    g = torch.autograd.grad(loss, params)\n'
    m2 = lookup(_tb("RuntimeError: Trying to backward through the graph a second time", grad), kb=kb)[0]
    assert m2.likely_causes[0].id == "autograd-grad"
    plain = lookup("Trying to backward through the graph a second time", kb=kb)[0]
    assert len({c.score for c in plain.likely_causes}) == 1  # no evidence: equal shares, entry order
    assert [c.id for c in plain.likely_causes] == ["rnn-hidden-state", "autograd-grad", "loss-reused"]


def test_text_hint(kb):
    text = "model = nn.Sequential(nn.ReLU(inplace=True))\nRuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [3]] is at version 1"
    m = lookup(text, kb=kb)[0]
    assert m.id == "pytorch/inplace-modified" and "inplace=True" in m.likely_causes[0].reasons[0]


def test_generic_pattern_needs_library_context(kb):
    dict_tb = "Traceback (most recent call last):\n  File \"infer.py\", line 32, in main\n    model.load_state_dict(ckpt['state_dict'])\nKeyError: 'state_dict'\n"
    assert lookup(dict_tb, kb=kb) == []
    res = lookup_detailed(dict_tb, kb=kb)
    assert res.hits and res.hits[0].entry.id == "pandas/key-error-column" and res.hits[0].score < THRESHOLD
    pandas_tb = (
        "Traceback (most recent call last):\n  File \"/u/site-packages/pandas/core/indexes/base.py\", line 3802, in get_loc\n"
        "    return self._engine.get_loc(casted_key)\nKeyError: 'price'\n"
    )
    assert lookup(pandas_tb, kb=kb)[0].id == "pandas/key-error-column"


def test_type_disagreement_and_frames_only_lower_score(kb):
    agree = lookup("RuntimeError: Trying to backward through the graph a second time", kb=kb)[0].score
    differ = lookup_detailed("MyGraphError: Trying to backward through the graph a second time", kb=kb).hits[0]
    assert differ.score < agree
    # the message only inside a frame's source line is not an answer
    src = '  File "a.py", line 3, in f\n    log("Trying to backward through the graph a second time")\nValueError: unrelated\n'
    assert lookup(src, kb=kb) == []


def test_near_misses_return_no_match(kb):
    for text in (
        "RuntimeError: my_graph failed to compile: node 'relu' has no grad",
        "TypeError: clip_grad_norm_() got an unexpected keyword argument 'foo'",
        "networkx.exception.NetworkXError: The node 5 is not in the graph.",
        "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'",
    ):
        assert lookup(text, kb=kb) == [], text


def test_pip_and_numpy_and_subclass_types(kb):
    pip = "Collecting torch==9.9\nERROR: Could not find a version that satisfies the requirement torch==9.9\nERROR: No matching distribution found for torch==9.9\n"
    assert lookup(pip, kb=kb)[0].id == "pip/no-matching-distribution"
    np_err = "Traceback (most recent call last):\n  File \"/u/site-packages/numpy/core/multiarray.py\", line 1, in dot\nValueError: shapes (2,3) and (2,3) not aligned: 3 (dim 1) != 2 (dim 0)"
    assert lookup(np_err, kb=kb)[0].id == "numpy/shapes-not-aligned"
    # ImportError printed where the signature says ModuleNotFoundError: related, still a match
    m = lookup("ImportError: No module named 'yaml'", kb=kb)[0]
    assert m.id == "python/module-not-found" and any("subclass" in e for e in m.explanation)


def test_empty_whitespace_and_limit(kb):
    assert lookup("", kb=kb) == [] and lookup("  \n\t ", kb=kb) == [] and lookup(b"", kb=kb) == []
    both = "RuntimeError: Trying to backward through the graph a second time\nmaximum recursion depth exceeded"
    assert len(lookup(both, kb=kb, limit=1)) == 1
    assert len(lookup(both, kb=kb, limit=0)) == 0


def test_bytes_with_invalid_utf8(kb):
    res = lookup(b"\xff\xfeRuntimeError: Trying to backward through the graph a second time \xc3", kb=kb)
    assert res[0].id == BACKWARD


def test_huge_paste_is_bounded(kb):
    text = ("INFO step ok " * 8 + "\n") * 100_000 + "RuntimeError: Trying to backward through the graph a second time\n"
    assert len(text) > 10_000_000
    res = lookup_detailed(text, kb=kb)
    assert res.parsed.clean.truncated and res.matches[0].id == BACKWARD
    assert res.matches[0].matched_line == 100_001


def test_pathological_line_lengths(kb):
    assert lookup("a" * 5_000_000, kb=kb) == []
    assert lookup("(" * 100_000 + "\n" + "RuntimeError: " * 10_000, kb=kb) == []


@pytest.mark.parametrize("backend", available_backends())
def test_backends_agree(kb, backend):
    index = get_index(kb, backend=backend)
    assert index.backend == backend
    text = _tb("RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation")
    res = lookup_detailed(text, index=index).matches
    assert [m.id for m in res] == ["pytorch/inplace-modified"]
    assert res[0].matched_line == 6
    assert lookup_detailed("nothing to see", index=index).matches == []


def test_json_fields_are_stable(kb):
    m = lookup("maximum recursion depth exceeded", kb=kb)[0]
    assert isinstance(m, Match)
    assert list(m.to_json()) == ["id", "title", "score", "matched_signature", "matched_text", "likely_causes"]
