"""Coverage-guided fuzzing of the parser and the lookup engine with atheris (long runs; issue 11).

Run::

    .venv/bin/python benchmarks/fuzz_lookup.py -max_total_time=600          # ten minutes
    .venv/bin/python benchmarks/fuzz_lookup.py -max_total_time=3600 corpus/  # keep a corpus between runs
    .venv/bin/python benchmarks/fuzz_lookup.py -runs=2000                    # a bounded smoke run

Every input is tried three ways, each with its property (a failure is a crash that atheris
reports with the input that caused it, written to ``crash-<hash>``):

1. the raw bytes through ``knownfix.lookup.lookup_detailed`` (bytes-like input is part of the
   API) and the text through ``knownfix.lookup.parse.parse``: no exception, and time bounded per
   input byte: at most ``BASE_S + PER_BYTE_S × len`` (a 10 MB input would get 1 s more than the base);
2. the input as noise before a known message (the bundled KB's examples): the known entry is
   still the top match — a paste's own error is never drowned by what precedes it;
3. the same paste with CRLF line ends, with ANSI colour around every line, and padded with
   blank lines: the same ranked ids as the plain paste.

Inputs are cut at ``MAX_LEN`` bytes (libFuzzer's ``-max_len`` also applies).
"""

from __future__ import annotations

import sys
import time

try:
    import atheris
except ImportError:  # pragma: no cover - depends on the installed extras
    sys.exit("atheris is missing: pip install 'knownfix[dev]' (or pip install atheris)")

with atheris.instrument_imports(include=["knownfix"]):
    from knownfix.artifact import default_kb
    from knownfix.lookup import lookup_detailed
    from knownfix.lookup.parse import parse
    from knownfix.lookup.textin import to_text

BASE_S = 0.25
PER_BYTE_S = 100e-9
MAX_LEN = 1 << 20
KB = default_kb()
EXAMPLES = [
    ("RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have "
     "already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). "
     "Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved "
     "tensors after calling backward."),
    "RuntimeError: dictionary changed size during iteration",
    "TypeError: unhashable type: 'list'",
    "ModuleNotFoundError: No module named 'torch'",
]
EXPECTED = {m: [x.id for x in lookup_detailed(m, kb=KB).matches][:1] for m in EXAMPLES}


def ids(text: str) -> list[str]:
    return [m.id for m in lookup_detailed(text, kb=KB).matches]


def one_input(data: bytes) -> None:
    data = data[:MAX_LEN]
    t0 = time.perf_counter()
    lookup_detailed(data, kb=KB)
    text = to_text(data)[0]
    parse(text)
    took = time.perf_counter() - t0
    if took > BASE_S + PER_BYTE_S * len(data):
        raise AssertionError(f"{took:.3f} s for {len(data)} bytes")
    fdp = atheris.FuzzedDataProvider(data)
    msg = EXAMPLES[fdp.ConsumeIntInRange(0, len(EXAMPLES) - 1)]
    noise = fdp.ConsumeUnicodeNoSurrogates(fdp.ConsumeIntInRange(0, 4096)).replace("\r", "")
    paste = noise + "\n" + msg
    got = ids(paste)
    if EXPECTED[msg] and got[:1] != EXPECTED[msg]:
        raise AssertionError(f"the known message lost its entry after noise: {EXPECTED[msg]} -> {got[:3]}")
    variants = {
        "crlf": paste.replace("\n", "\r\n"),
        "ansi": "\n".join(f"\x1b[0;31m{line}\x1b[0m" for line in paste.split("\n")),
        "padded": "\n\n  \n" + paste + "\n\n",
    }
    for name, variant in variants.items():
        other = ids(variant)
        if other != got:
            raise AssertionError(f"{name}: {got[:3]} -> {other[:3]}")


def main() -> None:
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
