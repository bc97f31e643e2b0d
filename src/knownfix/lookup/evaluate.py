"""The evaluation set: loading ``eval/cases/**/*.yaml`` and scoring the engine on it.

A case file is a YAML list of ``{name, source, expect, text}``: ``expect`` is the
entry ID the text must return first, or ``null`` when the right answer is "no
match" (negatives live in ``eval/cases/_negative/``). ``source`` is where the
text comes from (a public issue URL, or ``lab:<scenario>``).

Run::

    python -m knownfix.lookup.evaluate [--cases eval/cases] [--kb kb] [--min-top1 0.95] [--max-fpr 0.05]

It prints top-1 accuracy and MRR on positives, no-match precision/recall, the
false-positive rate on negatives, a reliability table (score bin -> share of
correct top answers), the two kinds of error counted apart — *over-match* (a wrong
entry first: a positive answered with another entry, or a negative answered at
all) and *under-match* (a positive answered "no match") — per domain, per case
set (``_real/robust-<kind>.yaml`` files: one kind of paste each) and per tier,
and every failure. Cases whose expected entry is not in the
KB are listed as skipped, not scored. Exit 1 when a ``--min-top1`` /
``--max-fpr`` floor is missed, 2 on unreadable input.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from ..kb import load_kb
from . import lookup

DEFAULT_CASES = Path(__file__).resolve().parents[3] / "eval" / "cases"


class Case(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    source: str
    expect: str | None
    text: str


@dataclass(frozen=True)
class LoadedCase:
    case: Case
    file: str

    @property
    def label(self) -> str:
        return f"{self.file}::{self.case.name}"


def load_cases(root: Path | str = DEFAULT_CASES) -> tuple[list[LoadedCase], list[str]]:
    """Every case under ``root`` (recursively) and a list of problems (never raises on content)."""
    root = Path(root)
    cases: list[LoadedCase] = []
    problems: list[str] = []
    if not root.is_dir():
        return [], [f"{root}: evaluation-case folder not found"]
    for path in sorted(root.rglob("*.yaml")):
        shown = str(path.relative_to(root))
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
            problems.append(f"{shown}: cannot load: {e}")
            continue
        if not isinstance(data, list):
            problems.append(f"{shown}: must be a YAML list of cases")
            continue
        for i, item in enumerate(data):
            try:
                cases.append(LoadedCase(Case.model_validate(item), shown))
            except ValidationError as e:
                err = e.errors()[0]
                problems.append(f"{shown}[{i}]: {'.'.join(map(str, err['loc'])) or 'case'}: {err['msg']}")
    names = [c.label for c in cases]
    problems.extend(f"{n}: duplicate case name" for n in sorted({n for n in names if names.count(n) > 1}))
    return cases, problems


@dataclass
class Report:
    positives: int = 0
    negatives: int = 0
    top1: float = 0.0
    mrr: float = 0.0
    no_match_precision: float = 1.0
    no_match_recall: float = 1.0
    false_positive_rate: float = 0.0
    failures: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    bins: dict[str, tuple[int, int]] = field(default_factory=dict)  # score bin -> (correct, total)
    #: Source tier (only with an artifact that carries the inventory), over cases the curated tier did not answer:
    #: answered / names a library the paste shows / names another library (counted wrong).
    source: dict[str, int] = field(default_factory=dict)
    source_wrong: list[str] = field(default_factory=list)
    #: Possible tier over the cases the curated tier did not answer: answered / right (positives), answered (negatives).
    possible: dict[str, int] = field(default_factory=dict)
    possible_wrong: list[str] = field(default_factory=list)
    #: Per group ("domain <d>", "set <file>", "tier <t>") -> counts: cases, correct, over (a wrong entry first),
    #: under (a positive answered "no match").
    groups: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def over_match_rate(self) -> float:
        """Share of all scored pastes (positives and negatives) whose first answer is a wrong entry."""
        total = self.positives + self.negatives
        return self.groups.get("all", {}).get("over", 0) / total if total else 0.0

    @property
    def under_match_rate(self) -> float:
        """Share of the positives answered "no match"."""
        return self.groups.get("all", {}).get("under", 0) / self.positives if self.positives else 0.0

    @property
    def possible_precision(self) -> float:
        """Right possible answers over all possible answers (positives and negatives); 1.0 when it answered none."""
        answered = self.possible.get("positives_answered", 0) + self.possible.get("negatives_answered", 0)
        return self.possible.get("positives_right", 0) / answered if answered else 1.0

    def as_dict(self) -> dict[str, Any]:
        return self.__dict__.copy()


def _source_check(rep: Report, lc: LoadedCase, art: Any) -> None:
    """Score the source tier on a case the curated tier left unanswered."""
    from . import lookup_detailed

    res = lookup_detailed(lc.case.text, kb=art, limit=5)
    kind = "negatives" if lc.case.expect is None else "positives"
    rep.source[f"{kind}_unanswered"] = rep.source.get(f"{kind}_unanswered", 0) + 1
    if not res.source:
        return
    top = res.source[0]
    rep.source[f"{kind}_answered"] = rep.source.get(f"{kind}_answered", 0) + 1
    shown = {lib for lib in res.parsed.context.libraries if lib != "python"}
    third_party = {lib for lib in shown if lib.split(".")[0] not in sys.stdlib_module_names}
    printed = (res.parsed.final.type or "").rsplit(".", 1)[-1] if res.parsed.final is not None else ""
    builtin = printed in dir(__builtins__) if isinstance(__builtins__, ModuleType) else printed in __builtins__
    # Python's own messages (a builtin exception raised by the interpreter or the standard library) can come from
    # any library's code; another library's answer must be one the paste shows (a standard-library module the
    # paste shows, json or _pickle, is Python's own).
    plausible = top.kind == "names" or top.library in shown or (top.library == "stdlib" and (builtin or not third_party))
    key = f"{kind}_plausible" if plausible else f"{kind}_other_library"
    rep.source[key] = rep.source.get(key, 0) + 1
    if not plausible:
        rep.source_wrong.append(f"{lc.label}: {top.id} ({top.library}) but the paste shows {sorted(shown) or 'no library'}")


def _possible_check(rep: Report, lc: LoadedCase, kb: Any) -> None:
    """Score the possible tier on a case the curated tier left unanswered."""
    from . import lookup_detailed

    got = lookup_detailed(lc.case.text, kb=kb, limit=5, source=True).possible
    kind = "negatives" if lc.case.expect is None else "positives"
    rep.possible[f"{kind}_unanswered"] = rep.possible.get(f"{kind}_unanswered", 0) + 1
    if not got:
        return
    rep.possible[f"{kind}_answered"] = rep.possible.get(f"{kind}_answered", 0) + 1
    if got[0].id == lc.case.expect:
        rep.possible[f"{kind}_right"] = rep.possible.get(f"{kind}_right", 0) + 1
    else:
        rep.possible_wrong.append(f"{lc.label}: possible {got[0].id} ({got[0].similarity:.2f}), expected {lc.case.expect}")


def _case_groups(lc: LoadedCase) -> list[str]:
    c = lc.case
    domain = c.expect.split("/", 1)[0] if c.expect else "negatives"
    out = ["all", f"domain {domain}"]
    stem = lc.file.rsplit(".", 1)[0]
    if "robust-" in stem or stem.startswith("_negative/"):
        out.append(f"set {stem}")
    return out


def _count(rep: Report, lc: LoadedCase, outcome: str, tier: str | None) -> None:
    """Count one case's ``outcome`` ("correct" / "over" / "under") in its groups and in the answering tier."""
    groups = _case_groups(lc)
    if tier is not None:
        groups.append(f"tier {tier}")
    for g in groups:
        row = rep.groups.setdefault(g, {"cases": 0, "correct": 0, "over": 0, "under": 0})
        row["cases"] += 1
        row[outcome] += 1


