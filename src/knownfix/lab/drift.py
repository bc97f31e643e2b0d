"""``knownfix lab drift``: what the newest release of each library does to the KB's errors.

For each domain of the matrix's ``defaults``, the newest environment of its list is copied with the
pin of the domain's library replaced by the newest release on the index (``pip index versions``);
the unmodified program of every scenario of the domain's entries runs there (remedies are not run)
and is compared with the committed record of the same scenario in the environment it was copied
from. The result is the short list of entries a new release asks to update: errors that disappeared,
wordings that changed, programs that now fail differently. Nothing is written to the evidence.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import os
import re
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..kb import load_kb
from ..kb.libraries import DISTRIBUTIONS, history_library, normalise
from .core import LabConfig, _lookup_for, plan_entry
from .environments import EnvSpec, EnvUnavailable, Matrix, build_env, load_matrix, resolve_python
from .evidence import content_hash, latest_by_case, read_records
from .runner import classify, run_case


@dataclass
class Drift:
    entry_id: str
    scenario: str
    base_env: str
    release: str  # "<library> <newest>"
    before: str  # what the committed record says: "reproduced (<signature>)", ... or "no record"
    after: str
    verdict: str  # "same" | "wording changed" | "gone" | "fails differently" | "no record"


@dataclass
class DriftReport:
    targets: list[str] = field(default_factory=list)  # "<domain>: <base env> -> <library> <newest>"
    drifts: list[Drift] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def changed(self) -> list[Drift]:
        return [d for d in self.drifts if d.verdict != "same"]


_PIN = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*==\s*([^;\s]+)")


def newest_release(distribution: str, python: Path) -> str | None:
    """The newest release of ``distribution`` on the configured index, from ``pip index versions``."""
    try:
        out = subprocess.run([str(python), "-m", "pip", "index", "versions", distribution, "--disable-pip-version-check"],
                             capture_output=True, text=True, timeout=120, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"^\S+ \(([^)]+)\)", out.stdout, re.MULTILINE)
    return m.group(1) if m else None


def domain_library(entries: list, base: EnvSpec) -> str | None:
    """The pinned distribution of ``base`` that the domain's entries' signatures name most."""
    pinned = {normalise(m.group(1)): m.group(1) for r in base.requirements if (m := _PIN.match(r))}
    votes = Counter(history_library(le.entry) for le in entries)
    for lib, _n in votes.most_common():
        for candidate in (lib, *_aliases(lib)):
            if normalise(candidate) in pinned:
                return pinned[normalise(candidate)]
    return None


def _aliases(library: str) -> tuple[str, ...]:
    return DISTRIBUTIONS.get(normalise(library), ())


def drift_spec(base: EnvSpec, distribution: str, release: str) -> EnvSpec:
    """``base`` with the pin of ``distribution`` replaced by ``release`` (a new name, so a new cache folder)."""
    reqs = tuple(f"{distribution}=={release}" if (m := _PIN.match(r)) and normalise(m.group(1)) == normalise(distribution)
                 else r for r in base.requirements)
    return dataclasses.replace(base, name=f"{base.name}-drift-{release}", requirements=reqs)


def _describe(outcome: str, signature: str | None, error_line: str | None, returncode: int | None) -> str:
    if outcome == "reproduced":
        return f"reproduced ({signature})" if signature else "reproduced"
    if returncode == 0:
        return "ran without error"
    return f"{outcome}: {(error_line or '').strip()[:160]}"


def run_drift(cfg: LabConfig, ids: list[str] | None = None, libraries: list[str] | None = None, jobs: int | None = None,
              say=None) -> DriftReport:
    say = say or (lambda _m: None)
    report = DriftReport()
    kb = load_kb(cfg.kb_root)
    matrix: Matrix = load_matrix(cfg.envs_file)
    lookup_fn = _lookup_for(kb)
    wanted_ids = list(ids or [])
    todo = []
    for domain, names in sorted(matrix.defaults.items()):
        entries = [le for le in kb.entries.values() if le.entry.domain == domain and le.entry.lab.verifiable == "here"
                   and le.entry.lab.scenarios
                   and (not wanted_ids or any(le.entry.id == i or le.entry.id.startswith(i.rstrip("/") + "/") for i in wanted_ids))]
        if not entries or not names:
            continue
        base = matrix.environments[names[-1]]
        distribution = domain_library(entries, base)
        if distribution is None or (libraries and normalise(distribution) not in {normalise(x) for x in libraries}):
            continue
        try:
            newest = newest_release(distribution, resolve_python(base.python))
        except EnvUnavailable as e:
            report.problems.append(f"{domain}: {e}")
            continue
        if newest is None:
            report.problems.append(f"{domain}: cannot read the newest {distribution} from the index")
            continue
        spec = drift_spec(base, distribution, newest)
        report.targets.append(f"{domain}: {base.name} -> {distribution} {newest}")
        try:
            say(f"{spec.name}: building or reusing")
            built = build_env(spec, cfg.cache_dir, log=say)
        except EnvUnavailable as e:
            report.problems.append(f"{spec.name} unavailable: {e}")
            continue
        for le in entries:
            if base.name not in matrix.for_entry(le.entry):
                continue
            cases, _problems = plan_entry(le, [base.name])
            hashes = {sc.id: content_hash(le.entry, le.folder, sc.file) for sc in le.entry.lab.scenarios}
            latest = latest_by_case(read_records(cfg.evidence_root, le.entry.id), hashes)
            for c in cases:
                if c.remedy is None:
                    todo.append((le, c, built, f"{distribution} {newest}", latest.get((c.scenario.id, None, base.name))))
    with cf.ThreadPoolExecutor(max_workers=max(1, jobs or os.cpu_count() or 1)) as pool:
        futs = {pool.submit(run_case, built.python, le.folder, c.scenario.file, None, c.scenario.timeout_s,
                            c.scenario.memory_mb + built.spec.mapped_mb): (le, c, built, release, before)
                for le, c, built, release, before in todo}
        for fut in cf.as_completed(futs):
            le, c, built, release, before = futs[fut]
            res = fut.result()
            cl = classify(res, entry_id=le.entry.id, broken=True, growth_limit=c.scenario.growth_limit, lookup=lookup_fn)
            after = _describe(cl.outcome, cl.matched_signature, cl.error_line, res.returncode)
            if before is None:
                was, verdict = "no record", "no record"
            else:
                was = _describe(before.outcome, before.matched_signature, before.error_line, before.returncode)
                if cl.outcome == "reproduced":
                    verdict = "same" if cl.matched_signature == before.matched_signature else "wording changed"
                else:
                    verdict = "gone" if res.returncode == 0 else "fails differently"
                if before.outcome != "reproduced" and cl.outcome != "reproduced":
                    verdict = "same" if was == after else "fails differently"
            report.drifts.append(Drift(le.entry.id, c.scenario.id, c.env, release, was, after, verdict))
    report.drifts.sort(key=lambda d: (d.verdict == "same", d.entry_id, d.scenario))
    return report
