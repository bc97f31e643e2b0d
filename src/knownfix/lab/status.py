"""Freshness of the evidence: per entry ``fresh`` / ``stale`` / ``missing`` (and the states that never fail).

A case (scenario x remedy-or-broken x environment) is

* ``fresh`` -- a record exists with the scenario's current content hash and the
  environment's current spec hash;
* ``unavailable`` -- no fresh record, but the lab recorded that this environment
  (same spec hash) cannot be built here;
* ``stale`` -- only records with another content or environment hash exist;
* ``missing`` -- no record at all.

An entry is ``stale`` if any case is stale, else ``missing`` if any is missing, else
``fresh`` (``unavailable`` when every case is). Entries marked ``gpu_only`` or
``no`` (not verifiable here) and entries without scenarios are listed and never fail.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..kb import LoadedEntry
from .core import LabConfig, plan_entry, selected_entries
from .environments import Matrix, load_matrix
from .evidence import EvidenceRecord, content_hash, read_records

FAILING = ("stale", "missing")


@dataclass
class EntryStatus:
    entry_id: str
    state: str  # fresh | stale | missing | unavailable | gpu_only | not_verifiable | no_scenarios
    cases: int = 0
    fresh: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    unavailable: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def failing(self) -> bool:
        return self.state in FAILING


def entry_status(le: LoadedEntry, matrix: Matrix, records: list[EvidenceRecord] | None = None,
                 evidence_root=None) -> EntryStatus:
    entry = le.entry
    if entry.lab.verifiable == "gpu_only":
        return EntryStatus(entry.id, "gpu_only")
    if entry.lab.verifiable == "no":
        return EntryStatus(entry.id, "not_verifiable")
    if not entry.lab.scenarios:
        return EntryStatus(entry.id, "no_scenarios")
    if records is None:
        records = read_records(evidence_root, entry.id)
    env_names = matrix.for_entry(entry)
    cases, problems = plan_entry(le, env_names)
    st = EntryStatus(entry.id, "fresh", cases=len(cases), problems=problems)
    if not env_names:
        st.problems.append("no environments: the entry lists none and its domain has no default")
    hashes = {sc.id: content_hash(le.entry, le.folder, sc.file) for sc in entry.lab.scenarios}
    env_hash = {n: s.spec_hash for n, s in matrix.environments.items()}
    unavailable_envs = {r.environment for r in records
                        if r.kind == "environment" and r.env_hash == env_hash.get(r.environment)}
    seen: dict[tuple, set[tuple[str | None, str]]] = {}
    for r in records:
        if r.kind != "environment":
            seen.setdefault(r.case, set()).add((r.content_hash, r.env_hash))
    for c in cases:
        key = (c.scenario.id, c.remedy, c.env)
        label = f"{c.scenario.id}/{c.remedy or '(broken)'}@{c.env}"
        got = seen.get(key, set())
        if (hashes[c.scenario.id], env_hash.get(c.env)) in got:
            st.fresh.append(label)
        elif c.env in unavailable_envs:
            st.unavailable.append(label)
        elif got:
            st.stale.append(label)
        else:
            st.missing.append(label)
    if st.stale:
        st.state = "stale"
    elif st.missing or not cases:
        st.state = "missing"
    elif st.unavailable and not st.fresh:
        st.state = "unavailable"
    return st


def lab_status(cfg: LabConfig, ids: list[str] | None = None) -> tuple[list[EntryStatus], list[str]]:
    """Status of the selected entries (all when ``ids`` is empty) and selection problems."""
    from ..kb import load_kb

    kb = load_kb(cfg.kb_root)
    matrix = load_matrix(cfg.envs_file)
    entries, problems = selected_entries(kb, list(ids or []))
    return [entry_status(le, matrix, evidence_root=cfg.evidence_root) for le in entries], problems
