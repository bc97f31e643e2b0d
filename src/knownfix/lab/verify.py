"""``knownfix lab verify``: re-run entries and check that the committed outcome classes come out again.

The lab claims that the same inputs give the same outcome classes. This module
tests that claim where it matters most: for the entries a commit range touched.

1. **Selection** (:func:`select_entries`): the given IDs (or domains), or, with a
   revision, the entries whose folder ``kb/<domain>/<slug>/`` or evidence file
   ``evidence/<domain>/<slug>.jsonl`` changed in ``git diff --name-only REV...HEAD``
   or in the working tree (uncommitted and untracked files). In the entry folder
   only what the lab reads counts: ``scenarios/``, and ``entry.yaml`` when its lab
   projection (what the content hash covers) differs from the merge base's; prose,
   translations and notes do not select an entry. Plus, when
   ``lab/environments.yaml`` changed, the entries whose matrix gained or changed an
   environment (only those environments are re-run). Both given: the changed
   entries among the IDs.
2. **Estimate** (:func:`plan`): per case the ``duration_s`` of its latest fresh
   record (else of any record of the case, else its ``timeout_s``); cases are
   spread over ``jobs`` workers (``max(sum / jobs, longest case)``); plus, for every
   environment not built in the cache yet, :data:`BUILD_ESTIMATE_S` of its kind
   (builds run one after another).
3. **Re-run** (:func:`verify`) with :func:`knownfix.lab.core.run_lab` and
   ``write=False`` (nothing is appended to the evidence), then compare each case's
   outcome class with its latest fresh record (same content hash *and* same
   environment spec hash, as ``knownfix lab status`` means "fresh").

Policy (docs/method.md, "Reproducibility in CI"): a differing outcome class, or a
case the lab could not classify, fails. An environment that cannot be built on
this machine, and a case without a fresh record (``knownfix lab status`` fails on
that one), are reported and do not fail unless ``strict``. Over budget, nothing
runs and the plan is printed.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ..kb import KB, LoadedEntry, load_kb
from ..kb.loader import load_entry_file
from .core import Case, LabConfig, plan_entry, run_lab, selected_entries
from .environments import STAMP, EnvSpec, Matrix, load_matrix
from .evidence import EvidenceRecord, content_hash, lab_projection, latest_by_case, read_records

#: Estimated seconds to build an environment that is not in the cache yet, per kind:
#: ``current`` needs no build; a plain venv (python -m venv with its bundled pip)
#: takes about 5 s here, counted as 30; a venv with requirements takes 10 s (numpy)
#: to minutes (torch: a 5.4 GB CUDA wheel from local disk), counted as 300.
BUILD_ESTIMATE_S = {"current": 0.0, "venv": 30.0, "venv+requirements": 300.0}


class NothingToCompare(Exception):
    """The commit range cannot be determined here (no git, no repository, history too short)."""


class BadRevision(Exception):
    """The revision does not name a commit (a usage error)."""


# --------------------------------------------------------------------------- selection

def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(["git", *args], cwd=cwd, capture_output=True, timeout=60, check=False)
    except FileNotFoundError:
        raise NothingToCompare("git is not available here") from None
    except (OSError, subprocess.SubprocessError) as e:
        raise NothingToCompare(f"git failed: {e}") from None


def _resolves(rev: str, cwd: Path) -> bool:
    return _git(["rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], cwd).returncode == 0


def _names(out: bytes) -> list[str]:
    return [p for p in out.decode("utf-8", "surrogateescape").split("\0") if p]


def changed_paths(repo_dir: Path, since: str) -> tuple[Path, str, list[str]]:
    """(work-tree root, base commit, paths relative to the root) changed in ``since...HEAD`` or not yet committed.

    The base is the merge base of ``since`` and HEAD (what ``since...HEAD`` diffs
    against), or ``since`` itself when they have none.

    Raises :class:`NothingToCompare` when there is no git, no repository, or ``since``
    is an ancestor spec beyond the available history (``HEAD~1`` of a one-commit
    or shallow clone); :class:`BadRevision` when ``since`` names nothing at all.
    """
    top = _git(["rev-parse", "--show-toplevel"], repo_dir)
    if top.returncode != 0:
        raise NothingToCompare(f"{repo_dir} is not inside a git work tree")
    root = Path(top.stdout.decode().strip())
    if not _resolves("HEAD", root):
        raise NothingToCompare("the repository has no commit yet")
    if not _resolves(since, root):
        m = re.fullmatch(r"(.+?)(?:[~^]\d*)+", since)
        if m and _resolves(m.group(1), root):
            raise NothingToCompare(f"{since} does not exist (a single-commit or shallow clone)")
        raise BadRevision(f"unknown revision {since!r}")
    mb = _git(["merge-base", since, "HEAD"], root)
    base = mb.stdout.decode().strip() if mb.returncode == 0 and mb.stdout.strip() else since
    diff = _git(["diff", "--name-only", "-z", base, "HEAD"], root)
    if diff.returncode != 0:
        raise NothingToCompare(f"git diff {since}...HEAD failed: {diff.stderr.decode(errors='replace').strip()}")
    paths = _names(diff.stdout)
    for extra in (["diff", "--name-only", "-z", "HEAD"], ["ls-files", "--others", "--exclude-standard", "-z"]):
        r = _git(extra, root)
        if r.returncode == 0:
            paths.extend(_names(r.stdout))
    return root, base, sorted(set(paths))


def _rel(path: Path, root: Path) -> str | None:
    try:
        return Path(os.path.realpath(path)).relative_to(os.path.realpath(root)).as_posix()
    except ValueError:
        return None


def _old_projection(root: Path, base: str, rel: str) -> dict | None:
    """The lab projection of ``rel`` (an entry.yaml) at ``base``; None when absent or invalid there."""
    r = _git(["show", f"{base}:{rel}"], root)
    if r.returncode != 0:
        return None
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "entry.yaml"
        p.write_bytes(r.stdout)
        le, _ = load_entry_file(p)
    return lab_projection(le.entry) if le else None


def _old_matrix(root: Path, base: str, envs_rel: str) -> Matrix:
    r = _git(["show", f"{base}:{envs_rel}"], root)
    if r.returncode != 0:  # the file did not exist then
        return Matrix()
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "environments.yaml"
        p.write_bytes(r.stdout)
        try:
            return load_matrix(p)
        except (ValueError, TypeError, AttributeError, UnicodeDecodeError, yaml.YAMLError):
            # an unreadable old matrix: every environment counts as changed
            return Matrix()


def _under(path: str, folder: str | None) -> str | None:
    """``path`` relative to ``folder`` (both relative to the work tree), or None when outside it."""
    if folder is None:
        return None
    if folder in ("", "."):
        return path
    return path[len(folder) + 1:] if path.startswith(folder.rstrip("/") + "/") else None


@dataclass
class Selection:
    #: entry id -> environments to re-run (None: all of the entry's environments)
    entries: dict[str, set[str] | None] = field(default_factory=dict)
    reasons: dict[str, list[str]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    #: entries with changes only in files the lab does not read (prose, translations.lock, ...)
    unread: list[str] = field(default_factory=list)

    def add(self, entry_id: str, reason: str, envs: set[str] | None = None) -> None:
        if entry_id in self.entries:
            cur = self.entries[entry_id]
            self.entries[entry_id] = None if cur is None or envs is None else cur | envs
        else:
            self.entries[entry_id] = None if envs is None else set(envs)
        if reason not in self.reasons.setdefault(entry_id, []):
            self.reasons[entry_id].append(reason)


def select_entries(cfg: LabConfig, kb: KB, matrix: Matrix, ids: list[str], since: str | None) -> Selection:
    """The entries to verify (see the module docstring). May raise NothingToCompare / BadRevision."""
    sel = Selection()
    given, sel.problems = selected_entries(kb, ids)
    if since is None:
        for le in given:
            sel.add(le.entry.id, "named" if ids else "all entries")
        return sel
    allowed = {le.entry.id for le in given}
    root, base, paths = changed_paths(cfg.kb_root, since)
    kb_rel, ev_rel, envs_rel = _rel(cfg.kb_root, root), _rel(cfg.evidence_root, root), _rel(cfg.envs_file, root)
    prose: set[str] = set()
    for p in paths:
        eid, why = None, ""
        rest = _under(p, kb_rel)
        if rest is not None and len(parts := rest.split("/")) >= 3:
            eid = f"{parts[0]}/{parts[1]}"
            cur = kb.entries.get(eid)
            inner = "/".join(parts[2:])
            if cur is None or eid not in allowed:
                continue
            if inner.startswith("scenarios/"):
                why = "scenarios changed"
            elif inner == "entry.yaml" and _old_projection(root, base, p) != lab_projection(cur.entry):
                why = "lab projection of entry.yaml changed"
            else:  # prose, translations, notes: the lab does not read them
                prose.add(eid)
                continue
        rest = _under(p, ev_rel)
        if eid is None and rest is not None and rest.endswith(".jsonl") and len(parts := rest[:-6].split("/")) == 2:
            eid, why = f"{parts[0]}/{parts[1]}", "evidence changed"
        if eid is not None and eid in kb.entries and eid in allowed:
            sel.add(eid, why)
    if envs_rel is not None and envs_rel in paths:
        old = _old_matrix(root, base, envs_rel)
        for eid, le in kb.entries.items():
            if eid not in allowed or not le.entry.lab.scenarios:
                continue
            before = old.for_entry(le.entry)
            changed = set()
            for n in matrix.for_entry(le.entry):
                new, prev = matrix.environments.get(n), old.environments.get(n)
                if n not in before or new is None or prev is None or new.spec_hash != prev.spec_hash:
                    changed.add(n)
            if changed:
                sel.add(eid, f"environments changed: {', '.join(sorted(changed))}", changed)
    sel.unread = sorted(prose - set(sel.entries))
    return sel


# --------------------------------------------------------------------------- plan and estimate

@dataclass
class PlannedCase:
    case: Case
    committed: EvidenceRecord | None  # latest fresh record (content hash and environment hash current)
    estimate_s: float


@dataclass
class Plan:
    jobs: int
    entries: list[tuple[LoadedEntry, set[str] | None]] = field(default_factory=list)
    cases: list[PlannedCase] = field(default_factory=list)
    builds: dict[str, float] = field(default_factory=dict)  # env name -> estimated build seconds (0: cached)
    skipped: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def cases_s(self) -> float:
        if not self.cases:
            return 0.0
        ests = [c.estimate_s for c in self.cases]
        return max(sum(ests) / max(1, self.jobs), max(ests))

    @property
    def build_s(self) -> float:
        return sum(self.builds.values())

    @property
    def estimate_s(self) -> float:
        return self.build_s + self.cases_s


def env_kind(spec: EnvSpec) -> str:
    if spec.kind == "current":
        return "current"
    return "venv+requirements" if spec.requirements else "venv"


def env_cached(spec: EnvSpec, cache_dir: Path) -> bool:
    """Whether :func:`knownfix.lab.environments.build_env` would reuse a finished build."""
    if spec.kind == "current":
        return True
    target = cache_dir / "envs" / f"{spec.name}-{spec.spec_hash}"
    return (target / STAMP).is_file() and (target / "bin" / "python").exists()


def plan(cfg: LabConfig, kb: KB, matrix: Matrix, sel: Selection, jobs: int) -> Plan:
    pl = Plan(jobs=jobs)
    env_hash = {n: s.spec_hash for n, s in matrix.environments.items()}
    for eid, envs in sel.entries.items():
        le = kb.entries[eid]
        lab = le.entry.lab
        if lab.verifiable != "here":
            pl.skipped.append(f"{eid}: {lab.verifiable} (not run here)")
            continue
        if not lab.scenarios:
            pl.skipped.append(f"{eid}: no scenarios")
            continue
        names = [n for n in matrix.for_entry(le.entry) if envs is None or n in envs]
        cases, probs = plan_entry(le, names)
        pl.problems.extend(probs)
        if not cases:
            pl.skipped.append(f"{eid}: no case in the selected environments")
            continue
        pl.entries.append((le, envs))
        records = read_records(cfg.evidence_root, eid)
        hashes = {sc.id: content_hash(le.entry, le.folder, sc.file) for sc in lab.scenarios}
        fresh = latest_by_case([r for r in records if r.env_hash == env_hash.get(r.environment)], hashes)
        any_dur: dict[tuple, float] = {}
        for r in records:
            if r.kind != "environment":
                any_dur[r.case] = r.duration_s
        for c in cases:
            key = (c.scenario.id, c.remedy, c.env)
            rec = fresh.get(key)
            est = rec.duration_s if rec else any_dur.get(key, float(c.scenario.timeout_s))
            pl.cases.append(PlannedCase(c, rec, est))
        for n in names:
            spec = matrix.environments.get(n)
            if n not in pl.builds:
                pl.builds[n] = 0.0 if spec is None or env_cached(spec, cfg.cache_dir) else BUILD_ESTIMATE_S[env_kind(spec)]
    return pl


# --------------------------------------------------------------------------- re-run and compare

#: Row states. Only "differs" and "not classified" fail; the last two fail only when strict.
MATCH, DIFFERS, NOT_CLASSIFIED, UNAVAILABLE, NO_RECORD = (
    "match", "differs", "not classified", "unavailable here", "no fresh record")


@dataclass
class Row:
    case: Case
    committed: str | None
    now: str | None
    state: str

    @property
    def mark(self) -> str:
        return {MATCH: "✓", DIFFERS: "✗", NOT_CLASSIFIED: "✗"}.get(self.state, "-")


@dataclass
class VerifyResult:
    rows: list[Row] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    unavailable: dict[str, str] = field(default_factory=dict)  # env name -> why

    def count(self, state: str) -> int:
        return sum(r.state == state for r in self.rows)

    def failed(self, strict: bool = False) -> bool:
        bad = {DIFFERS, NOT_CLASSIFIED} | ({UNAVAILABLE, NO_RECORD} if strict else set())
        return bool(self.problems) or any(r.state in bad for r in self.rows)


def verify(cfg: LabConfig, pl: Plan, on_message=None) -> VerifyResult:
    """Re-run the planned entries without writing evidence and compare outcome classes case by case."""
    res = VerifyResult(problems=list(pl.problems))
    groups: dict[frozenset[str] | None, list[str]] = {}
    for le, envs in pl.entries:
        groups.setdefault(None if envs is None else frozenset(envs), []).append(le.entry.id)
    now: dict[tuple, EvidenceRecord] = {}
    for only, ids in groups.items():
        report = run_lab(cfg, ids, sorted(only) if only is not None else None, pl.jobs,
                         on_message=on_message, write=False)
        for r in report.records:
            if r.kind == "environment":
                res.unavailable.setdefault(r.environment, r.detail.strip().splitlines()[-1] if r.detail.strip() else "")
            else:
                now[(r.entry_id, *r.case)] = r
        res.problems.extend(p for p in report.problems if not p.startswith("environment "))
    for pc in pl.cases:
        c = pc.case
        got = now.get((c.entry_id, c.scenario.id, c.remedy, c.env))
        committed = pc.committed.outcome if pc.committed else None
        if c.env in res.unavailable:
            state = UNAVAILABLE
        elif got is None:
            state = NOT_CLASSIFIED
        elif committed is None:
            state = NO_RECORD
        else:
            state = MATCH if got.outcome == committed else DIFFERS
        res.rows.append(Row(c, committed, got.outcome if got else None, state))
    return res


def load(cfg: LabConfig) -> tuple[KB, Matrix]:
    return load_kb(cfg.kb_root), load_matrix(cfg.envs_file)
