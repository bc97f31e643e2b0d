"""Rules for one loaded entry: identity, languages, patterns, references, lab, docs.

Each rule function takes an :class:`EntryContext` and yields problems; the
context knows the entry's file, its line map and the KB around it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from ..kb.libraries import release_of
from ..kb.loader import LoadedEntry, Loc, Problem, _dotted
from .patterns import pattern_problems
from .safety import check_safety
from .text import text_problems, walk_texts
from .translations import check_translations
from .wording import author_problem, frequency_problems, lab_dated_bounds, process_problems, weaker_goal


@dataclass
class LabMatrix:
    """What lab/environments.yaml says about versions: per environment, library -> version."""

    versions: dict[str, dict[str, Version]] = field(default_factory=dict)
    defaults: dict[str, list[str]] = field(default_factory=dict)  # domain -> environment names

    def oldest(self, envs: list[str]) -> dict[str, Version]:
        out: dict[str, Version] = {}
        for env in envs:
            for lib, version in self.versions.get(env, {}).items():
                if lib not in out or version < out[lib]:
                    out[lib] = version
        return out


@dataclass
class EntryContext:
    loaded: LoadedEntry
    shown: str  # the path as problems print it
    entry_exists: Callable[[str], bool]  # does <kb>/<id>/entry.yaml exist?
    environments: frozenset[str] | None  # names from lab/environments.yaml, None when there is no such file
    matrix: LabMatrix = field(default_factory=LabMatrix)

    def problem(self, loc: Loc, message: str) -> Problem:
        return Problem(self.shown, self.loaded.line_of(loc), _dotted(loc), message)


def check_identity(ctx: EntryContext) -> Iterator[Problem]:
    entry, folder = ctx.loaded.entry, ctx.loaded.folder
    expected = f"{folder.parent.name}/{folder.name}"
    if entry.id != expected:
        yield ctx.problem(("id",), f"KF302 id {entry.id!r} does not equal its folder {expected!r}")
    if entry.domain != folder.parent.name:
        yield ctx.problem(("domain",), f"KF303 domain {entry.domain!r} does not equal the domain folder {folder.parent.name!r}")


def check_languages(ctx: EntryContext) -> Iterator[Problem]:
    for loc, text in walk_texts(ctx.loaded.entry):
        for lang, message in text_problems(text):
            yield ctx.problem(loc + (lang,), message)


def check_wording(ctx: EntryContext) -> Iterator[Problem]:
    """KF410 frequency words without a source, KF411 words about how the entry was produced."""
    for loc, text in walk_texts(ctx.loaded.entry):
        freq = [] if loc[:1] == ("docs",) else frequency_problems(text)  # a cited title is the source itself
        for lang, message in freq + process_problems(text):
            yield ctx.problem(loc + (lang,), message)
    author = author_problem(ctx.loaded.entry.provenance.author_name)
    if author:
        yield ctx.problem(("provenance", "author_name"), author)
    for i, w in enumerate(ctx.loaded.entry.workarounds):
        what = weaker_goal(w.code)
        if what and w.reaches is None:
            yield ctx.problem(("workarounds", i, "code"), f"KF412 workaround {w.id!r} reaches a weaker goal ({what}): "
                              "say what it reaches in `reaches`, so a 'fixed' is read as fixed for that goal")


def check_version_bounds(ctx: EntryContext) -> Iterator[Problem]:
    """KF810: a signature's lower bound that is only the oldest version the lab runs."""
    entry = ctx.loaded.entry
    if entry.lab.verifiable != "here" or not entry.lab.scenarios:
        return
    envs = entry.lab.environments or ctx.matrix.defaults.get(entry.domain, [])
    oldest = ctx.matrix.oldest(envs)
    if not oldest:
        return
    titles = [t for d in entry.docs for t in (d.title.en, d.url)]
    sigs = [(i * 1000 + j, v.library, v.spec) for i, s in enumerate(entry.signatures) for j, v in enumerate(s.versions)]
    for key, message in lab_dated_bounds(sigs, oldest, titles):
        yield ctx.problem(("signatures", key // 1000, "versions", key % 1000, "spec"), message)


def check_versions_seen(ctx: EntryContext) -> Iterator[Problem]:
    """KF812: a signature whose ``versions`` exclude a release the lab saw print it.

    Reads the entry's evidence file (``evidence/<domain>/<slug>.jsonl`` beside the KB folder) when there
    is one: every run that reproduced the error (or still failed with it) with a signature whose current
    pattern still matches the text it matched, in an environment where the signature's library has a
    release outside the signature's spec."""
    entry = ctx.loaded.entry
    path = ctx.loaded.folder.parent.parent.parent / "evidence" / entry.domain / f"{entry.slug}.jsonl"
    claims = {s.id: (s, [(v.library, v.spec) for v in s.versions if v.spec]) for s in entry.signatures}
    if not path.is_file() or not any(c for _s, c in claims.values()):
        return
    compiled = {sid: pattern_problems(s.pattern)[0] for sid, (s, c) in claims.items() if c}
    seen: dict[tuple[int, str], set[str]] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        sid = rec.get("matched_signature") if isinstance(rec, dict) else None
        if not isinstance(sid, str):
            continue
        pattern = compiled.get(sid)
        if rec.get("outcome") not in ("reproduced", "still_fails") or pattern is None:
            continue
        if pattern.search(str(rec.get("matched_text") or "")) is None:
            continue  # matched an older pattern of this signature
        sig, specs = claims[sid]
        for j, (library, spec) in enumerate(specs):
            release = release_of(library, rec.get("versions") or {}, rec.get("packages") or {})
            try:
                inside = release is None or Version(release.split("+", 1)[0]) in SpecifierSet(spec)
            except (InvalidVersion, InvalidSpecifier):
                continue
            if not inside:
                seen.setdefault((list(claims).index(sid), library), set()).add(f"{release} ({rec.get('environment')})")
    for (i, library), releases in sorted(seen.items()):
        sig = entry.signatures[i]
        j = next(k for k, v in enumerate(sig.versions) if v.library == library and v.spec)
        shown = ", ".join(sorted(releases)[:3]) + (" …" if len(releases) > 3 else "")
        yield ctx.problem(("signatures", i, "versions", j, "spec"),
                          f"KF812 signature {sig.id!r} claims {library} {sig.versions[j].spec!r} but the lab saw it printed "
                          f"by {library} {shown}: widen the spec or fix the signature")


def check_patterns(ctx: EntryContext) -> Iterator[Problem]:
    entry = ctx.loaded.entry
    for i, sig in enumerate(entry.signatures):
        compiled, problems = pattern_problems(sig.pattern)
        for message in problems:
            yield ctx.problem(("signatures", i, "pattern"), message)
        if compiled is not None and compiled.search(sig.example) is None:
            yield ctx.problem(("signatures", i, "example"), f"KF505 example does not match the pattern of signature {sig.id!r}")
    for c, cause in enumerate(entry.causes):
        for h, hint in enumerate(cause.hints):
            loc: Loc = ("causes", c, "hints", h)
            if hint.frame is None and hint.text is None:
                yield ctx.problem(loc, "KF507 hint needs a frame or a text pattern")
            for key in ("frame", "text"):
                pattern = getattr(hint, key)
                if pattern is not None:
                    for message in pattern_problems(pattern)[1]:
                        yield ctx.problem(loc + (key,), message)


def _unique(ctx: EntryContext, items: list[tuple[Loc, str]], what: str) -> Iterator[Problem]:
    seen: dict[str, Loc] = {}
    for loc, value in items:
        if value in seen:
            first = ctx.loaded.line_of(seen[value])
            yield ctx.problem(loc, f"KF601 {what} id {value!r} is used twice (first on line {first})")
        else:
            seen[value] = loc


def _no_repeats(ctx: EntryContext, loc: Loc, values: list[str]) -> Iterator[Problem]:
    seen: set[str] = set()
    for i, value in enumerate(values):
        if value in seen:
            yield ctx.problem(loc + (i,), f"KF604 {value!r} is listed twice")
        seen.add(value)


def check_references(ctx: EntryContext) -> Iterator[Problem]:
    entry = ctx.loaded.entry
    yield from _unique(ctx, [(("signatures", i, "id"), s.id) for i, s in enumerate(entry.signatures)], "signature")
    yield from _unique(ctx, [(("causes", i, "id"), c.id) for i, c in enumerate(entry.causes)], "cause")
    remedies: list[tuple[tuple[str | int, ...], str]] = [(("workarounds", i, "id"), w.id) for i, w in enumerate(entry.workarounds)]
    remedies += [(("dead_ends", i, "id"), d.id) for i, d in enumerate(entry.dead_ends)]
    yield from _unique(ctx, remedies, "workaround/dead-end")
    yield from _unique(ctx, [(("lab", "scenarios", i, "id"), s.id) for i, s in enumerate(entry.lab.scenarios)], "scenario")

    cause_ids = {c.id for c in entry.causes}
    addressed: set[str] = set()
    remedy_lists: tuple[tuple[str, Sequence[Any]], ...] = (("workarounds", entry.workarounds), ("dead_ends", entry.dead_ends))
    for kind, items in remedy_lists:
        for i, item in enumerate(items):
            yield from _no_repeats(ctx, (kind, i, "causes"), item.causes)
            for j, cause in enumerate(item.causes):
                if cause not in cause_ids:
                    yield ctx.problem((kind, i, "causes", j), f"KF602 unknown cause {cause!r}")
                elif kind == "workarounds":
                    addressed.add(cause)
    for i, cause in enumerate(entry.causes):
        if cause.id not in addressed:
            yield ctx.problem(("causes", i, "id"), f"KF603 cause {cause.id!r} is not addressed by any workaround")


def check_related(ctx: EntryContext) -> Iterator[Problem]:
    entry = ctx.loaded.entry
    for kind in ("leads_to", "confused_with"):
        items = getattr(entry.related, kind)
        yield from _no_repeats(ctx, ("related", kind), [item.id for item in items])
        for i, item in enumerate(items):
            loc: Loc = ("related", kind, i, "id")
            if item.id == entry.id:
                yield ctx.problem(loc, "KF702 an entry cannot refer to itself")
            elif not ctx.entry_exists(item.id):
                yield ctx.problem(loc, f"KF701 no entry {item.id!r} in the knowledge base")


def check_lab(ctx: EntryContext) -> Iterator[Problem]:
    entry = ctx.loaded.entry
    lab = entry.lab
    for i, env in enumerate(lab.environments):
        if ctx.environments is not None and env not in ctx.environments:
            yield ctx.problem(("lab", "environments", i), f"KF807 unknown environment {env!r} (not in lab/environments.yaml)")
    if lab.verifiable != "here" and lab.reason is None:
        yield ctx.problem(("lab", "verifiable"), f"KF801 lab.reason is required when verifiable is {lab.verifiable!r}")
    cause_ids = {c.id for c in entry.causes}
    remedy_ids = {r.id for r in entry.remedies}
    scenario_causes: set[str] = set()
    exercised: set[str] = set()
    for i, sc in enumerate(lab.scenarios):
        loc: Loc = ("lab", "scenarios", i)
        if sc.cause in cause_ids:
            scenario_causes.add(sc.cause)
        else:
            yield ctx.problem(loc + ("cause",), f"KF602 unknown cause {sc.cause!r}")
        if not (ctx.loaded.folder / sc.file).is_file():
            yield ctx.problem(loc + ("file",), f"KF803 scenario file {sc.file!r} not found beside entry.yaml")
        yield from _no_repeats(ctx, loc + ("remedies",), sc.remedies)
        for j, env in enumerate(sc.environments):
            if lab.environments and env not in lab.environments:
                yield ctx.problem(loc + ("environments", j), f"KF809 scenario environment {env!r} is not one of the entry's lab.environments")
        entry_envs = lab.environments or ctx.matrix.defaults.get(entry.domain, [])
        for j, env in enumerate(sc.absent_in):
            if env in sc.environments:
                yield ctx.problem(loc + ("absent_in", j), f"KF811 absent_in environment {env!r} is also one of the "
                                  "scenario's environments (where it reproduces)")
            elif entry_envs and env not in entry_envs:
                yield ctx.problem(loc + ("absent_in", j), f"KF811 absent_in environment {env!r} is not one of the entry's "
                                  "environments")
        for j, remedy in enumerate(sc.remedies):
            if remedy in remedy_ids:
                exercised.add(remedy)
            else:
                yield ctx.problem(loc + ("remedies", j), f"KF804 unknown remedy {remedy!r} (not a workaround or dead-end id)")
        for key in sc.expect:
            if key not in sc.remedies:
                yield ctx.problem(loc + ("expect", key), f"KF806 expect key {key!r} is not one of this scenario's remedies")
    if lab.verifiable != "here":
        return
    for i, cause in enumerate(entry.causes):
        if cause.id not in scenario_causes:
            yield ctx.problem(("causes", i, "id"), f"KF802 cause {cause.id!r} has no scenario (lab.verifiable is 'here')")
    remedy_lists: tuple[tuple[str, Sequence[Any]], ...] = (("workarounds", entry.workarounds), ("dead_ends", entry.dead_ends))
    for kind, items in remedy_lists:
        for i, item in enumerate(items):
            if item.id not in exercised:
                yield ctx.problem((kind, i, "id"), f"KF805 {item.id!r} is not exercised by any scenario")


def check_docs(ctx: EntryContext) -> Iterator[Problem]:
    for i, doc in enumerate(ctx.loaded.entry.docs):
        if not doc.url.startswith("https://"):
            yield ctx.problem(("docs", i, "url"), "KF901 documentation URL must use https")


ENTRY_RULES: tuple[Callable[[EntryContext], Iterator[Problem]], ...] = (
    check_identity,
    check_languages,
    check_wording,
    check_translations,
    check_patterns,
    check_versions_seen,
    check_references,
    check_related,
    check_lab,
    check_version_bounds,
    check_docs,
    check_safety,
)


def check_entry(ctx: EntryContext) -> list[Problem]:
    """Run every entry rule; a rule that crashes becomes one KF001 line, the others still run."""
    out: list[Problem] = []
    for rule in ENTRY_RULES:
        try:
            out.extend(rule(ctx))
        except Exception as e:  # noqa: BLE001 - a checker bug must never become a traceback
            out.append(Problem(ctx.shown, 1, "<check>", f"KF001 internal error in {rule.__name__}: {type(e).__name__}: {e}"))
    return out
