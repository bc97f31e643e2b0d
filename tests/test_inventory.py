"""The message inventory miner: raise sites, templates, merge, names, binary strings, store, CLI.

Every fixture is built here in tmp_path (sources, wheels as zip files, a fake shared
object); nothing touches the network.
"""

from __future__ import annotations

import gzip
import importlib
import subprocess
import sys
import textwrap
import warnings
import zipfile
from pathlib import Path

import pytest
import re2

from knownfix.inventory import NameRecord, TemplateRecord, iter_names, iter_templates
from knownfix.inventory.binary import strings_from_bytes
from knownfix.inventory.merge import LibrarySpec, merge_templates
from knownfix.inventory.mine import Source, Sources, extract, mine_library, plan
from knownfix.inventory.names import release_names
from knownfix.inventory.source import sites_from_source
from knownfix.inventory.template import Hole, literal_chars, normalise, parse_percent, template_id, to_pattern
from knownfix.inventory.wheels import SourceFile, compatible, iter_wheel, select_releases, spread

PKG = "kfx_fixture_lib"

ERRORS = '''
class ShapeError(ValueError):
    """A shape does not fit."""
'''

CORE_V1 = '''
"""Fixture library core."""
import warnings
from .errors import ShapeError

__all__ = ["check_size", "Loader", "old_name", "warn_old", "limit", "assert_positive"]

LIMIT_MSG = "the limit was exceeded by the caller"


def check_size(n, limit):
    """Check a size against a limit. More text follows."""
    if n < 0:
        raise ValueError(f"size must be non-negative, got {n!r}")
    if n > limit:
        raise ShapeError("size %d is larger than the limit %d" % (n, limit))
    return n


class Loader:
    def load(self, name, kind):
        """Load a resource."""
        if kind not in ("a", "b"):
            raise KeyError("unknown loader kind {} for {}".format(kind, name))
        else:
            msg = "cannot load resource " + name + " of kind " + kind
            raise RuntimeError(msg) from None

    def nested(self, value):
        def inner():
            try:
                return {}[value]
            except KeyError as e:
                raise LookupError(f"no entry named {value!r} in the table") from e
        return inner()


def warn_old(x):
    warnings.warn(f"warn_old() is deprecated, use new_thing({x}) instead", FutureWarning, stacklevel=2)


def limit():
    raise OverflowError(LIMIT_MSG)


def assert_positive(x):
    assert x > 0, f"x must be positive, not {x}"


def old_name():
    return 1
'''

CORE_V2 = CORE_V1.replace("size must be non-negative, got", "size must not be negative, got").replace(
    "def old_name():\n    return 1\n", "def new_name():\n    return 2\n"
).replace('"old_name"', '"new_name"')

INIT = '''
from .core import *
from .errors import ShapeError
'''

LAZY = '''
_import_structure = {"sub": ["LazyThing", "LazyOther"]}
_import_structure["more"] = ["MoreThing"]

def __getattr__(name):
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
'''


def _files(core: str) -> dict[str, str]:
    return {
        f"{PKG}/__init__.py": INIT,
        f"{PKG}/errors.py": ERRORS,
        f"{PKG}/core.py": core,
        f"{PKG}/lazy/__init__.py": LAZY,
        f"{PKG}/tests/test_core.py": "def test_x():\n    raise ValueError('a test-only message that is long')\n",
    }


