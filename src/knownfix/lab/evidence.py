"""Evidence records: what one lab run of one case observed (``evidence/<domain>/<slug>.jsonl``).

A *case* is (scenario, remedy or ``None`` for the broken program, environment).
Every run appends one JSON line. A record is *current* when its ``content_hash``
equals :func:`content_hash` of the entry and scenario as they are now; the lab's
figures use only the latest current record of each case (see docs/method.md).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..kb.model import Entry

RECORD_VERSION = 1

#: Outcome classes. The first eight are :class:`knownfix.kb.model.OutcomeName`; the
#: last two are lab failures: the broken program did not print this entry's error,
#: and an environment could not be built here.
OUTCOMES = ("reproduced", "fixed", "wrong_result", "still_fails", "other_error", "resource_growth",
            "timeout", "crashed", "not_reproduced", "env_unavailable")

Kind = Literal["broken", "workaround", "dead_end", "environment"]


class MetricSummary(BaseModel):
    model_config = ConfigDict(extra="forbid")
    n: int
    first: float
    last: float
    max: float
    factor: float | None = Field(description="last / first; None when first is 0")
    grew: bool


class EvidenceRecord(BaseModel):
    """One observed run. Field names are the committed JSONL format (versioned by ``record_version``)."""

    model_config = ConfigDict(extra="forbid")

    record_version: int = RECORD_VERSION
    entry_id: str
    kind: Kind
    scenario_id: str | None = None
    cause: str | None = None
    remedy: str | None = None
    environment: str
    env_hash: str
    versions: dict[str, str] = Field(default_factory=dict)
    packages: dict[str, str] = Field(default_factory=dict)
    outcome: str
    expected: str | None = None
    detail: str = ""
    returncode: int | None = None
    error_line: str | None = None
    error_text: str | None = None
    matched_entry: str | None = None
    matched_signature: str | None = None
    matched_text: str | None = None
    match_rank: int | None = None
    check_ok: bool | None = None
    check_detail: str | None = None
    metrics: dict[str, MetricSummary] = Field(default_factory=dict)
    content_hash: str | None = None
    duration_s: float = 0.0
    peak_rss_mb: float | None = None
    date: str
    knownfix_version: str
    lab_python: str

    @property
    def case(self) -> tuple[str | None, str | None, str]:
        return (self.scenario_id, self.remedy, self.environment)


def utc_now() -> str:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


#: A domain's modules shared by the scenarios of several entries: ``kb/<domain>/_shared/<name>.py``.
SHARED_FOLDER = "_shared"

_IMPORT = re.compile(r"^\s*(?:from\s+([A-Za-z_]\w*)[\s.]|import\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*))",
                     re.MULTILINE)


def _imported_names(source: str) -> set[str]:
    names: set[str] = set()
    for m in _IMPORT.finditer(source):
        if m.group(1):
            names.add(m.group(1))
        else:
            names.update(n.strip() for n in m.group(2).split(","))
    return names


def shared_modules(entry_folder: Path, sources: list[Path]) -> list[Path]:
    """The domain's ``_shared/*.py`` modules that ``sources`` import, directly or through each other."""
    shared = entry_folder.parent / SHARED_FOLDER
    if not shared.is_dir():
        return []
    own = {p.stem for p in sources}  # an entry's own helper of the same name wins over the shared one
    available = {p.stem: p for p in shared.glob("*.py") if p.stem not in own}
    seen: dict[str, Path] = {}
    todo = list(sources)
    while todo:
        path = todo.pop()
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for name in sorted(_imported_names(text)):
            if name in available and name not in seen:
                seen[name] = available[name]
                todo.append(available[name])
    return [seen[n] for n in sorted(seen)]


def scenario_files(entry_folder: Path, scenario_file: str) -> list[Path]:
    """The files whose bytes a scenario's hash covers: the scenario, its entry's ``scenarios/_*.py``
    helpers and the domain's ``_shared/`` modules they import (editing one of those makes exactly the
    scenarios that use it stale)."""
    helpers = sorted((entry_folder / "scenarios").glob("_*.py"))
    own = [entry_folder / scenario_file, *[h for h in helpers if h.name != Path(scenario_file).name]]
    return own + shared_modules(entry_folder, own)