def evaluate(cases: list[LoadedCase], kb: Any, artifact: Any = None) -> Report:
    """Score the engine on ``cases`` against ``kb`` (and the source tier of ``artifact``, when given)."""
    rep = Report()
    known = {e.id for e in kb}
    hits1 = rr = 0.0
    nm_returned = nm_correct = neg_with_match = 0
    for lc in cases:
        c = lc.case
        if c.expect is not None and c.expect not in known:
            rep.skipped.append(f"{lc.label}: expects {c.expect}, which is not in the KB")
            continue
        res = lookup(c.text, kb=kb, limit=5)
        ids = [m.id for m in res]
        if res:
            lo = min(int(res[0].score * 10), 9) / 10
            key = f"{lo:.1f}-{lo + 0.1:.1f}"
            ok, tot = rep.bins.get(key, (0, 0))
            rep.bins[key] = (ok + (ids[0] == c.expect), tot + 1)
        else:
            nm_returned += 1
            nm_correct += c.expect is None
            _possible_check(rep, lc, kb)
            if artifact is not None and artifact.inventory():
                _source_check(rep, lc, artifact)
        tier = "exact" if res else "none"
        if c.expect is None:
            rep.negatives += 1
            _count(rep, lc, "over" if res else "correct", tier)
            if res:
                neg_with_match += 1
                rep.failures.append(f"{lc.label}: expected no match, got {ids[0]} ({res[0].score:.2f}) on {res[0].matched_text[:80]!r}")
            continue
        rep.positives += 1
        _count(rep, lc, "under" if not ids else ("correct" if ids[0] == c.expect else "over"), tier)
        if ids and ids[0] == c.expect:
            hits1 += 1
        if c.expect in ids:
            rr += 1 / (ids.index(c.expect) + 1)
        if not ids or ids[0] != c.expect:
            got = f"{ids[0]} ({res[0].score:.2f})" if ids else "no match"
            rep.failures.append(f"{lc.label}: expected {c.expect}, got {got}")
    if rep.positives:
        rep.top1, rep.mrr = hits1 / rep.positives, rr / rep.positives
    if nm_returned:
        rep.no_match_precision = nm_correct / nm_returned
    if rep.negatives:
        rep.no_match_recall = (rep.negatives - neg_with_match) / rep.negatives
        rep.false_positive_rate = neg_with_match / rep.negatives
    return rep


