"""Planning and running the lab: entries -> cases -> subprocess runs -> evidence records.

A case is one scenario, run broken (remedy ``None``) or with one remedy, in one
environment. :func:`run_lab` builds every needed environment first (serially, each
once; a failure becomes an ``env_unavailable`` record), then runs the cases in a
thread pool (each case is its own subprocess) and classifies each result in the
calling thread with knownfix's own lookup, then appends the records.
"""

from __future__ import annotations

import concurrent.futures as cf
import hashlib
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..kb import KB, LoadedEntry, default_kb_root, load_kb
from ..kb.model import Scenario
from .environments import BuiltEnv, EnvSpec, EnvUnavailable, Matrix, build_env, default_cache_dir, default_envs_file, load_matrix
from .evidence import EvidenceRecord, MetricSummary, append_records, content_hash, latest_by_case, read_records, utc_now
from .paths import default_evidence_root
from .runner import classify, run_case


def knownfix_version() -> str:
    try:
        from importlib.metadata import version

        return version("knownfix")
    except Exception:  # noqa: BLE001 # pragma: no cover - not installed
        return "unknown"


@dataclass
class LabConfig:
    kb_root: Path
    evidence_root: Path
    envs_file: Path
    cache_dir: Path

    @classmethod
    def make(cls, kb_root: Path | None = None, evidence_root: Path | None = None,
             envs_file: Path | None = None, cache_dir: Path | None = None) -> LabConfig:
        kb = Path(kb_root or default_kb_root()).resolve()
        return cls(kb_root=kb,
                   evidence_root=Path(evidence_root or default_evidence_root(kb)).resolve(),
                   envs_file=Path(envs_file or default_envs_file(kb)).resolve(),
                   cache_dir=Path(cache_dir or default_cache_dir(kb)).resolve())


@dataclass(frozen=True)
class Case:
    entry_id: str
    scenario: Scenario
    remedy: str | None
    kind: str  # broken | workaround | dead_end
    env: str

    @property
    def label(self) -> str:
        return f"{self.entry_id} {self.scenario.id}/{self.remedy or '(broken)'} @{self.env}"


@dataclass
class LabReport:
    records: list[EvidenceRecord] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def remedy_kind(le: LoadedEntry, remedy: str) -> str | None:
    if any(w.id == remedy for w in le.entry.workarounds):
        return "workaround"
    if any(d.id == remedy for d in le.entry.dead_ends):
        return "dead_end"
    return None


def plan_entry(le: LoadedEntry, env_names: list[str]) -> tuple[list[Case], list[str]]:
    """Every case of one entry in ``env_names`` (in order), and problems found while planning."""
    cases: list[Case] = []
    problems: list[str] = []
    for sc in le.entry.lab.scenarios:
        if not (le.folder / sc.file).is_file():
            problems.append(f"{le.entry.id}: scenario {sc.id}: file {sc.file} not found")
            continue
        runs: list[tuple[str | None, str]] = [(None, "broken")]
        for r in sc.remedies:
            kind = remedy_kind(le, r)
            if kind is None:
                problems.append(f"{le.entry.id}: scenario {sc.id}: remedy {r!r} is not a workaround or dead end of the entry")
                continue
            runs.append((r, kind))
        for env in env_names:
            if env in sc.absent_in:  # the release has no such error: only what the program does instead
                cases.append(Case(le.entry.id, sc, None, "broken", env))
                continue
            if sc.environments and env not in sc.environments:
                continue
            cases.extend(Case(le.entry.id, sc, r, kind, env) for r, kind in runs)
    return cases, problems


def selected_entries(kb: KB, ids: list[str]) -> tuple[list[LoadedEntry], list[str]]:
    """Entries named by ``ids`` (an ID or a domain prefix); all entries when ``ids`` is empty."""
    if not ids:
        return list(kb.entries.values()), []
    out: list[LoadedEntry] = []
    problems: list[str] = []
    for i in ids:
        hit = [le for eid, le in kb.entries.items() if eid == i or eid.startswith(i.rstrip("/") + "/")]
        if not hit:
            problems.append(f"no entry matches {i!r}")
        out.extend(le for le in hit if le not in out)
    return out, problems


