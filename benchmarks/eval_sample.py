"""Held-out measurement on real pasted errors (issue 14).

Runs ``lookup_detailed`` on every case of a held-out sample (default
``eval/sample/ecosystem-2026-12.yaml``: errors copied from public GitHub issues, taken as
they came, labelled by reading the paste) and prints how often knownfix gives a right
answer, a wrong one or none, per kind of answer and per library that raised the error.

A case is ``{name, source, raised_by, entry, text}``: ``raised_by`` is the library whose
code raised the final exception (``stdlib`` for Python itself, ``unknown`` when the
paste does not tell), ``entry`` the curated entry exactly about the error, or null.

Outcomes:

* right -- the curated top-1 is ``entry``; or, with no curated match, the possible match
  (``knownfix.lookup.possible``) is ``entry``; or there is neither, ``entry`` is null and the
  source answer's library is ``raised_by`` (a ``names`` answer also counts right when its
  library is the one of the module the message names);
* wrong -- a curated entry other than ``entry``, a possible match other than ``entry``, or a
  source answer naming another library;
* source-for-entry -- no curated match although ``entry`` is set, and the source tier
  answered with the right library instead (neither right nor wrong);
* none -- no answer at all.

It asserts nothing: a benchmark prints. Usage::

    python benchmarks/eval_sample.py [SAMPLE.yaml] [--kb DIR|FILE.kfa] [--cases]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

import yaml

from knownfix.lookup import lookup_detailed

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SAMPLE = ROOT / "eval" / "sample" / "ecosystem-2026-12.yaml"
OUTCOMES = ("right", "wrong", "source-for-entry", "none")

# import name -> distribution name, where the two differ (the inventory's library names)
DIST_OF_MODULE = {
    "sklearn": "scikit-learn",
    "cv2": "opencv-python",
    "pydantic_core": "pydantic-core",
    "PIL": "pillow",
    "yaml": "pyyaml",
    "google": "protobuf",
}


def module_library(module: str | None) -> str | None:
    if not module:
        return None
    top = module.split(".")[0]
    return DIST_OF_MODULE.get(top, top)


def judge(case: dict, result) -> tuple[str, str, str | None]:
    """(kind, outcome, answer) for one case."""
    entry = case.get("entry")
    raised_by = case.get("raised_by")
    if result.matches:
        top = result.matches[0].id
        return "entry", ("right" if top == entry else "wrong"), top
    possible = getattr(result, "possible", None) or []
    if possible:  # close wording, no signature matched: right only when it names the entry about this error
        top = possible[0].id
        return "possible", ("right" if top == entry else "wrong"), top
    source = getattr(result, "source", None) or []
    if not source:
        return "none", "none", None
    answer = source[0]
    library_ok = answer.library == raised_by
    if answer.kind == "names" and not library_ok:
        names = answer.names or {}
        library_ok = module_library(names.get("module")) == answer.library
    label = f"{answer.kind}:{answer.library}:{answer.id}"
    if not library_ok:
        return answer.kind, "wrong", label
    return answer.kind, ("right" if entry is None else "source-for-entry"), label


def share(n: int, total: int) -> str:
    return f"{n:4d} ({100.0 * n / total:5.1f} %)" if total else f"{n:4d}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sample", nargs="?", default=str(DEFAULT_SAMPLE))
    ap.add_argument("--kb", default=None, help="a KB folder or artifact (default: the built-in one)")
    ap.add_argument("--cases", action="store_true", help="print every case's outcome")
    args = ap.parse_args(argv)

    cases = yaml.safe_load(Path(args.sample).read_text(encoding="utf-8"))
    kwargs = {"kb": args.kb} if args.kb else {}

    t0 = time.perf_counter()
    lookup_detailed("warm-up: compile or open the knowledge base", **kwargs)
    warm = time.perf_counter() - t0

    rows = []
    t0 = time.perf_counter()
    for case in cases:
        result = lookup_detailed(case["text"], **kwargs)
        kind, outcome, answer = judge(case, result)
        rows.append((case, kind, outcome, answer))
    elapsed = time.perf_counter() - t0

    total = len(rows)
    by_outcome = Counter(outcome for _, _, outcome, _ in rows)
    print(f"sample: {args.sample}")
    print(f"cases: {total}   (warm-up {warm:.1f} s, lookups {elapsed:.2f} s)")
    print()
    print("in total (share of all cases)")
    for outcome in OUTCOMES:
        print(f"  {outcome:<17} {share(by_outcome[outcome], total)}")
    answered = total - by_outcome["none"]
    print(f"  answered          {share(answered, total)}")
    print()

    print("per kind of answer (share of all cases)")
    kinds = ("entry", "source", "names", "none")
    print(f"  {'kind':<8} {'cases':>14} " + " ".join(f"{o:>17}" for o in OUTCOMES))
    for kind in kinds:
        sel = [r for r in rows if r[1] == kind]
        c = Counter(r[2] for r in sel)
        print(f"  {kind:<8} {share(len(sel), total):>14} " + " ".join(f"{share(c[o], total):>17}" for o in OUTCOMES))
    print()

    print("by label (share of all cases)")
    labelled = [r for r in rows if r[0].get("entry")]
    unlabelled = [r for r in rows if not r[0].get("entry")]
    for name, sel in (("entry set", labelled), ("entry null", unlabelled)):
        c = Counter(r[2] for r in sel)
        print(f"  {name:<11} {len(sel):4d} cases: " + ", ".join(f"{o} {share(c[o], total)}" for o in OUTCOMES))
    print()

    print("per library that raised the error (counts)")
    per_lib: dict[str, Counter] = defaultdict(Counter)
    for case, _, outcome, _ in rows:
        per_lib[case.get("raised_by") or "unknown"][outcome] += 1
    print(f"  {'raised_by':<22} {'cases':>5} " + " ".join(f"{o:>16}" for o in OUTCOMES))
    for lib in sorted(per_lib, key=lambda k: (-sum(per_lib[k].values()), k)):
        c = per_lib[lib]
        print(f"  {lib:<22} {sum(c.values()):5d} " + " ".join(f"{c[o]:16d}" for o in OUTCOMES))
    print()

    wrong = [r for r in rows if r[2] == "wrong"]
    print(f"wrong answers ({len(wrong)})")
    for case, kind, _, answer in wrong:
        print(f"  {case['name']}: {kind} {answer} (expected entry={case.get('entry')}, "
              f"raised_by={case.get('raised_by')}) {case.get('source')}")
    misses = [r for r in rows if r[2] == "source-for-entry"]
    print(f"source answer where a curated entry applies ({len(misses)})")
    for case, kind, _, answer in misses:
        print(f"  {case['name']}: {answer} (expected entry={case.get('entry')})")
    unanswered_labelled = [r for r in rows if r[2] == "none" and r[0].get("entry")]
    print(f"no answer although a curated entry applies ({len(unanswered_labelled)})")
    for case, *_ in unanswered_labelled:
        print(f"  {case['name']}: expected {case.get('entry')}")

    if args.cases:
        print()
        print("every case")
        for case, kind, outcome, answer in rows:
            print(f"  {outcome:<17} {kind:<7} {case['name']}: {answer}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
