"""Adversarial inputs against the lookup path: time and peak memory of each (issue 11).

Run::

    .venv/bin/python benchmarks/attack.py                       # this checkout
    .venv/bin/python benchmarks/attack.py --src /tmp/old/src    # another checkout's src/ ("before")
    .venv/bin/python benchmarks/attack.py --only surrogates-10M --timeout 60

Each attack runs in its own child process (so one that stalls is stopped at
``--timeout`` and its peak memory is its own): the child warms the index up with
one ordinary lookup, then times ``knownfix.lookup.lookup_detailed(input)`` once
(or, for the RE2 memory attack, a series of lookups with ``KNOWNFIX_MATCHER=re2``)
and reports wall time, peak RSS above the warmed-up process, and whether the
expected entry was found. To compare before/after, export the old tree with
``git archive <commit> src | tar -x -C /tmp/old`` and run with ``--src /tmp/old/src``.

Inputs are 10 MB where the attack scales with size; the ones the issue measured
at a smaller size are also run at that size.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MB = 1_000_000
MSG = (
    "RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors "
    "after they have already been freed)."
)
WANT = "pytorch/backward-through-graph-a-second-time"
TB = (
    "Traceback (most recent call last):\n"
    '  File "/home/u/train.py", line 52, in <module>\n    loss.backward()\n'
    '  File "/home/u/.venv/lib/python3.11/site-packages/torch/_tensor.py", line 487, in backward\n'
    "    torch.autograd.backward(\n"
)


def _fill(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def _timestamp_lines(size: int) -> str:
    # lines just under the old 2,000-character cut: a timestamp, then a run of whitespace
    # (three stacked \s* in the old log-prefix regex: cubic per line)
    return _fill("2024-01-01 12:00" + " " * 1980 + "x\n", size)


def _timestamp_line(size: int) -> str:
    # one line: timestamps, levels and whitespace runs
    return _fill("2024-01-01 12:00:00,123 " + " " * 40 + "- | : [ERROR] F ", size)


def _normaliser(size: int) -> str:
    # exception messages that open with a shape-like "[1,1" and a whitespace run (the old shape
    # rule is quadratic in it), each continued by lines that match signatures, so that every hit
    # normalises its block's message again; then the final exception
    from knownfix.lookup import get_index

    examples = [s.example for s in get_index().records.signatures if "\n" not in s.example][:38]
    block = "ValueError: [1,1" + " " * 1900 + "x\n" + "\n".join(" " + e for e in examples) + "\n\n"
    return _fill(block, size - len(MSG) - 1) + "\n" + MSG


def _normaliser_body(size: int) -> str:
    # a final message full of what the normaliser rewrites (shapes, paths, numbers, quotes, hex)
    body = _fill("[1, [2, (3, -4e5x 0x1f '/a/b/c 'q \"r 1.5.6 deadbeefdeadbeef01 ", size)
    return TB + MSG + " " + body + "\n"


def _json_line(size: int) -> str:
    doc = {"time": "2024-01-01T12:00:00Z", "level": "error", "pad": "p" * size, "exc_info": TB + MSG}
    return json.dumps(doc)


def _re2_words(seed: int) -> str:
    from knownfix.lookup import get_index

    rnd = random.Random(seed)
    words = " ".join(s.example for s in get_index().records.signatures).split()
    return "\n".join(" ".join(rnd.choice(words) for _ in range(300)) for _ in range(120))


ATTACKS: dict[str, Callable[[], object]] = {
    "timestamp-lines-256K": lambda: _timestamp_lines(256 * 1024) + MSG,
    "timestamp-lines-10M": lambda: _timestamp_lines(10 * MB) + MSG,
    "timestamp-one-line-10M": lambda: _timestamp_line(10 * MB) + "\n" + MSG,
    "normaliser-30K": lambda: _normaliser(30_000),
    "normaliser-10M": lambda: _normaliser(10 * MB),
    "normaliser-one-message-10M": lambda: _normaliser_body(10 * MB),
    "surrogates-10M": lambda: "\ud800" * (10 * MB) + "\n" + MSG,
    "surrogates-alternating-10M": lambda: "a\ud800" * (5 * MB) + "\n" + MSG,
    "one-line-10M-error-at-end": lambda: _fill("x", 10 * MB) + " " + MSG,
    "one-line-10M-error-at-start": lambda: MSG + " " + _fill("x", 10 * MB),
    "bytearray": lambda: bytearray(MSG.encode()),
    "memoryview": lambda: memoryview(MSG.encode()),
    "json-log-line-3K": lambda: _json_line(3000),
    "json-log-line-10M": lambda: _json_line(10 * MB),
    "cr-only-10M": lambda: _fill("noise line\r", 10 * MB) + MSG + "\r",
    "long-first-line-10M": lambda: MSG + " " + _fill("q", 40_000) + "\n" + _fill("log line\n", 10 * MB),
    "ansi-10M": lambda: _fill("\x1b[1;31m\x1b]0;", 10 * MB) + "\n" + MSG,
    "markers-10M": lambda: _fill("KeyError:Traceback (most recent call last)x.Error: ", 10 * MB) + "\n" + MSG,
    "escaped-newlines-10M": lambda: _fill('\\n\\"', 10 * MB) + "\\n" + MSG,
    "deep-json-10M": lambda: "[" * (5 * MB) + "]" * (5 * MB) + "\n" + MSG,
    "frames-10M": lambda: _fill('  File "/a.py", line 1, in f\n    x\n', 10 * MB) + "\n" + MSG,
    "warning-colons-10M": lambda: _fill("a:1: 1:2: a.a.a.Warning", 10 * MB) + "\n" + MSG,
}
#: Run as a series of lookups with the RE2 backend (memory growth of its DFA caches).
RE2_SERIES = "re2-backend-series-of-40"


def _rss_mb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(name: str) -> dict[str, object]:
    from knownfix.lookup import lookup_detailed

    lookup_detailed(MSG)  # load the index, compile what one lookup compiles
    base = _rss_mb()
    if name == RE2_SERIES:
        t0 = time.perf_counter()
        worst = 0.0
        for k in range(40):
            s = time.perf_counter()
            lookup_detailed(_re2_words(k))
            worst = max(worst, time.perf_counter() - s)
        return {"seconds": round(time.perf_counter() - t0, 3), "worst_one": round(worst, 3),
                "peak_extra_mb": round(_rss_mb() - base, 1), "found": None}
    data = ATTACKS[name]()
    t0 = time.perf_counter()
    try:
        result = lookup_detailed(data)  # type: ignore[arg-type]
        found: object = [m.id for m in result.matches][:1] == [WANT]
    except Exception as e:  # noqa: BLE001 - the "before" tree raises on some inputs
        found = f"{type(e).__name__}: {str(e)[:60]}"
    return {"seconds": round(time.perf_counter() - t0, 3), "peak_extra_mb": round(_rss_mb() - base, 1), "found": found}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--src", default=str(ROOT / "src"), help="the src/ folder to import knownfix from")
    ap.add_argument("--only", action="append", help="run only this attack (repeatable)")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds before an attack's child is stopped")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        sys.path.insert(0, args.src)
        print(json.dumps(child(args.child)))
        return
    names = args.only or [*ATTACKS, RE2_SERIES]
    print(f"src: {args.src}")
    print(f"{'attack':32} {'seconds':>9} {'peak MB':>8}  found expected entry")
    for name in names:
        env = dict(os.environ)
        env.setdefault("KNOWNFIX_CACHE_DIR", "/tmp/kf-attack-cache")
        if name == RE2_SERIES:
            env["KNOWNFIX_MATCHER"] = "re2"
        cmd = [sys.executable, __file__, "--src", args.src, "--child", name]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout, env=env, check=False)
            out = json.loads(proc.stdout.strip().splitlines()[-1]) if proc.returncode == 0 else {"error": proc.stderr[-200:]}
        except subprocess.TimeoutExpired:
            out = {"error": f"still running after {args.timeout:.0f} s (stopped)"}
        if "error" in out:
            print(f"{name:32} {'-':>9} {'-':>8}  {out['error']!s:.100}")
            continue
        extra = f"  (worst single lookup {out['worst_one']} s)" if "worst_one" in out else ""
        print(f"{name:32} {out['seconds']:>9} {out['peak_extra_mb']:>8}  {out['found']}{extra}")


if __name__ == "__main__":
    main()