def _env_record(entry_id: str, spec: EnvSpec, detail: str) -> EvidenceRecord:
    return EvidenceRecord(entry_id=entry_id, kind="environment", environment=spec.name, env_hash=spec.spec_hash,
                          outcome="env_unavailable", detail=detail[-2000:], date=utc_now(),
                          knownfix_version=knownfix_version(), lab_python=sys.version.split()[0])


def _record(case: Case, le: LoadedEntry, env: BuiltEnv, res, cl) -> EvidenceRecord:
    sc = case.scenario
    return EvidenceRecord(
        entry_id=case.entry_id, kind=case.kind,  # type: ignore[arg-type] # one of the Literal's values
        scenario_id=sc.id, cause=sc.cause, remedy=case.remedy,
        environment=case.env, env_hash=env.spec.spec_hash, versions=env.versions, packages=env.packages,
        outcome=cl.outcome, expected=(sc.expect[case.remedy].value if case.remedy in sc.expect else None)
        if case.remedy else ("not_reproduced" if case.env in sc.absent_in else "reproduced"),
        detail=cl.detail, returncode=res.returncode, error_line=cl.error_line, error_text=cl.error_text,
        matched_entry=cl.matched_entry, matched_signature=cl.matched_signature, matched_text=cl.matched_text,
        match_rank=cl.match_rank, check_ok=cl.check_ok, check_detail=cl.check_detail,
        metrics={k: MetricSummary(**v) for k, v in cl.metrics.items()},
        content_hash=content_hash(le.entry, le.folder, sc.file), duration_s=res.duration_s, peak_rss_mb=res.peak_rss_mb,
        date=utc_now(), knownfix_version=knownfix_version(), lab_python=sys.version.split()[0])


