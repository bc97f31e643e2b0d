"""Every figure of an entry, computed from its evidence records (formulas: docs/method.md).

Only the latest record of each case whose content hash is current counts. A remedy
run counts only where the broken run of the same scenario in the same environment
reproduced the error. The result is a pure function of the records and the entry.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

from .beta import beta_interval
from .model import NO_MATCH, Count, EntryFigures, Estimate, ObservedEdge, RemedyFigure, VersionRow


def confidence_label(est: Estimate | None) -> str | None:
    """'high' if n >= 20 and width <= 0.25; 'medium' if n >= 5 and width <= 0.5; else 'low' (None without runs)."""
    if est is None or est.n == 0:
        return None
    width = est.high - est.low
    if est.n >= 20 and width <= 0.25:
        return "high"
    if est.n >= 5 and width <= 0.5:
        return "medium"
    return "low"


def estimate(k: int, n: int) -> Estimate:
    mean, low, high = beta_interval(k, n)
    return Estimate(k=k, n=n, mean=round(mean, 4), low=round(low, 4), high=round(high, 4))


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


def figures_from_records(entry, records: list, hashes: dict[str, str], env_order: list[str],
                         freshness: str) -> EntryFigures:
    """The figures of ``entry`` from its records (``hashes``: scenario id -> current content hash)."""
    from ..lab.evidence import latest_by_case

    current = latest_by_case(records, hashes)
    stale = sum(1 for r in records if r.kind != "environment" and hashes.get(r.scenario_id or "") != r.content_hash)
    unavailable = sorted({r.environment for r in records if r.kind == "environment"} - {c[2] for c in current})
    recs = [current[k] for k in sorted(current, key=lambda c: (c[0], c[1] or "", c[2]))]
    figs = EntryFigures(entry_id=entry.id, freshness=freshness, stale_records=stale,
                        unavailable_environments=unavailable)
    if not recs:
        return figs
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
    k_all = n_all = 0
    edges: Counter = Counter()
    for rid in sorted(per):
        rs = per[rid]
        by_cause: dict[str, Counter] = defaultdict(Counter)
        by_env: dict[str, Counter] = defaultdict(Counter)
        for r in rs:
            by_cause[r.cause or "?"][r.outcome] += 1
            by_env[r.environment][r.outcome] += 1
        on_claim = [r for r in rs if r.cause in claims.get(rid, set())]
        k = sum(r.outcome == "fixed" for r in on_claim)
        leads = Counter(r.matched_entry or NO_MATCH for r in rs if r.outcome == "other_error")
        for target, c in leads.items():
            edges[(target, rid)] += c
        kind = kinds.get(rid, rs[0].kind)
        figs.remedies[rid] = RemedyFigure(
            remedy_id=rid, kind=kind, runs=len(rs), outcomes=dict(sorted(Counter(r.outcome for r in rs).items())),
            by_cause={c: dict(sorted(v.items())) for c, v in sorted(by_cause.items())},
            by_environment={e: dict(sorted(v.items())) for e, v in sorted(by_env.items())},
            leads_to=dict(sorted(leads.items())), fixed=Count(k=k, n=len(on_claim)))
        if kind == "workaround":
            k_all += k
            n_all += len(on_claim)
    if n_all:
        figs.fix_rate = estimate(k_all, n_all)
        figs.confidence = confidence_label(figs.fix_rate)
    declared = {lt.id for lt in entry.related.leads_to}
    figs.observed_leads_to = [ObservedEdge(target=t, via_remedy=rid, count=c, declared=t in declared)
                              for (t, rid), c in sorted(edges.items(), key=lambda kv: (-kv[1], kv[0]))]
    figs.versions = _version_rows(recs, env_order)
    lib = entry.first_seen.version.split()[0].lower() if entry.first_seen.version.split() else "python"
    figs.first_seen_measured = first_seen_measured(figs.versions, lib)
    figs.expectation_mismatches = _mismatches(entry, recs)
    return figs


def _version_rows(recs: list, env_order: list[str]) -> list[VersionRow]:
    envs = sorted({r.environment for r in recs}, key=lambda e: (env_order.index(e) if e in env_order else len(env_order), e))
    rows = []
    for env in envs:
        er = [r for r in recs if r.environment == env]
        broken = [r for r in er if r.remedy is None]
        latest = max(er, key=lambda r: r.date)
        rep = [r for r in broken if r.outcome == "reproduced"]
        rows.append(VersionRow(environment=env, versions=dict(latest.versions),
                               reproduced=Count(k=len(rep), n=len(broken)),
                               wordings=sorted({r.matched_signature for r in rep if r.matched_signature}),
                               last_run=latest.date))
    return rows


def _mismatches(entry, recs: list) -> list[str]:
    expect = {sc.id: sc.expect for sc in entry.lab.scenarios}
    out = []
    for r in recs:
        if r.remedy is None:
            want = "reproduced"
        else:
            got = expect.get(r.scenario_id or "", {}).get(r.remedy)
            if got is None:
                continue
            want = getattr(got, "value", str(got))
        if r.outcome != want:
            out.append(f"{r.scenario_id}/{r.remedy or '(broken)'} @{r.environment}: expected {want}, observed {r.outcome}")
    return sorted(out)


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
