"""Benchmark: in-process lookup latency with the message inventory loaded (issue 14), beside the curated tier alone.

Runs ``lookup_detailed`` on every paste of the held-out samples (``eval/sample/*.yaml``) and of
the eval set (``eval/cases/**/*.yaml``), after one warm-up pass, twice: with the source tier
(what a lookup does when no curated entry matches: the possible tier, then the inventory) and
with ``source=False`` (the curated tier alone, the baseline). Times are this process's CPU time
(``--wall`` for wall-clock time, which a loaded machine inflates). Prints the artifact's size, its
inventory's template count, and p50 / p90 / p99 / max per lookup for each, on the same pastes.
It asserts nothing: a benchmark prints. Usage::

    python benchmarks/bench_inventory.py [--kb DIR|FILE.kfa] [--rounds 3]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import yaml

from knownfix.lookup import _artifact_of, lookup_detailed

ROOT = Path(__file__).resolve().parent.parent
#: CPU time of this process (the default: figures that hold on a busy machine) or wall-clock time (``--wall``).
CLOCK = time.process_time


def _pastes() -> list[str]:
    texts: list[str] = []
    for path in sorted((ROOT / "eval" / "sample").glob("*.yaml")) + sorted((ROOT / "eval" / "cases").rglob("*.yaml")):
        try:
            cases = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        except yaml.YAMLError:
            print(f"skipped (not YAML): {path.relative_to(ROOT)}")
            continue
        for case in cases:
            if isinstance(case, dict) and isinstance(case.get("text"), str):
                texts.append(case["text"])
    return texts


def _times(texts: list[str], art: object, source: bool, rounds: int) -> list[float]:
    out: list[float] = []
    for _ in range(rounds):
        for text in texts:
            t0 = CLOCK()
            lookup_detailed(text, kb=art, source=source)
            out.append((CLOCK() - t0) * 1000)
    return out


def _row(name: str, ms: list[float]) -> str:
    q = statistics.quantiles(ms, n=100)
    return f"  {name:<34} {q[49]:8.3f} {q[89]:8.3f} {q[98]:8.3f} {max(ms):8.3f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kb", default=None, help="KB folder or artifact (default: the checkout's KB)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--wall", action="store_true", help="wall-clock time instead of this process's CPU time")
    args = ap.parse_args()
    global CLOCK
    if args.wall:
        CLOCK = time.perf_counter
    art = _artifact_of(args.kb)
    texts = _pastes()
    t0 = time.perf_counter()
    for text in texts:  # warm-up: open the artifact, load both matchers, fill the memo of templates read
        lookup_detailed(text, kb=art)
    warm = time.perf_counter() - t0
    inv = art.inventory()
    size = Path(art.path).stat().st_size / 1e6
    print(f"artifact: {art.path} ({size:.1f} MB); inventory templates: {inv.meta.get('templates', 0)}")
    print(f"pastes: {len(texts)} x {args.rounds} rounds (warm-up pass {warm:.1f} s)")
    print(f"  {'per lookup, ms (' + ('wall' if args.wall else 'CPU') + ')':<34} {'p50':>8} {'p90':>8} {'p99':>8} {'max':>8}")
    with_source = _times(texts, art, True, args.rounds)
    curated = _times(texts, art, False, args.rounds)
    print(_row("curated tier alone (baseline)", curated))
    print(_row("with possible + source tiers", with_source))
    unanswered = [t for t in texts if not lookup_detailed(t, kb=art, source=False).matches]
    print(f"pastes no curated entry answers (the source tier runs): {len(unanswered)}")
    print(_row("  those alone, curated tier", _times(unanswered, art, False, args.rounds)))
    print(_row("  those alone, with source tier", _times(unanswered, art, True, args.rounds)))


if __name__ == "__main__":
    main()
