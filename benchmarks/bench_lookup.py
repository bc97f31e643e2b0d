"""Benchmark: the lookup engine vs a naive baseline at 1k / 10k / 100k synthetic entries.

Run::

    .venv/bin/python benchmarks/bench_lookup.py            # 1k, 10k, 100k
    .venv/bin/python benchmarks/bench_lookup.py --quick    # 1k, 10k, fewer queries
    .venv/bin/python benchmarks/bench_lookup.py --sizes 1000 --backend re2

Synthetic entries have realistic signature shapes (literal phrases with ``\\d+``,
``'[^']+'``, ``\\w+``, alternations, ``.*`` gaps), each with an example message.
Two query sets: short messages (half match an entry, half match nothing) and
200-line tracebacks ending in one entry's message. Per-lookup latency is the whole
public path (parse, one scan, rank, causes): ``engine.run(text, index)``.

The naive baseline is what peer knowledge bases do: loop over every entry's
compiled ``re`` pattern for every query, then rank the hits by word overlap
between the normalised input and the entry's example.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from knownfix.index import Records, SigRecord, build_index
from knownfix.index.records import CauseRecord, EntryRecord, HintRecord, specificity
from knownfix.lookup.engine import run
from knownfix.lookup.normalize import similarity, tokens

_SYL = ["ba", "ko", "ri", "te", "mu", "sa", "len", "dor", "vi", "qu", "an", "pex", "tor", "gal", "nim", "es", "ul", "fra"]
_TYPES = ["RuntimeError", "ValueError", "TypeError", "KeyError", "IndexError", "AttributeError", "OSError", "ImportError"]


def _vocab(rng: random.Random, n: int = 3000) -> list[str]:
    words: set[str] = set()
    while len(words) < n:
        words.add("".join(rng.choice(_SYL) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def _signature(rng: random.Random, v: list[str]) -> tuple[str, str]:
    """One (pattern, example) pair of a realistic shape."""
    w = [rng.choice(v) for _ in range(8)]
    n1, n2, name = rng.randint(1, 512), rng.randint(1, 512), rng.choice(v)
    shapes = [
        (f"{w[0]} {w[1]} {w[2]} must match the {w[3]} of {w[4]} \\(\\d+\\) at dimension \\d+",
         f"{w[0]} {w[1]} {w[2]} must match the {w[3]} of {w[4]} ({n1}) at dimension {n2}"),
        (f"'[^']+' object has no attribute '{w[0]}_{w[1]}'", f"'{name}' object has no attribute '{w[0]}_{w[1]}'"),
        (f"Expected {w[0]} {w[1]} to have (?:{w[2]}|{w[3]}) \\w+, but got {w[4]} instead",
         f"Expected {w[0]} {w[1]} to have {w[2]} float32, but got {w[4]} instead"),
        (f"cannot {w[0]} {w[1]} '[^']+' from {w[2]} {w[3]}.* \\({w[4]} {w[5]}\\)",
         f"cannot {w[0]} {w[1]} '{name}' from {w[2]} {w[3]} module ({w[4]} {w[5]})"),
        (f"{w[0]} {w[1]} {w[2]} {w[3]} is not supported for {w[4]} with {w[5]} {w[6]}",
         f"{w[0]} {w[1]} {w[2]} {w[3]} is not supported for {w[4]} with {w[5]} {w[6]}"),
        (f"No {w[0]} named '[A-Za-z0-9_.]+' in {w[1]} {w[2]} {w[3]}", f"No {w[0]} named '{name}' in {w[1]} {w[2]} {w[3]}"),
    ]
    return rng.choice(shapes)


def make_records(n: int, seed: int = 7) -> Records:
    rng = random.Random(seed)
    v = _vocab(rng)
    recs = Records()
    for i in range(n):
        eid = f"synthetic/e{i}"
        causes = (
            CauseRecord("c1", "first cause", (HintRecord(frame=f"{rng.choice(v)}\\.py", text=None, reason="frame"),)),
            CauseRecord("c2", "second cause", (HintRecord(frame=None, text=f"{rng.choice(v)}\\(", reason="text"),)),
        )
        recs.entries[eid] = EntryRecord(id=eid, title=f"entry {i}", domain="python", causes=causes)
        for s in range(rng.choice((1, 1, 2))):
            pat, ex = _signature(rng, v)
            recs.signatures.append(SigRecord(eid, f"s{s}", rng.choice(_TYPES), pat, ex, specificity(pat)))
    return recs


def make_queries(recs: Records, count: int, seed: int = 11) -> tuple[list[str], list[str]]:
    rng = random.Random(seed)
    v = _vocab(random.Random(99))
    short, tracebacks = [], []
    for i in range(count):
        sig = rng.choice(recs.signatures)
        if i % 2:
            short.append(f"{sig.exception}: {sig.example}")
        else:
            short.append(f"{rng.choice(_TYPES)}: " + " ".join(rng.choice(v) for _ in range(12)))
        lines = ["Traceback (most recent call last):"]
        while len(lines) < 199:
            mod = "/".join(rng.choice(v) for _ in range(3))
            lines.append(f'  File "/home/u/.venv/lib/python3.11/site-packages/{mod}.py", line {rng.randint(1, 3000)}, in {rng.choice(v)}')
            lines.append(f"    {rng.choice(v)} = {rng.choice(v)}({rng.choice(v)}, {rng.randint(0, 99)})")
        sig = rng.choice(recs.signatures)
        lines.append(f"{sig.exception}: {sig.example}")
        tracebacks.append("\n".join(lines))
    return short, tracebacks


class Naive:
    """The baseline: one compiled ``re`` per signature, looped per query; word-overlap ranking."""

    def __init__(self, recs: Records):
        self.sigs = [(s, re.compile(s.pattern, re.MULTILINE), tokens(s.example)) for s in recs.signatures]

    def lookup(self, text: str, limit: int = 5) -> list[tuple[float, str]]:
        qt = tokens(text[-4000:])
        hits = [(similarity(qt, toks), s.entry_id) for s, rx, toks in self.sigs if rx.search(text)]
        return sorted(hits, reverse=True)[:limit]


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def _time(fn, queries: list[str]) -> tuple[float, float]:
    times = []
    for q in queries:
        t0 = time.perf_counter()
        fn(q)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6, _pct(times, 0.99) * 1e6


def bench(sizes: list[int], queries: int, baseline_queries: int, backend: str | None) -> None:
    rows = []
    for n in sizes:
        recs = make_records(n)
        short, tbs = make_queries(recs, queries)
        t0 = time.perf_counter()
        index = build_index(recs, backend=backend)
        build_s = time.perf_counter() - t0
        for q in short[:3] + tbs[:3]:  # warm-up
            run(q, index)
        e_short = _time(lambda q, index=index: run(q, index), short)
        e_tb = _time(lambda q, index=index: run(q, index), tbs)
        t0 = time.perf_counter()
        naive = Naive(recs)
        nbuild_s = time.perf_counter() - t0
        nq = max(4, min(baseline_queries, queries))
        n_short = _time(naive.lookup, short[:nq])
        n_tb = _time(naive.lookup, tbs[:nq])
        rows.append((n, len(recs.signatures), index.backend, build_s, e_short, e_tb, nbuild_s, n_short, n_tb))
        print(f"  done {n} entries", file=sys.stderr, flush=True)
    head = f"{'entries':>8} {'sigs':>7} {'backend':>9} {'build s':>8} | {'short p50/p99 µs':>18} {'200-line p50/p99 µs':>20} | {'naive build s':>13} {'naive short p50/p99 µs':>24} {'naive 200-line p50/p99 µs':>27} | {'speedup short/200 (p50)':>24}"
    print(head)
    print("-" * len(head))
    for n, ns, be, b, es, et, nb, nsh, ntb in rows:
        print(
            f"{n:>8} {ns:>7} {be:>9} {b:>8.2f} | {es[0]:>8.0f}/{es[1]:<9.0f} {et[0]:>9.0f}/{et[1]:<10.0f} | {nb:>13.2f} "
            f"{nsh[0]:>11.0f}/{nsh[1]:<12.0f} {ntb[0]:>12.0f}/{ntb[1]:<14.0f} | {nsh[0] / es[0]:>10.1f}x / {ntb[0] / et[0]:.1f}x"
        )
    if len(rows) > 1:
        first, last = rows[0], rows[-1]
        print(
            f"engine p99 growth {first[0]} -> {last[0]} entries: short {last[4][1] / first[4][1]:.2f}x, "
            f"200-line {last[5][1] / first[5][1]:.2f}x   (naive: short {last[7][1] / first[7][1]:.1f}x, 200-line {last[8][1] / first[8][1]:.1f}x)"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="1k and 10k entries, 60 queries")
    ap.add_argument("--sizes", type=int, nargs="*", default=None)
    ap.add_argument("--queries", type=int, default=None)
    ap.add_argument("--baseline-queries", type=int, default=40, help="queries for the (slow) naive baseline")
    ap.add_argument("--backend", default=None, help="hyperscan | re2 | re (default: best available)")
    args = ap.parse_args()
    sizes = args.sizes or ([1000, 10000] if args.quick else [1000, 10000, 100000])
    queries = args.queries or (60 if args.quick else 300)
    bench(sizes, queries, min(args.baseline_queries, 20 if args.quick else args.baseline_queries), args.backend)


if __name__ == "__main__":
    main()