def format_report(rep: Report) -> str:
    lines = [
        f"positives: {rep.positives}   negatives: {rep.negatives}   skipped: {len(rep.skipped)}",
        f"top-1 accuracy:       {rep.top1:.3f}",
        f"MRR:                  {rep.mrr:.3f}",
        f"no-match precision:   {rep.no_match_precision:.3f}",
        f"no-match recall:      {rep.no_match_recall:.3f}",
        f"false-positive rate:  {rep.false_positive_rate:.3f}",
        "reliability (top score bin: correct/total):",
    ]
    lines += [f"  {k}: {ok}/{tot}" for k, (ok, tot) in sorted(rep.bins.items())]
    lines.append(
        f"over-match (a wrong entry first): {rep.over_match_rate:.3f} of all pastes   "
        f"under-match (no match where an entry exists): {rep.under_match_rate:.3f} of positives"
    )
    lines.append("  group                                      cases  correct  over  under")
    order = sorted(rep.groups, key=lambda g: (g != "all", g.split(" ", 1)[0], g))
    for g in order:
        row = rep.groups[g]
        lines.append(f"  {g:<42} {row['cases']:>5}  {row['correct']:>7}  {row['over']:>4}  {row['under']:>5}")
    if rep.source:
        src = rep.source
        for kind in ("positives", "negatives"):
            lines.append(
                f"source tier on {kind} the curated tier left unanswered: {src.get(kind + '_answered', 0)} of "
                f"{src.get(kind + '_unanswered', 0)} answered; {src.get(kind + '_plausible', 0)} name a library the "
                f"paste shows (or a name history), {src.get(kind + '_other_library', 0)} another library"
            )
        lines += [f"  source tier, another library: {w}" for w in rep.source_wrong]
    pos = rep.possible
    lines.append(
        f"possible tier on what the curated tier left unanswered: positives {pos.get('positives_answered', 0)} of "
        f"{pos.get('positives_unanswered', 0)} answered, {pos.get('positives_right', 0)} right; negatives "
        f"{pos.get('negatives_answered', 0)} of {pos.get('negatives_unanswered', 0)} answered (wrong); "
        f"precision {rep.possible_precision:.2f}"
    )
    lines += [f"  possible tier, wrong: {w}" for w in rep.possible_wrong]
    lines.append(f"failures ({len(rep.failures)}):")
    lines += [f"  {f}" for f in rep.failures]
    if rep.skipped:
        lines.append(f"skipped ({len(rep.skipped)}):")
        lines += [f"  {s}" for s in rep.skipped]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m knownfix.lookup.evaluate", description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=Path, default=DEFAULT_CASES)
    ap.add_argument("--kb", type=Path, default=None, help="KB folder (default: $KNOWNFIX_KB or ./kb)")
    ap.add_argument("--min-top1", type=float, default=None)
    ap.add_argument("--max-fpr", type=float, default=None)
    ap.add_argument("--no-source", action="store_true", help="skip the source tier (the message inventory)")
    args = ap.parse_args(argv)
    cases, problems = load_cases(args.cases)
    for p in problems:
        print(f"problem: {p}", file=sys.stderr)
    kb = load_kb(args.kb)
    if not len(kb):
        print(f"error: no entries loaded from {kb.root}", file=sys.stderr)
        return 2
    if not cases:
        print(f"error: no cases under {args.cases}", file=sys.stderr)
        return 2
    art = None
    if not args.no_source:
        from ..artifact import open_kb

        art = open_kb(kb.root)
    rep = evaluate(cases, kb, art)
    print(format_report(rep))
    if problems:  # said again after the report, where a skipped file cannot be overlooked
        print(f"\n{len(problems)} problem(s) loading the cases (those cases were NOT evaluated):", file=sys.stderr)
        for p in problems:
            print(f"  {p}", file=sys.stderr)
    ok = (args.min_top1 is None or rep.top1 >= args.min_top1) and (args.max_fpr is None or rep.false_positive_rate <= args.max_fpr)
    return 0 if ok and not problems else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
