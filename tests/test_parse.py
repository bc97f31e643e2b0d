"""Parser: chains, frames, pytest/Jupyter/pip/SyntaxError/log shapes, library context, bounds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from knownfix.lookup import parse
from knownfix.lookup.normalize import normalize
from knownfix.lookup.textin import HEAD_CHARS, MAX_LINE_CHARS, TAIL_CHARS, clean

CHAIN = """\
Traceback (most recent call last):
  File "/home/u/.venv/lib/python3.10/site-packages/pandas/core/indexes/base.py", line 3802, in get_loc
    return self._engine.get_loc(casted_key)
KeyError: 'price'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/home/u/app.py", line 12, in <module>
    total = df["price"].sum()
  File "/home/u/.venv/lib/python3.10/site-packages/pandas/core/frame.py", line 3807, in __getitem__
    indexer = self.columns.get_loc(key)
ValueError: wrapped: 'price'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/home/u/app.py", line 14, in <module>
    raise RuntimeError("report failed")
RuntimeError: report failed
"""


def test_chain_links_frames_and_final():
    p = parse(CHAIN)
    exc = p.exceptions
    assert [b.type for b in exc] == ["KeyError", "ValueError", "RuntimeError"]
    assert [b.link for b in exc] == [None, "cause", "context"]
    assert p.final is exc[-1] and p.final.message == "report failed"
    assert exc[1].frames[-1].func == "__getitem__"
    assert exc[1].frames[0].source == 'total = df["price"].sum()'
    assert 'File "/home/u/app.py", line 12, in <module>' in exc[1].frames[0].formatted
    assert p.context.python == "3.10" and p.context.has("pandas")


def test_pytest_e_lines():
    text = (
        "    def test_x():\n>       y.backward()\n"
        "E       RuntimeError: Trying to backward through the graph a second time\n"
        "E       (or directly access saved tensors).\n\ntests/test_x.py:9: RuntimeError\n"
    )
    p = parse(text)
    assert p.final.type == "RuntimeError"
    assert p.final.messages == ["Trying to backward through the graph a second time", "(or directly access saved tensors)."]


def test_jupyter_ansi_and_arrow_frames():
    text = (
        "\x1b[0;31m-------------------------------------------------------\x1b[0m\n"
        "\x1b[0;31mValueError\x1b[0m                                Traceback (most recent call last)\n"
        "Cell \x1b[0;32mIn[3], line 2\x1b[0m\n      1 import numpy as np\n"
        "\x1b[0;32m----> 2\x1b[0m np.dot(a, b)\n\n"
        "File \x1b[0;32m~/.venv/lib/python3.11/site-packages/numpy/core/multiarray.py:741\x1b[0m, in \x1b[0;36mdot\x1b[0m\x1b[0;34m(a, b)\x1b[0m\n"
        "\x1b[0;31mValueError\x1b[0m: shapes (2,3) and (2,3) not aligned\n"
    )
    p = parse(text)
    assert "\x1b" not in "".join(p.lines)
    assert p.final.type == "ValueError" and p.final.message.startswith("shapes (2,3)")
    frames = p.final.frames
    assert frames[0].file == "Cell In[3]" and frames[0].source == "np.dot(a, b)"
    assert frames[1].func == "dot(a, b)" and frames[1].lineno == 741
    assert p.context.has("numpy") and p.context.python == "3.11"


def test_old_ipython_frames():
    text = "KeyError   Traceback (most recent call last)\n<ipython-input-1-abc> in <module>()\n----> 1 d['x']\n\nKeyError: 'x'\n"
    p = parse(text)
    assert p.final.frames[0].file == "<ipython-input-1-abc>" and p.final.frames[0].source == "d['x']"


def test_syntax_error_block():
    text = '  File "x.py", line 3\n    print "hi"\n    ^^^^^^^^^^\nSyntaxError: Missing parentheses in call to \'print\'. Did you mean print(...)?\n'
    p = parse(text)
    assert p.final.type == "SyntaxError"
    assert p.final.frames[0].lineno == 3 and p.final.frames[0].func is None and p.final.frames[0].source == 'print "hi"'


def test_pip_blocks_are_all_primary():
    text = (
        "Collecting torch==9.9\n"
        "ERROR: Could not find a version that satisfies the requirement torch==9.9 (from versions: 2.1.0, 2.2.0)\n"
        "ERROR: No matching distribution found for torch==9.9\n"
    )
    p = parse(text)
    assert [b.kind for b in p.primary] == ["pip", "pip"]
    assert p.context.has("pip") and p.context.libraries["torch"] == "9.9"


def test_logs_with_timestamps_and_warning_before_error():
    text = (
        "2024-05-01 10:00:00,123 - root - INFO - start\n"
        "/u/lib/python3.9/site-packages/torch/nn/modules/rnn.py:62: UserWarning: dropout option adds dropout\n"
        "  warnings.warn(\n"
        "2024-05-01T10:00:01.5Z ERROR Traceback (most recent call last):\n"
        '2024-05-01T10:00:01.5Z ERROR   File "t.py", line 3, in <module>\n'
        "2024-05-01T10:00:01.5Z ERROR RuntimeError: boom\n"
    )
    p = parse(text)
    assert p.final.type == "RuntimeError" and p.final.message == "boom"
    assert [b.kind for b in p.blocks] == ["warning", "exception"]
    assert p.final.frames[0].file == "t.py"


def test_plain_one_liner_and_cut_first_line():
    assert parse("Trying to backward through the graph a second time").final.kind == "plain"
    p = parse('ine 3, in f\n    x()\nTypeError: bad operand')
    assert p.final.type == "TypeError"


def test_exception_groups_gutter():
    text = "  + Exception Group Traceback (most recent call last):\n  | ExceptionGroup: many (1 sub-exception)\n  +-+---------------- 1 ----------------\n    | ValueError: inner\n    +------------------------------------\n"
    types = [b.type for b in parse(text).exceptions]
    assert "ValueError" in types


def test_bounds_cut_long_lines_and_big_input():
    huge_line = "x" * (MAX_LINE_CHARS * 3)
    assert len(clean(huge_line).lines[0].text) == MAX_LINE_CHARS
    big = ("noise line\n" * 1_000_000) + "RuntimeError: final\n"
    ct = clean(big)
    assert ct.truncated and sum(len(l.text) + 1 for l in ct.lines) <= HEAD_CHARS + TAIL_CHARS + 2
    assert ct.lines[-2].number == 1_000_001
    assert parse(big).final.message == "final"


def test_invalid_utf8_bytes_are_replaced():
    p = parse(b"RuntimeError: bad \xff\xfe byte\n")
    assert p.final.message == "bad \ufffd\ufffd byte"


def test_normalize_variable_parts():
    n = normalize("size mismatch for fc.weight: torch.Size([10, 512]) at 0x7f3a1c at /home/u/x.py line 12, 'foo' 3.5")
    assert "<shape>" in n and "<hex>" in n and "<path>" in n and "'<q>'" in n and "<n>" in n
    assert "512" not in n


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=3000))
def test_parser_never_raises_on_text(text):
    p = parse(text)
    assert isinstance(p.blocks, list)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=3000))
def test_parser_never_raises_on_bytes(data):
    parse(data)


_LINES = st.sampled_from(
    [
        "Traceback (most recent call last):", '  File "a.py", line 1, in f', "    x = 1", "    ^^^^", "ValueError: v",
        "During handling of the above exception, another exception occurred:", "E   KeyError: 'k'", "ERROR: pip failed",
        "----> 3 f()", "Cell In[2], line 3", "\x1b[0;31m", "", "  | TypeError: t", "a.py:3: UserWarning: w",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_LINES, st.text(max_size=40)), max_size=60))
def test_parser_never_raises_on_traceback_like_text(lines):
    parse("\n".join(lines))


def test_frames_without_an_exception_line_are_kept_with_source_lines():
    text = (
        "It fails with:\n"
        "Traceback (most recent call last):\n"
        '  File "/home/u/run.py", line 3, in <module>\n'
        "    main()\n"
        '  File "/home/u/.venv/lib/python3.10/site-packages/torch/autograd/__init__.py", line 85, in _make_grads\n'
        '    raise RuntimeError("grad can be implicitly created only for scalar outputs")\n'
        "Thanks.\n"
    )
    p = parse(text)
    assert [f.func for f in p.trailing_frames] == ["<module>", "_make_grads"]
    last = p.trailing_frames[-1]
    assert last.source is not None and last.source.startswith("raise RuntimeError(")
    assert last.source_index is not None and p.lines[last.source_index].strip() == last.source
    assert p.frames[-1] is last and p.context.has("torch")
    assert not p.exceptions


def test_frames_followed_by_an_exception_belong_to_it():
    p = parse(CHAIN)
    assert p.trailing_frames == []
    assert all(f.source_index == f.line_index + 1 for b in p.exceptions for f in b.frames if f.source)


def test_tensorflow_in_user_code_report_reads_the_indented_error_as_the_message():
    text = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/train.py", line 9, in <module>\n'
        "    model.fit(x, y)\n"
        "ValueError: in user code:\n"
        "\n"
        '    File "/venv/lib/python3.11/site-packages/keras/src/engine/training.py", line 1401, in train_function  *\n'
        "        return step_function(self, iterator)\n"
        '    File "/venv/lib/python3.11/site-packages/keras/src/losses.py", line 2122, in categorical_crossentropy\n'
        "        return backend.categorical_crossentropy(\n"
        "\n"
        "    TypeError: Shapes (None, 1) and (None, 7) are incompatible\n"
    )
    p = parse(text)
    block = p.primary[0]
    assert block.messages == ["in user code:", "Shapes (None, 1) and (None, 7) are incompatible"]
    assert block.type == "TypeError"  # the inner error's type
    assert [f.func for f in block.frames][-2:] == ["train_function  *", "categorical_crossentropy"]
    assert p.kinds[block.message_lines[-1]] == "message"
    # an ordinary indented exception-looking source line stays a frame's source line
    other = parse('Traceback (most recent call last):\n  File "a.py", line 1, in f\n    ValueError: not a message\nKeyError: 1\n')
    assert other.primary[0].messages == ["1"] and other.frames[0].source == "ValueError: not a message"


def test_library_context_sees_opencv_through_cv2_calls():
    p = parse('Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    img = cv2.imread(path)\n'
              "AttributeError: module 'cv2' has no attribute 'CV_LOAD_IMAGE_GRAYSCALE'\n")
    assert p.context.has("opencv") and "cv2." in p.context.evidence["opencv"]
