"""Fragments of real messages: how often a paste holding only part of a message finds its entry.

Takes every positive case of the evaluation set whose final message (as parsed) is at least
``--min-chars`` long and makes pastes that keep only part of that message, cut at character
positions (mid-word, as a log excerpt or an issue title cuts):

* ``start-cut`` — the message without its first third (the paste starts in the middle);
* ``tail`` — only its last half;
* ``middle`` — the part between 25 % and 75 % of its length;
* ``first-line`` — for a message of several lines, only its first line.

Each variant is looked up alone (no type prefix, no traceback: the worst case) and with the
exception type in front (``Type: …``); the table prints right / wrong / none per variant, and
the evaluation negatives' false answers beside them. It asserts nothing: a benchmark prints.

    python benchmarks/eval_fragments.py [--cases eval/cases] [--kb kb] [--min-chars 80] [--show-wrong]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from knownfix.lookup import lookup, lookup_detailed
from knownfix.lookup.evaluate import load_cases

ROOT = Path(__file__).resolve().parent.parent


def variants(message: str) -> dict[str, str]:
    n = len(message)
    out = {"start-cut": message[n // 3 :], "tail": message[n // 2 :], "middle": message[n // 4 : 3 * n // 4]}
    lines = [ln for ln in message.splitlines() if ln.strip()]
    if len(lines) >= 2:
        out["first-line"] = lines[0]
    return {k: v.strip() for k, v in out.items() if len(v.strip()) >= 20}


def cut_pastes(cases, kb: str, min_chars: int = 80):
    """(case, variant name, cut text, exception type) for every distinct final message of a positive case
    that is at least ``min_chars`` long (the same message in several cases counts once)."""
    seen: set[tuple[str, str]] = set()
    for c in cases:
        if c.case.expect is None:
            continue
        final = lookup_detailed(c.case.text, kb=kb, source=False).parsed.final
        if final is None or len(final.message) < min_chars or (c.case.expect, final.message) in seen:
            continue
        seen.add((c.case.expect, final.message))
        for kind, text in variants(final.message).items():
            yield c, kind, text, final.type


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", default=str(ROOT / "eval" / "cases"))
    ap.add_argument("--kb", default=str(ROOT / "kb"))
    ap.add_argument("--min-chars", type=int, default=80)
    ap.add_argument("--show-wrong", action="store_true", help="print every wrong answer")
    args = ap.parse_args(argv)
    cases, problems = load_cases(args.cases)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    tally: dict[str, Counter[str]] = {}
    wrong: list[str] = []
    for c, kind, text, exc_type in cut_pastes(cases, args.kb, args.min_chars):
        for label, paste in ((kind, text), (f"{kind} + type", f"{exc_type}: {text}" if exc_type else None)):
            if paste is None:
                continue
            got = lookup(paste, kb=args.kb, limit=1)
            t = tally.setdefault(label, Counter())
            if not got:
                t["none"] += 1
            elif got[0].id == c.case.expect:
                t["right"] += 1
            else:
                t["wrong"] += 1
                wrong.append(f"{label}: {c.label}: expected {c.case.expect}, got {got[0].id} ({got[0].score:.2f}): {paste[:120]!r}")
    neg = [c for c in cases if c.case.expect is None]
    fp = sum(1 for c in neg if lookup(c.case.text, kb=args.kb, limit=1))
    print(f"{'variant':<22} {'pastes':>6} {'right':>6} {'wrong':>6} {'none':>6}  right %")
    for label in sorted(tally):
        t = tally[label]
        n = sum(t.values())
        print(f"{label:<22} {n:>6} {t['right']:>6} {t['wrong']:>6} {t['none']:>6}  {100 * t['right'] / n:5.1f}")
    print(f"evaluation negatives answered (false positives): {fp} of {len(neg)}")
    if args.show_wrong:
        print("\n".join(wrong))
    else:
        print(f"{len(wrong)} wrong answers (--show-wrong lists them)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