def shard_of(entry_id: str, env: str, count: int) -> int:
    """The shard (1..count) that runs an entry's cases in one environment: a hash of the pair, so a shard's
    share does not move when entries or environments are added elsewhere, and one entry x environment's
    evidence comes from one shard."""
    digest = hashlib.sha256(f"{entry_id}\0{env}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % count + 1


def parse_shard(text: str) -> tuple[int, int]:
    """``"I/N"`` -> (I, N) with 1 <= I <= N; ValueError otherwise."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not m or not 1 <= int(m.group(1)) <= int(m.group(2)):
        raise ValueError(f"--shard must be I/N with 1 <= I <= N, not {text!r}")
    return int(m.group(1)), int(m.group(2))


def run_lab(cfg: LabConfig, ids: list[str] | None = None, envs: list[str] | None = None, jobs: int | None = None,
            on_total: Callable[[int], None] | None = None, on_done: Callable[[Case, EvidenceRecord], None] | None = None,
            on_message: Callable[[str], None] | None = None, write: bool = True,
            shard: tuple[int, int] | None = None, stale_only: bool = False) -> LabReport:
    """Run every case of the selected entries; append the records under ``cfg.evidence_root``.

    ``shard`` (I, N): only the entry x environment pairs :func:`shard_of` gives to shard I of N (the
    environments the others need are not built). ``stale_only``: skip cases whose evidence is fresh."""
    say = on_message or (lambda _m: None)
    report = LabReport()
    kb = load_kb(cfg.kb_root)
    matrix: Matrix = load_matrix(cfg.envs_file)
    entries, report.problems = selected_entries(kb, list(ids or []))
    planned: list[tuple[LoadedEntry, list[Case]]] = []
    wanted: dict[str, list[str]] = {}  # env name -> entry ids
    for le in entries:
        lab = le.entry.lab
        if lab.verifiable != "here":
            report.skipped.append(f"{le.entry.id}: {lab.verifiable} (not run here)")
            continue
        if not lab.scenarios:
            report.skipped.append(f"{le.entry.id}: no scenarios")
            continue
        names = [n for n in matrix.for_entry(le.entry) if not envs or n in envs]
        if not names:
            report.problems.append(f"{le.entry.id}: no environment selected (entry: {matrix.for_entry(le.entry)})")
        if shard is not None:
            names = [n for n in names if shard_of(le.entry.id, n, shard[1]) == shard[0]]
        cases, probs = plan_entry(le, names)
        report.problems.extend(probs)
        if stale_only:
            cases = _not_fresh(le, cases, cfg, matrix)
        planned.append((le, cases))
        for n in sorted({c.env for c in cases}, key=names.index):
            wanted.setdefault(n, []).append(le.entry.id)
    built: dict[str, BuiltEnv] = {}
    for name, entry_ids in wanted.items():
        spec = matrix.environments.get(name) or EnvSpec(name=name)
        try:
            if name not in matrix.environments:
                raise EnvUnavailable(f"environment {name!r} is not declared in {cfg.envs_file}")
            say(f"environment {name}: building or reusing")
            built[name] = build_env(spec, cfg.cache_dir, log=say)
        except EnvUnavailable as e:
            say(f"environment {name}: UNAVAILABLE: {e}")
            report.problems.append(f"environment {name} unavailable: {e}")
            report.records.extend(_env_record(eid, spec, str(e)) for eid in entry_ids)
    todo = [(le, c) for le, cases in planned for c in cases if c.env in built]
    if on_total:
        on_total(len(todo))
    lookup_fn = _lookup_for(kb)
    results: dict[int, EvidenceRecord] = {}
    with cf.ThreadPoolExecutor(max_workers=max(1, jobs or os.cpu_count() or 1)) as pool:
        futs = {pool.submit(run_case, built[c.env].python, le.folder, c.scenario.file, c.remedy,
                            c.scenario.timeout_s, c.scenario.memory_mb + built[c.env].spec.mapped_mb): i
                for i, (le, c) in enumerate(todo)}
        for fut in cf.as_completed(futs):
            i = futs[fut]
            le, case = todo[i]
            res = fut.result()
            try:
                cl = classify(res, entry_id=case.entry_id, broken=case.remedy is None,
                              growth_limit=case.scenario.growth_limit, lookup=lookup_fn)
            except Exception as e:  # noqa: BLE001 - the lookup failed: a lab failure, never a guessed outcome
                report.problems.append(f"{case.label}: not classified, lookup raised {type(e).__name__}: {e}")
                continue
            results[i] = rec = _record(case, le, built[case.env], res, cl)
            if on_done:
                on_done(case, rec)
    report.records.extend(results[i] for i in sorted(results))
    if write:
        by_entry: dict[str, list[EvidenceRecord]] = {}
        for r in report.records:
            by_entry.setdefault(r.entry_id, []).append(r)
        for eid, recs in by_entry.items():
            append_records(cfg.evidence_root, eid, recs)
    return report


def _not_fresh(le: LoadedEntry, cases: list[Case], cfg: LabConfig, matrix: Matrix) -> list[Case]:
    """The cases without a current record (content hash and environment hash)."""
    records = read_records(cfg.evidence_root, le.entry.id)
    hashes = {sc.id: content_hash(le.entry, le.folder, sc.file) for sc in le.entry.lab.scenarios}
    env_hash = {n: e.spec_hash for n, e in matrix.environments.items()}
    fresh = {r.case for r in latest_by_case(records, hashes).values() if r.env_hash == env_hash.get(r.environment)}
    return [c for c in cases if (c.scenario.id, c.remedy, c.env) not in fresh]


def _lookup_for(kb: KB):
    from ..lookup import lookup

    def fn(text: str) -> list:
        return list(lookup(text, kb=kb))

    return fn