def lab_projection(entry: Entry) -> dict:
    """The part of an entry that the lab executes or classifies with.

    Signatures (they decide ``reproduced`` / ``still_fails``), the ids of causes,
    workarounds and dead ends with the causes they claim (they decide which runs
    count for which figure), and the whole ``lab`` section. Prose in either language,
    docs links and displayed code are not part of it: fixing a translation does not
    make measured evidence stale.
    """
    return {
        "id": entry.id,
        "signatures": [s.model_dump(mode="json", include={"id", "exception", "pattern", "follow_on"},
                                    exclude_defaults=True) for s in entry.signatures],
        "causes": [c.id for c in entry.causes],
        "workarounds": [[w.id, list(w.causes)] for w in entry.workarounds],
        "dead_ends": [[d.id, list(d.causes)] for d in entry.dead_ends],
        # exclude_defaults: a field added to the format later (with a default) does not make
        # every existing record stale; only entries that set it change their hash.
        "lab": entry.lab.model_dump(mode="json", exclude={"reason"}, exclude_defaults=True),
    }


def content_hash(entry: Entry, entry_folder: Path, scenario_file: str) -> str:
    """sha256 over the entry's lab projection, the scenario file and shared helpers."""
    h = hashlib.sha256(b"knownfix-lab-v3\0")
    h.update(json.dumps(lab_projection(entry), sort_keys=True, ensure_ascii=False).encode())
    for p in scenario_files(entry_folder, scenario_file):
        rel = p.relative_to(entry_folder.parent).as_posix() if p.parent.name == SHARED_FOLDER \
            else p.relative_to(entry_folder).as_posix()
        data = p.read_bytes() if p.is_file() else b"<missing>"
        h.update(b"\0" + rel.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
    return h.hexdigest()


def evidence_path(evidence_root: Path, entry_id: str) -> Path:
    domain, slug = entry_id.split("/", 1)
    return evidence_root / domain / f"{slug}.jsonl"


def read_records(evidence_root: Path, entry_id: str) -> list[EvidenceRecord]:
    """All records of an entry in file order. Lines that do not parse are skipped (counted nowhere)."""
    path = evidence_path(evidence_root, entry_id)
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        try:
            rec = EvidenceRecord.model_validate_json(line)
        except ValueError:
            continue
        if rec.entry_id == entry_id:
            out.append(rec)
    return out


def append_records(evidence_root: Path, entry_id: str, records: Iterable[EvidenceRecord]) -> Path:
    path = evidence_path(evidence_root, entry_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r.model_dump(mode="json"), ensure_ascii=False, sort_keys=False) + "\n")
    return path


def merge_evidence(into: Path, sources: Iterable[Path]) -> dict[str, int]:
    """Append to ``into/<domain>/<slug>.jsonl`` every record line of each source folder (a shard's copy of the
    evidence folder) that ``into`` does not hold yet; lines that are not records are skipped. Returns
    ``{relative path: lines added}``."""
    added: dict[str, int] = {}
    for src in sources:
        for path in sorted(src.glob("*/*.jsonl")):
            rel = path.relative_to(src).as_posix()
            target = into / rel
            have = set(target.read_text(encoding="utf-8").splitlines()) if target.is_file() else set()
            new = []
            for line in path.read_text(encoding="utf-8").splitlines():
                if not line.strip() or line in have:
                    continue
                try:
                    EvidenceRecord.model_validate_json(line)
                except ValueError:
                    continue
                have.add(line)
                new.append(line)
            if new:
                target.parent.mkdir(parents=True, exist_ok=True)
                with target.open("a", encoding="utf-8") as f:
                    f.writelines(line + "\n" for line in new)
                added[rel] = added.get(rel, 0) + len(new)
    return added


def latest_by_case(records: Iterable[EvidenceRecord], hashes: dict[str, str]) -> dict[tuple, EvidenceRecord]:
    """The latest record of each case whose content hash is current (``hashes``: scenario id -> hash).

    "Latest" is the greatest ``date``; equal dates keep the one later in the file.
    """
    out: dict[tuple, EvidenceRecord] = {}
    for r in records:
        if r.kind == "environment" or r.scenario_id is None:
            continue
        if hashes.get(r.scenario_id) != r.content_hash:
            continue
        prev = out.get(r.case)
        if prev is None or r.date >= prev.date:
            out[r.case] = r
    return out
