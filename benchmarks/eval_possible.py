"""Precision of the possible tier (``knownfix.lookup.possible``) on what the exact tier leaves unanswered.

Three sets, each looked up with ``lookup_detailed`` (the possible tier runs only when no signature
matched):

* the evaluation positives with no exact answer (real pastes the signatures miss);
* the evaluation negatives (near-misses: every possible answer there is wrong);
* cut-down copies of every positive's final message (``eval_fragments.variants``: its last two
  thirds, last half, middle half, first line) that the exact tier leaves unanswered.

Prints, per set, how many got a possible answer, how many of those were right, and the precision
(right / answered) over all three and over the real pastes alone. ``--thresholds`` tries other
similarity floors (margin fixed) to show the trade-off. It asserts nothing: a benchmark prints.

    python benchmarks/eval_possible.py [--cases eval/cases] [--kb kb] [--thresholds 0.6,0.7,0.75,0.8]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from eval_fragments import cut_pastes

from knownfix.lookup import lookup_detailed, possible
from knownfix.lookup.evaluate import load_cases

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", default=str(ROOT / "eval" / "cases"))
    ap.add_argument("--kb", default=str(ROOT / "kb"))
    ap.add_argument("--thresholds", default="", help="similarity floors to try, comma-separated")
    ap.add_argument("--show", action="store_true", help="print every possible answer")
    args = ap.parse_args(argv)
    cases, problems = load_cases(args.cases)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    missed: list[tuple[str | None, str, str]] = []  # (expected, text, label)
    negatives: list[tuple[str | None, str, str]] = []
    for c in cases:
        if c.case.expect is None:
            negatives.append((None, c.case.text, c.label))
        elif not lookup_detailed(c.case.text, kb=args.kb, source=False).matches:
            missed.append((c.case.expect, c.case.text, c.label))
    cut = [(c.case.expect, text, f"{c.label} [{kind}]") for c, kind, text, _ in cut_pastes(cases, args.kb)
           if not lookup_detailed(text, kb=args.kb, source=False).matches]
    floors = [float(x) for x in args.thresholds.split(",") if x.strip()] or [possible.MIN_SIMILARITY]
    default = possible.MIN_SIMILARITY
    print(f"{'floor':>5}  {'set':<34} {'pastes':>6} {'answered':>8} {'right':>6}")
    for floor in floors:
        possible.MIN_SIMILARITY = floor
        totals = {"all": [0, 0], "real": [0, 0]}
        for name, rows in (("positives the exact tier misses", missed), ("negatives", negatives),
                           ("cut-down messages (synthetic)", cut)):
            answered = right = 0
            for expect, text, label in rows:
                got = lookup_detailed(text, kb=args.kb).possible
                if not got:
                    continue
                answered += 1
                right += got[0].id == expect
                if args.show:
                    print(f"       {'right' if got[0].id == expect else 'WRONG'}: {label}: {got[0].id} {got[0].similarity:.2f}")
            print(f"{floor:>5.2f}  {name:<34} {len(rows):>6} {answered:>8} {right:>6}")
            totals["all"][0] += answered
            totals["all"][1] += right
            if "synthetic" not in name:
                totals["real"][0] += answered
                totals["real"][1] += right
        for k, (a, r) in totals.items():
            print(f"{floor:>5.2f}  precision ({k}): {r}/{a} = {r / a:.2f}" if a else f"{floor:>5.2f}  precision ({k}): nothing answered")
    possible.MIN_SIMILARITY = default
    return 0


if __name__ == "__main__":
    sys.exit(main())