def _wheel(folder: Path, version: str, core: str, extra: dict[str, bytes] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{PKG}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        for name, text in sorted(_files(core).items()):
            z.writestr(name, textwrap.dedent(text))
        for name, data in sorted((extra or {}).items()):
            z.writestr(name, data)
        z.writestr(f"{PKG}-{version}.dist-info/METADATA", f"Name: {PKG}\nVersion: {version}\n")
    return path


def _source(pattern: str, **kw) -> Source:
    return Source(name="fixture", local_wheels=[pattern], repo="https://example.org/fixture", tag="v{version}", path_prefix="src/", **kw)


def _mine(tmp_path: Path, versions: dict[str, str], out: Path | None = None) -> Path:
    wheels = tmp_path / "wheels"
    for v, core in versions.items():
        _wheel(wheels, v, core)
    out = out or tmp_path / "out"
    src = _source(str(wheels / "*.whl"))
    p = plan(src, Sources(since="2000-01-01", python="3.11", libraries=[src]), cache=tmp_path / "cache")
    mine_library(p, out, cache=tmp_path / "cache")
    return out


def _by_function(records: list[TemplateRecord]) -> dict[str, TemplateRecord]:
    return {r.function or "": r for r in records if r.kind != "binary"}


# --- raise sites -------------------------------------------------------------------


def test_raise_sites_holes_conditions_classes_and_warnings():
    sites = sites_from_source(textwrap.dedent(CORE_V1), f"{PKG}/core.py")
    by = {(s.function, s.exception): s for s in sites}
    v = by[("check_size", "ValueError")]
    assert v.condition == "n < 0" and v.summary == "Check a size against a limit."
    assert v.parts == ("size must be non-negative, got ", Hole("n"))
    shape = by[("check_size", f"{PKG}.errors.ShapeError")]  # resolved through `from .errors import`
    assert shape.condition == "n > limit"
    assert shape.parts == ("size ", Hole("n"), " is larger than the limit ", Hole("limit"))
    key = by[("Loader.load", "KeyError")]
    assert key.condition == "kind not in ('a', 'b')"
    assert key.parts == ("unknown loader kind ", Hole("kind"), " for ", Hole("name"))
    rt = by[("Loader.load", "RuntimeError")]  # else branch, message from a local variable
    assert rt.condition == "kind in ('a', 'b')"
    assert rt.parts == ("cannot load resource ", Hole("name"), " of kind ", Hole("kind"))
    inner = by[("Loader.nested.<locals>.inner", "LookupError")]
    assert inner.condition == "except KeyError"
    assert by[("limit", "OverflowError")].parts == ("the limit was exceeded by the caller",)  # module constant
    assert by[("assert_positive", "AssertionError")].condition == "x <= 0"
    w = by[("warn_old", "FutureWarning")]
    assert w.kind == "warning" and w.parts[0] == "warn_old() is deprecated, use new_thing("
    assert all(s.module == f"{PKG}.core" for s in sites)


def test_a_long_concatenation_is_read_whole():
    src = textwrap.dedent('''
        def make_grads(grads, outputs, grad, out):
            raise RuntimeError(
                "Mismatch in shape: grad_output["
                + str(grads.index(grad))
                + "] has a shape of "
                + str(grad.shape)
                + " and output["
                + str(outputs.index(out))
                + "] has a shape of "
                + str(out.shape)
                + "."
            )
    ''')
    (site,) = sites_from_source(src, f"{PKG}/grads.py")
    assert site.parts == ("Mismatch in shape: grad_output[", Hole("grads.index(grad)"), "] has a shape of ",
                          Hole("grad.shape"), " and output[", Hole("outputs.index(out)"), "] has a shape of ",
                          Hole("out.shape"), ".")
    msg = "Mismatch in shape: grad_output[0] has a shape of torch.Size([1]) and output[0] has a shape of torch.Size([])."
    assert re2.search(to_pattern(site.parts), msg)


def test_unparsable_source_gives_no_sites():
    assert sites_from_source("def broken(:\n", "x/y.py") == []


# --- templates ---------------------------------------------------------------------


def test_percent_and_pattern_escaping():
    parts = normalise(parse_percent("100%% of %(name)s (%5.2f) [done]"))
    assert parts == ("100% of ", Hole("name"), " (", Hole(""), ") [done]")
    pat = to_pattern(parts)
    assert pat == r"100% of .* \(.*\) \[done\]"
    assert re2.search(pat, "ValueError: 100% of abc (1.00) [done]")
    assert literal_chars(parts) == len("100%of()[done]")


def test_multiline_template_uses_its_best_line():
    parts = normalise(["\nShort.\nThis is the much longer line of the message ", Hole("x"), "\nend"])
    assert to_pattern(parts) == "This is the much longer line of the message"


def test_template_id_is_stable_and_ignores_hole_names_and_module_of_exception():
    a = template_id("lib", "raise", "pkg.errors.ShapeError", ("size ", Hole("n"), " too big"))
    b = template_id("lib", "raise", "ShapeError", ("size ", Hole("m"), " too big"))
    c = template_id("lib", "raise", "ShapeError", ("size ", Hole("m"), " too large"))
    assert a == b != c and len(a) == 12


def test_patterns_match_messages_the_fixture_really_raises(tmp_path):
    """The key property: execute the fixture code and match str(exception) with the mined pattern."""
    out = _mine(tmp_path, {"1.0": CORE_V1})
    records = list(iter_templates(out))
    by = _by_function(records)
    for r in records:
        re2.compile(r.pattern)
        assert "(?=" not in r.pattern and "(?!" not in r.pattern and "\\1" not in r.pattern
    src = tmp_path / "importable"
    for name, text in _files(CORE_V1).items():
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        (src / name).write_text(textwrap.dedent(text))
    sys.path.insert(0, str(src))
    try:
        core = importlib.import_module(f"{PKG}.core")
        cases = [
            (lambda: core.check_size(-3, 10), "check_size", ValueError),
            (lambda: core.check_size(30, 10), "check_size", ValueError),
            (lambda: core.Loader().load("weights.bin", "zip"), "Loader.load", KeyError),
            (lambda: core.Loader().load("weights.bin", "a"), "Loader.load", RuntimeError),
            (lambda: core.Loader().nested("missing"), "Loader.nested.<locals>.inner", LookupError),
            (core.limit, "limit", OverflowError),
            (lambda: core.assert_positive(-1), "assert_positive", AssertionError),
        ]
        for call, function, exc_type in cases:
            with pytest.raises(exc_type) as info:
                call()
            message = str(info.value)
            mined = [r for r in records if r.function == function]
            assert any(re2.search(r.pattern, message) for r in mined), (function, message, [r.pattern for r in mined])
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            core.warn_old(7)
        assert re2.search(by["warn_old"].pattern, str(caught[0].message))
        assert by["warn_old"].exception == "FutureWarning"
    finally:
        sys.path.remove(str(src))
        for m in [m for m in sys.modules if m.startswith(PKG)]:
            del sys.modules[m]


# --- merge and names ---------------------------------------------------------------


def test_merge_across_two_releases_first_last_and_wording_change(tmp_path):
    out = _mine(tmp_path, {"1.0": CORE_V1, "1.1": CORE_V2})
    records = list(iter_templates(out))
    old = next(r for r in records if "non-negative" in r.template)
    new = next(r for r in records if "must not be negative" in r.template)
    assert (old.first, old.last, old.releases) == ("1.0", "1.0", ("1.0",))
    assert (new.first, new.last, new.releases) == ("1.1", "1.1", ("1.1",))
    assert [w.release for w in new.wordings] == ["1.0", "1.1"]
    assert new.wordings[0].template == "size must be non-negative, got {n}"
    assert old.wordings == new.wordings
    same = next(r for r in records if r.function == "limit")
    assert same.releases == ("1.0", "1.1") and same.tag == "v1.1"
    assert same.path == f"src/{PKG}/core.py"
    assert same.url == f"https://example.org/fixture/blob/v1.1/src/{PKG}/core.py#L{same.line}"
    assert not any("test-only" in r.template for r in records)  # tests/ folders are not mined


def test_names_history_records_a_removed_name(tmp_path):
    out = _mine(tmp_path, {"1.0": CORE_V1, "1.1": CORE_V2})
    names = {(n.module, n.name): n for n in iter_names(out)}
    assert names[(f"{PKG}.core", "old_name")].releases == ("1.0",)
    assert names[(f"{PKG}.core", "new_name")].first == "1.1"
    assert names[(PKG, "old_name")].last == "1.0"  # through `from .core import *` and __all__
    assert names[(PKG, "check_size")].releases == ("1.0", "1.1")
    assert names[(PKG, "ShapeError")].releases == ("1.0", "1.1")
    assert names[(PKG, "lazy")].releases == ("1.0", "1.1")  # a package's submodule
    for lazy in ("LazyThing", "LazyOther", "MoreThing", "sub", "more"):
        assert (f"{PKG}.lazy", lazy) in names
    assert (f"{PKG}.core", "warnings") not in names  # imports of other libraries are not its names
    assert isinstance(next(iter(names.values())), NameRecord)


def test_release_names_reads_all_and_private_names():
    files = [
        ("m/__init__.py", b"from .a import *\n__all__ = ['x']\n__all__ += ['_y']\n"),
        ("m/a.py", b"__all__ = ['x', 'z']\nx = 1\nz = 2\n_y = 3\nif True:\n    cond = 1\n"),
    ]
    names = release_names(files)
    assert names["m.a"] == {"x", "z", "cond"}
    assert {"x", "z", "_y", "a"} <= names["m"]


# --- binaries ----------------------------------------------------------------------


def test_binary_strings_keep_error_like_format_strings():
    blob = (
        b"\x00\x7fELF\x00_ZN3c106detail14torchCheckFailEPKc\x00"
        b"Expected all tensors to be on the same device, but found at least two devices, \x00"
        b"size mismatch for %s: copying a param with shape %d from checkpoint\x00"
        b"'%.200s' object is not subscriptable\x00"
        b"/usr/lib/x86_64-linux-gnu/libc.so.6\x00"
        b"Return the number of items in the container.\x00"
        b"hello world this is fine\x00"
    )
    got = [s for s in strings_from_bytes(blob, "lib/libfake.so")]
    pats = [to_pattern(s.parts) for s in got]
    assert "Expected all tensors to be on the same device, but found at least two devices," in pats
    assert "size mismatch for .*: copying a param with shape .* from checkpoint" in pats
    assert "'.*' object is not subscriptable" in pats
    assert len(got) == 3
    assert re2.search(pats[1], "RuntimeError: size mismatch for fc.weight: copying a param with shape 3 from checkpoint")


def test_binary_tier_in_records(tmp_path):
    wheels = tmp_path / "w"
    so = b"\x00\x00invalid argument %d: expected a contiguous tensor\x00\x00"
    _wheel(wheels, "2.0", CORE_V1, extra={f"{PKG}/_C.cpython-311-x86_64-linux-gnu.so": so})
    src = _source(str(wheels / "*.whl"))
    mine_library(plan(src, Sources("2000-01-01", "3.11", [src]), cache=tmp_path / "c"), tmp_path / "o", cache=tmp_path / "c")
    b = [r for r in iter_templates(tmp_path / "o") if r.kind == "binary"]
    assert len(b) == 1 and b[0].condition is None and b[0].line is None and b[0].url is None
    assert b[0].path == f"{PKG}/_C.cpython-311-x86_64-linux-gnu.so"
    assert b[0].pattern == "invalid argument .*: expected a contiguous tensor"


# --- store, releases, reader -------------------------------------------------------


def test_output_is_deterministic(tmp_path):
    a = _mine(tmp_path / "a", {"1.0": CORE_V1, "1.1": CORE_V2})
    b = _mine(tmp_path / "b", {"1.1": CORE_V2, "1.0": CORE_V1})
    files = sorted(p.name for p in a.iterdir())
    assert files == ["fixture.names.jsonl.gz", "fixture.templates.jsonl.gz"]
    for name in files:
        data = (a / name).read_bytes()
        assert data == (b / name).read_bytes()
        assert data[4:8] == b"\x00\x00\x00\x00"  # gzip mtime 0
        gzip.decompress(data).decode("utf-8")
    before = (a / files[1]).stat().st_mtime_ns
    _mine(tmp_path / "a", {"1.0": CORE_V1, "1.1": CORE_V2})  # cached extraction, same bytes, file untouched
    assert (a / files[1]).stat().st_mtime_ns == before


def test_short_and_hole_only_templates_are_left_out_or_weak():
    sites = [
        {"kind": "raise", "exception": "ValueError", "parts": [["x"]], "module": "m", "path": "m.py", "function": "f", "line": 1, "condition": None, "summary": None},
        {"kind": "raise", "exception": "ValueError", "parts": ["bad ", ["x"]], "module": "m", "path": "m.py", "function": "f", "line": 2, "condition": None, "summary": None},
        {"kind": "raise", "exception": "ValueError", "parts": [["a"], " and also ", ["b"], " or ", ["c"], " but ", ["d"], " z"], "module": "m", "path": "m.py", "function": "f", "line": 3, "condition": None, "summary": None},
        {"kind": "raise", "exception": "ValueError", "parts": ["a perfectly specific message"], "module": "m", "path": "m.py", "function": "f", "line": 4, "condition": None, "summary": None},
    ]
    recs = merge_templates(LibrarySpec("lib"), [("1.0", sites)])
    assert sorted((r.line, r.weak) for r in recs) == [(3, True), (4, False)]


def test_select_releases_one_per_minor_since_a_date():
    def f(name, t, yanked=False):
        return {"filename": name, "upload-time": t, "yanked": yanked}

    files = [
        f("lib-1.0.0-py3-none-any.whl", "2023-01-01T00:00:00Z"),
        f("lib-1.0.9-py3-none-any.whl", "2024-02-01T00:00:00Z"),  # minor 1.0 began before the window, 1.0.9 is in it
        f("lib-1.1.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "2024-01-01T00:00:00Z"),
        f("lib-1.1.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "2024-01-05T00:00:00Z"),
        f("lib-1.1.2-cp312-cp312-manylinux_2_17_x86_64.whl", "2024-01-09T00:00:00Z"),  # no 3.11 wheel
        f("lib-1.2.0rc1-py3-none-any.whl", "2024-03-01T00:00:00Z"),
        f("lib-1.3.0-py3-none-any.whl", "2024-04-01T00:00:00Z", yanked=True),
        f("lib-1.4.0-cp39-abi3-manylinux_2_28_x86_64.whl", "2025-04-01T00:00:00Z"),
        f("lib-1.5.0-cp311-cp311-win_amd64.whl", "2025-05-01T00:00:00Z"),
    ]
    assert select_releases(files, since="2023-12-01") == ["1.0.9", "1.1.1", "1.4.0"]
    assert select_releases(files, since="2024-01-02") == ["1.0.9", "1.1.1", "1.4.0"]
    assert select_releases(files, since="2024-03-01") == ["1.4.0"]
    assert spread([str(i) for i in range(10)], 4) == ["0", "3", "6", "9"]
    assert spread(["1", "2"], 6) == ["1", "2"]
    assert compatible("torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl")
    assert not compatible("lib-1.0-cp311-cp311-macosx_11_0_arm64.whl")


def test_wheel_reader_skips_tests_and_reads_data_purelib(tmp_path):
    path = tmp_path / "x-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("x/a.py", "A = 1\n")
        z.writestr("x/tests/test_a.py", "B = 1\n")
        z.writestr("x-1.0.data/purelib/y/b.py", "C = 1\n")
        z.writestr("x/_ext.cpython-311-x86_64-linux-gnu.so", b"\x00")
    assert sorted(f.path for f in iter_wheel(path)) == ["x/_ext.cpython-311-x86_64-linux-gnu.so", "x/a.py", "y/b.py"]
    assert sorted(f.path for f in iter_wheel(path, binaries=False)) == ["x/a.py", "y/b.py"]


def test_extract_counts_unparsable_files():
    data = extract([SourceFile("p/ok.py", b"raise ValueError('a message long enough to keep')\n"), SourceFile("p/bad.py", b"def (:\n")])
    assert data["unparsed"] == ["p/bad.py"] and len(data["sites"]) == 1


def test_reader_imports_nothing_heavy():
    code = "import sys, knownfix.inventory as i; list(i.iter_templates()); print(sorted(m for m in ('pydantic','typer','rich') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.strip()
    assert out == "[]"


def test_inventory_dir_env_override(tmp_path, monkeypatch):
    from knownfix.inventory import inventory_dir

    monkeypatch.setenv("KNOWNFIX_INVENTORY", str(tmp_path))
    assert inventory_dir() == tmp_path
    assert list(iter_templates()) == []


# --- CLI ---------------------------------------------------------------------------


def test_cli_mine_stats_backlog(tmp_path):
    from typer.testing import CliRunner

    from knownfix.inventory.cli import inventory_app

    wheels = tmp_path / "wheels"
    _wheel(wheels, "1.0", CORE_V1)
    inv = tmp_path / "inventory"
    inv.mkdir()
    (inv / "sources.yaml").write_text(
        f"since: '2000-01-01'\nlibraries:\n  - name: fixture\n    local_wheels: ['{wheels}/*.whl']\n    repo: https://example.org/f\n"
    )
    runner = CliRunner()
    r = runner.invoke(inventory_app, ["mine", "--sources", str(inv / "sources.yaml"), "--cache", str(tmp_path / "c")])
    assert r.exit_code == 0, r.output
    assert (inv / "fixture.templates.jsonl.gz").is_file()
    r = runner.invoke(inventory_app, ["stats", "--folder", str(inv), "--json"])
    assert r.exit_code == 0 and '"library": "fixture"' in r.output
    cases = tmp_path / "cases" / "x"
    cases.mkdir(parents=True)
    (cases / "c.yaml").write_text(
        "- name: one\n  expect: null\n  text: 'RuntimeError: cannot load resource w.bin of kind a'\n"
        "- name: two\n  expect: fixture/known\n  text: 'OverflowError: the limit was exceeded by the caller'\n"
    )
    r = runner.invoke(inventory_app, ["backlog", "--folder", str(inv), "--cases", str(tmp_path / "cases")])
    assert r.exit_code == 0, r.output
    assert "1 covered by an entry; 1 uncovered" in r.output
    assert "cannot load resource" in r.output and "the limit was exceeded" not in r.output.split("uncovered", 1)[1]


def test_names_follow_a_non_literal_all_and_cpython_format_holes():
    files = [
        ("n/__init__.py", b"from .core import *\nfrom . import core\n__all__ = ['extra']\n__all__ += core.__all__\nextra = 1\n"),
        ("n/core/__init__.py", b"from .numeric import *\nfrom . import numeric\n__all__ = []\n__all__ += numeric.__all__\n"),
        ("n/core/numeric.py", b"__all__ = ['ones', 'zeros']\ndef ones(): ...\ndef zeros(): ...\n"),
    ]
    names = release_names(files)
    assert {"ones", "zeros", "extra", "core"} <= names["n"]
    got = list(strings_from_bytes(b"\x00'%U' is an invalid keyword argument for %.200s()\x00", "x.so"))
    assert to_pattern(got[0].parts) == r"'.*' is an invalid keyword argument for .*\(\)"


def test_stdlib_interpreters_are_read_from_a_pyenv_layout(tmp_path):
    from knownfix.inventory.wheels import iter_stdlib, stdlib_installs

    for version, body in (("3.10.2", "raise ValueError('the old wording of this message')\n"), ("3.10.9", "raise ValueError('the new wording of this message')\n"), ("3.12.1", "x = 1\n")):
        lib = tmp_path / "versions" / version / "lib" / f"python{version[:4]}"
        (lib / "json").mkdir(parents=True)
        (lib / "json" / "decoder.py").write_text(body)
        (lib / "test").mkdir()
        (lib / "test" / "test_json.py").write_text("raise ValueError('only a test of the test suite')\n")
        (lib / "lib-dynload").mkdir()
        (lib / "lib-dynload" / "_json.cpython-310-x86_64-linux-gnu.so").write_bytes(b"\x00Expecting value: line %zd column %zd (char %zd)\x00")
    installs = stdlib_installs(["3.10", "3.11", "3.12"], root=tmp_path)
    assert [v for v, _ in installs] == ["3.10.9", "3.12.1"]
    files = list(iter_stdlib(installs[0][1], "3.10.9"))
    assert [f.path for f in files] == ["json/decoder.py", "lib-dynload/_json.cpython-310-x86_64-linux-gnu.so"]
    src = Source(name="stdlib", kind="stdlib", versions=["3.10"], repo="https://github.com/python/cpython", path_prefix="Lib/")
    data = extract(files)
    recs = merge_templates(src.spec, [("3.10.9", data["sites"])])
    raise_rec = next(r for r in recs if r.kind == "raise")
    assert raise_rec.url == f"https://github.com/python/cpython/blob/v3.10.9/Lib/json/decoder.py#L{raise_rec.line}"
    assert next(r for r in recs if r.kind == "binary").pattern == r"Expecting value: line .* column .* \(char .*\)"


def test_interpreter_names_of_builtin_modules(tmp_path):
    from knownfix.inventory.wheels import interpreter_names

    minor = f"{sys.version_info.major}.{sys.version_info.minor}"
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / f"python{minor}").symlink_to(sys.executable)
    names = interpreter_names(tmp_path, f"{minor}.0")
    assert "getrecursionlimit" in names["sys"] and "sqrt" in names["math"]
    assert interpreter_names(tmp_path / "missing", f"{minor}.0") == {}


def test_parse_elsewhere_reads_files_in_another_interpreter():
    from knownfix.inventory.mine import parse_elsewhere

    f = SourceFile("p/mod.py", b"__all__ = ['f']\ndef f(x):\n    if x:\n        raise ValueError(f'a message read in a child interpreter {x}')\n")
    got = parse_elsewhere(Path(sys.executable), [f], ["p"])
    assert got[0]["module"] == "p.mod" and got[0]["names"] == ["f"] and got[0]["all"] == ["f"]
    assert got[0]["sites"][0]["condition"] == "x" and got[0]["sites"][0]["parts"][0] == "a message read in a child interpreter "


def test_rust_binary_strings_are_split_and_uncertain():
    blob = b"\x00RUST_BACKTRACE\x00VocabularyTooSmallTokenizer vocabulary is not large enough to contain all chars\x00"
    got = list(strings_from_bytes(blob, "tok.so"))
    assert [to_pattern(s.parts) for s in got] == ["Tokenizer vocabulary is not large enough to contain all chars"]
    assert got[0].uncertain
    sites = extract([SourceFile("pkg/tok.so", blob)])["sites"]
    assert sites[0]["uncertain"] is True
    recs = merge_templates(LibrarySpec("lib"), [("1.0", sites)])
    assert len(recs) == 1 and recs[0].weak


def test_requires_python_and_a_failed_release(tmp_path):
    from knownfix.inventory.wheels import requires_python_ok

    assert requires_python_ok(">=3.9", "3.11") and requires_python_ok(">=3.10,<4", "3.11") and requires_python_ok(None, "3.11")
    assert not requires_python_ok(">=3.12", "3.11") and not requires_python_ok("!=3.11.*", "3.11") and requires_python_ok(">=3.11.0", "3.11")
    files = [{"filename": "lib-2.0.0-py3-none-any.whl", "upload-time": "2025-01-01", "requires-python": ">=3.12"},
             {"filename": "lib-1.9.0-py3-none-any.whl", "upload-time": "2025-01-01", "requires-python": ">=3.9"}]
    assert select_releases(files, since="2024-01-01") == ["1.9.0"]

    def broken():
        raise subprocess.CalledProcessError(1, ["pip", "download"])

    src = _source("unused")
    from knownfix.inventory.mine import Plan

    wheel = _wheel(tmp_path / "w", "1.0", CORE_V1)
    p = Plan(src, [("1.0", lambda: iter_wheel(wheel)), ("1.1", broken)])
    summary = mine_library(p, tmp_path / "o", cache=tmp_path / "c")
    assert summary["releases"] == ["1.0"] and "1.1" in summary["failed"]
