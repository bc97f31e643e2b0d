"""Every figure of an entry, computed from its evidence records (definitions: docs/method.md §5).

Only the latest record of each case whose content hash is current counts. A remedy
run counts only where the broken run of the same scenario in the same environment
reproduced the error. The result is a verification matrix (remedy × cause ×
environment → outcome class), never a rate, and a pure function of the records and
the entry.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

from ..kb.libraries import history_library, release_of
from .model import (
    DISAGREES,
    NO_MATCH,
    VERIFIED,
    Case,
    CauseResult,
    CauseVerdict,
    Count,
    EntryFigures,
    LabSummary,
    Mismatch,
    ObservedEdge,
    RemedyFigure,
    VersionHistory,
    VersionRow,
    WordingChange,
)


def version_key(v: str) -> tuple[int, ...]:
    """Numeric release parts of a version, ignoring a local label: '2.13.0+cpu' -> (2, 13, 0)."""
    return tuple(int(x) for x in re.findall(r"\d+", v.split("+", 1)[0]))


def _headline(versions: dict[str, str]) -> str:
    return next((k for k in versions if k != "python"), "python")


def first_seen_measured(rows: list[VersionRow], first_seen_library: str) -> str | None:
    """Earliest reproducing version of the entry's first_seen library (else of the first row's main library)."""
    hits = [r for r in rows if r.reproduced.k > 0]
    if not hits:
        return None
    lib = first_seen_library if any(first_seen_library in r.versions for r in hits) else _headline(hits[0].versions)
    cands = [r.versions[lib] for r in hits if lib in r.versions]
    if not cands:  # records that name no versions at all
        return None
    return f"{lib} {min(cands, key=lambda v: (version_key(v), v))}"


def _ordered(values, rank) -> list[str]:
    """Distinct ``values`` sorted by ``rank`` (a function giving a sort key)."""
    return sorted(set(values), key=rank)


def expected_outcome(entry, scenario_id: str | None, remedy: str | None, cause: str | None,
                     environment: str | None = None) -> str | None:
    """What the entry states about a case: 'reproduced' for a broken run ('not_reproduced' in an environment
    the scenario lists as ``absent_in``); the scenario's ``expect`` for the remedy; else 'fixed' for a
    workaround on a cause it claims; else None (the entry states nothing)."""
    sc = next((s for s in entry.lab.scenarios if s.id == scenario_id), None)
    if remedy is None:
        return "not_reproduced" if sc is not None and environment in sc.absent_in else "reproduced"
    got = sc.expect.get(remedy) if sc is not None else None
    if got is not None:
        return str(getattr(got, "value", got))
    w = next((w for w in entry.workarounds if w.id == remedy), None)
    if w is not None and cause in w.causes:
        return "fixed"
    return None


def figures_from_records(entry, records: list, hashes: dict[str, str], env_order: list[str],
                         freshness: str) -> EntryFigures:
    """The figures of ``entry`` from its records (``hashes``: scenario id -> current content hash)."""
    from ..lab.evidence import latest_by_case

    current = latest_by_case(records, hashes)
    stale = sum(1 for r in records if r.kind != "environment" and hashes.get(r.scenario_id or "") != r.content_hash)
    unavailable = sorted({r.environment for r in records if r.kind == "environment"} - {c[2] for c in current})
    recs = [current[k] for k in sorted(current, key=lambda c: (c[0], c[1] or "", c[2]))]
    figs = EntryFigures(entry_id=entry.id, freshness=freshness, verification=freshness, stale_records=stale,
                        unavailable_environments=unavailable)
    if not recs:
        return figs

    def env_key(e: str) -> tuple:
        return (env_order.index(e) if e in env_order else len(env_order), e)

    cause_ids = [c.id for c in entry.causes]

    def cause_key(c: str) -> tuple:
        return (cause_ids.index(c) if c in cause_ids else len(cause_ids), c)

    reproduced = {(r.scenario_id, r.environment) for r in recs if r.remedy is None and r.outcome == "reproduced"}
    figs.measured = True
    figs.evidence_count = len(recs)
    figs.evidence_by_kind = dict(sorted(Counter(r.kind for r in recs).items()))
    claims = {w.id: set(w.causes) for w in (*entry.workarounds, *entry.dead_ends)}
    kinds = {**{w.id: "workaround" for w in entry.workarounds}, **{d.id: "dead_end" for d in entry.dead_ends}}
    per: dict[str, list] = defaultdict(list)
    for r in recs:
        if r.remedy is None:
            continue
        if (r.scenario_id, r.environment) not in reproduced:
            figs.excluded_runs += 1
            continue
        per[r.remedy].append(r)
    declared_order = [w.id for w in entry.workarounds] + [d.id for d in entry.dead_ends]
    edges: dict[tuple[str, str], list] = defaultdict(list)
    for rid in [i for i in declared_order if i in per] + sorted(i for i in per if i not in declared_order):
        rs = sorted(per[rid], key=lambda r: (cause_key(r.cause or "?"), r.scenario_id or "", env_key(r.environment)))
        cases = [Case(scenario=r.scenario_id or "?", cause=r.cause or "?", environment=r.environment, outcome=r.outcome,
                      claimed=r.cause in claims.get(rid, set()),
                      expected=expected_outcome(entry, r.scenario_id, rid, r.cause),
                      leads_to=(r.matched_entry or NO_MATCH) if r.outcome == "other_error" else None)
                 for r in rs]
        by_cause = []
        for cause in _ordered((c.cause for c in cases), cause_key):
            cc = [c for c in cases if c.cause == cause]
            by_cause.append(CauseResult(
                cause=cause, claimed=cc[0].claimed, environments=_ordered((c.environment for c in cc), env_key),
                outcomes={o: _ordered((c.environment for c in cc if c.outcome == o), env_key)
                          for o in sorted({c.outcome for c in cc})}))
        for c in cases:
            if c.leads_to is not None:
                edges[(c.leads_to, rid)].append(c)
        figs.remedies[rid] = RemedyFigure(
            remedy_id=rid, kind=kinds.get(rid, rs[0].kind),
            environments=_ordered((c.environment for c in cases), env_key), cases=cases, by_cause=by_cause,
            by_outcome={o: _ordered((c.cause for c in cases if c.outcome == o), cause_key)
                        for o in sorted({c.outcome for c in cases})},
            leads_to=dict(sorted(Counter(c.leads_to for c in cases if c.leads_to is not None).items())))
    figs.summary = _summary(entry, figs.remedies, env_key)
    declared = {lt.id for lt in entry.related.leads_to}
    figs.observed_leads_to = [
        ObservedEdge(target=t, via_remedy=rid, count=len(cs), causes=_ordered((c.cause for c in cs), cause_key),
                     environments=_ordered((c.environment for c in cs), env_key), declared=t in declared)
        for (t, rid), cs in sorted(edges.items(), key=lambda kv: (-len(kv[1]), kv[0]))]
    figs.versions = _version_rows(recs, env_order, entry)
    figs.history = _history(entry, figs.versions, recs)
    lib = entry.first_seen.version.split()[0].lower() if entry.first_seen.version.split() else "python"
    figs.first_seen_measured = first_seen_measured(figs.versions, lib)
    figs.expectation_mismatches = _mismatches(entry, recs)
    figs.verification = DISAGREES if figs.expectation_mismatches else (VERIFIED if freshness == "fresh" else freshness)
    return figs


def _summary(entry, remedies: dict[str, RemedyFigure], env_key) -> LabSummary:
    """Per cause, what the workarounds claiming it did (every claimed case fixed, some, none, or unchecked)."""
    workarounds = [w.id for w in entry.workarounds if w.id in remedies]
    verdicts = []
    envs: set[str] = set()
    for cause in entry.causes:
        claimed = [(rid, c) for rid in workarounds for c in remedies[rid].cases if c.claimed and c.cause == cause.id]
        if not claimed:
            verdicts.append(CauseVerdict(cause=cause.id, state="not_checked"))
            continue
        n_fixed = sum(c.outcome == "fixed" for _, c in claimed)
        state = "fixed" if n_fixed == len(claimed) else "exceptions" if n_fixed else "not_fixed"
        envs |= {c.environment for _, c in claimed}
        verdicts.append(CauseVerdict(
            cause=cause.id, state=state, workarounds=list(dict.fromkeys(rid for rid, _ in claimed)),
            environments=_ordered((c.environment for _, c in claimed), env_key),
            exceptions=[f"{rid}/{c.scenario} @{c.environment}: {c.outcome}" for rid, c in claimed if c.outcome != "fixed"]))
    return LabSummary(causes=len(entry.causes), by_cause=verdicts, environments=_ordered(envs, env_key),
                      dead_ends=[d.id for d in entry.dead_ends if d.id in remedies])


_LINE = 200


def _cut(line: str | None) -> str:
    line = (line or "").strip()
    return line if len(line) <= _LINE else line[:_LINE - 1] + "…"


def _printed(r) -> str:
    """The error line as printed; a message that starts on the next line ("SettingWithCopyWarning:") gets the
    text the signature matched appended."""
    line = (r.error_line or "").strip()
    if line.endswith(":") and r.matched_text:
        line = f"{line} {r.matched_text.strip()}"
    return _cut(line)


def _instead(r) -> str:
    """What an unmodified program that did not reproduce the error did instead."""
    if r.outcome == "not_reproduced" and r.returncode == 0:
        if r.check_ok is False:
            return f"ran without error, but its correctness check failed: {_cut(r.check_detail)}"
        return "ran without error"
    return _cut(r.error_line) or r.detail or r.outcome


def _version_rows(recs: list, env_order: list[str], entry=None) -> list[VersionRow]:
    envs = sorted({r.environment for r in recs}, key=lambda e: (env_order.index(e) if e in env_order else len(env_order), e))
    absent = {e for sc in entry.lab.scenarios for e in sc.absent_in} if entry is not None else set()
    rows = []
    for env in envs:
        er = [r for r in recs if r.environment == env]
        broken = [r for r in er if r.remedy is None]
        latest = max(er, key=lambda r: r.date)
        rep = [r for r in broken if r.outcome == "reproduced"]
        rows.append(VersionRow(environment=env, versions=dict(latest.versions),
                               reproduced=Count(k=len(rep), n=len(broken)),
                               wordings=sorted({r.matched_signature for r in rep if r.matched_signature}),
                               printed=sorted({_printed(r) for r in rep if r.error_line}),
                               instead=sorted({_instead(r) for r in broken if r.outcome != "reproduced"}),
                               absent_expected=env in absent, last_run=latest.date))
    return rows


def _history(entry, rows: list[VersionRow], recs: list) -> VersionHistory | None:
    lib = history_library(entry)
    packages = {r.environment: r.packages for r in recs}
    by_release: dict[str, list[VersionRow]] = defaultdict(list)
    for row in rows:
        rel = release_of(lib, row.versions, packages.get(row.environment))
        if rel is not None and row.reproduced.n:
            by_release[rel].append(row)
    if not by_release:
        return None
    releases = sorted(by_release, key=lambda v: (version_key(v), v))
    hit = [rel for rel in releases if any(r.reproduced.k for r in by_release[rel])]
    hist = VersionHistory(library=lib, releases=releases)
    if not hit:
        return hist
    first, last = hit[0], hit[-1]
    i, j = releases.index(first), releases.index(last)
    hist.introduced = first
    hist.introduced_after = releases[i - 1] if i > 0 else None
    hist.last_reproduced = last
    if j + 1 < len(releases):
        hist.gone_since = releases[j + 1]
        hist.instead = sorted({x for rel in releases[j + 1:] for r in by_release[rel] for x in r.instead})
    previous: list[str] | None = None
    for rel in hit:
        wordings = sorted({w for r in by_release[rel] for w in r.wordings})
        if wordings and wordings != previous:
            hist.wording_changes.append(WordingChange(release=rel, wordings=wordings))
            previous = wordings
    return hist


def _mismatches(entry, recs: list) -> list[Mismatch]:
    """Every current case whose outcome differs from what the entry states (:func:`expected_outcome`)."""
    out = []
    for r in recs:
        want = expected_outcome(entry, r.scenario_id, r.remedy, r.cause, r.environment)
        if want is not None and r.outcome != want:
            out.append(Mismatch(scenario=r.scenario_id or "?", remedy=r.remedy, environment=r.environment,
                                expected=want, observed=r.outcome))
    return sorted(out, key=str)


def compute_figures(entry, evidence_root: Path | str | None = None, *, kb_root: Path | str | None = None,
                    envs_file: Path | str | None = None) -> EntryFigures:
    """Figures for ``entry`` (an Entry or LoadedEntry) from the records under ``evidence_root``."""
    from ..kb import LoadedEntry, default_kb_root
    from ..lab.core import default_evidence_root
    from ..lab.environments import default_envs_file, load_matrix
    from ..lab.evidence import content_hash, read_records
    from ..lab.status import entry_status

    if isinstance(entry, LoadedEntry):
        le = entry
        root = Path(kb_root) if kb_root else le.folder.parent.parent
    else:
        root = Path(kb_root) if kb_root else default_kb_root()
        path = root / entry.id / "entry.yaml"
        if not path.is_file():
            return EntryFigures.not_measured(entry.id)
        le = LoadedEntry(entry=entry, path=path)
    ev_root = Path(evidence_root) if evidence_root else default_evidence_root(root)
    records = read_records(ev_root, le.entry.id)
    try:
        matrix = load_matrix(Path(envs_file) if envs_file else default_envs_file(root))
    except ValueError:
        from ..lab.environments import Matrix

        matrix = Matrix()
    st = entry_status(le, matrix, records=records)
    freshness = {"no_scenarios": "missing", "unavailable": "missing"}.get(st.state, st.state)
    hashes = {sc.id: content_hash(le.entry, le.folder, sc.file) for sc in le.entry.lab.scenarios}
    return figures_from_records(le.entry, records, hashes, matrix.for_entry(le.entry), freshness)
