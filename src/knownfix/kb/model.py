"""The entry format: what one ``kb/<domain>/<slug>/entry.yaml`` may contain.

An entry is content-as-code. Every human-readable field is a :class:`Text` with
English (canonical) and Simplified Chinese. Code, patterns and identifiers are
never duplicated per language.

There is deliberately **no field for a figure** (fix rate, confidence, evidence
count, success rate, version table): every model forbids unknown keys, and
:data:`FORBIDDEN_FIGURE_KEYS` gives such keys a dedicated error message. Figures
are computed from evidence records by :mod:`knownfix.figures`.

Tree of the format::

    Entry
    ├── title, root_cause: Text
    ├── provenance: Provenance
    ├── signatures: [Signature]          exception type + RE2-safe pattern + example
    ├── first_seen: FirstSeen
    ├── docs: [DocLink]
    ├── causes: [Cause]                  each with optional hints (frame / text patterns)
    ├── workarounds: [Workaround]        -> cause ids
    ├── dead_ends: [DeadEnd]             -> cause ids
    ├── related: Related                 leads_to / confused_with -> entry ids
    └── lab: Lab                         verifiable? environments, scenarios -> causes, remedies
"""

from __future__ import annotations

import datetime as _dt
from enum import Enum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

FORMAT_VERSION: Literal[1] = 1

#: Keys that look like hand-typed figures. They are rejected everywhere in an entry.
FORBIDDEN_FIGURE_KEYS = frozenset(
    {
        "fix_rate",
        "fix_success_rate",
        "success_rate",
        "fail_rate",
        "failure_rate",
        "confidence",
        "evidence",
        "evidence_count",
        "version_compatibility",
        "versions_table",
    }
)

Slug = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=80)]
EntryId = Annotated[
    str, StringConstraints(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=160)
]
NonEmpty = Annotated[str, StringConstraints(min_length=1, strip_whitespace=False)]
#: A lab environment name from lab/environments.yaml: like a slug, dots allowed ("torch-2.13-cpu", "py3.8").
EnvName = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:[-.][a-z0-9]+)*$", max_length=80)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)


class Text(_Strict):
    """A human-readable text in English (canonical) and Simplified Chinese."""

    en: str = Field(description="English text (canonical).")
    zh: str = Field(description="Simplified Chinese text: natural technical Chinese, not word-by-word.")

    def get(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


class Author(str, Enum):
    ai = "ai"
    human = "human"


class Provenance(_Strict):
    """Who or what wrote the entry, and whether a person reviewed it."""

    author: Author
    author_name: str | None = Field(default=None, description="Model or person that wrote it.")
    written: _dt.date
    updated: _dt.date | None = None
    reviewed: bool = False
    reviewed_by: str | None = None
    reviewed_on: _dt.date | None = None


class VersionRange(_Strict):
    """A library and the range of its versions (PEP 440 specifier) that print a wording."""

    library: NonEmpty = Field(description="Distribution name, e.g. 'torch' or 'python'.")
    spec: str = Field(default="", description="PEP 440 specifier, e.g. '>=1.10' or '>=1.6,<1.8'. Empty = all.")


class Signature(_Strict):
    """One wording of the error as it is printed.

    ``pattern`` is matched (search, case-sensitive) against the message as printed
    by the lookup engine. It must be accepted by RE2 and Hyperscan: no
    backreferences, no lookaround.
    """

    id: Slug
    exception: NonEmpty = Field(description="Exception type as printed, e.g. 'RuntimeError' or 'torch.OutOfMemoryError'.")
    pattern: NonEmpty
    example: NonEmpty = Field(description="A real message of this wording; must match `pattern`.")
    versions: list[VersionRange] = Field(default_factory=list)
    follow_on: bool = Field(
        default=False,
        description=(
            "This wording is usually printed as a consequence of an earlier error (e.g. 'numpy.core.multiarray "
            "failed to import' after a C-API mismatch). When an earlier exception in the same paste matches "
            "another entry, that entry ranks first."
        ),
    )


class FirstSeen(_Strict):
    version: NonEmpty = Field(description="e.g. 'torch 0.1.12' or 'pip 23.0'.")
    date: _dt.date | None = None
    note: Text | None = None


class DocLink(_Strict):
    title: Text
    url: Annotated[str, StringConstraints(pattern=r"^https?://\S+$")]


class Hint(_Strict):
    """Evidence in the pasted text that points at one cause.

    ``frame`` is matched against traceback frames (file path, function and source
    line); ``text`` against the whole pasted text. Both are RE2-safe patterns.
    """

    frame: str | None = None
    text: str | None = None
    reason: Text


class Cause(_Strict):
    id: Slug
    title: Text
    explanation: Text = Field(description="What happens and how to recognise this cause.")
    hints: list[Hint] = Field(default_factory=list)


class Workaround(_Strict):
    id: Slug
    title: Text
    how: Text
    code: str | None = Field(default=None, description="Code, language-neutral, shown in both languages.")
    causes: list[Slug] = Field(min_length=1)
    conditions: Text | None = None
    tradeoffs: Text | None = None
    reaches: Text | None = Field(
        default=None,
        description="When the workaround does not reach the program's original goal: what it reaches instead "
        "(an older release of a library, dropped samples, the CPU instead of the GPU, two processes instead of one). "
        "Shown beside the lab's result wherever the result is shown: a 'fixed' then means fixed for that goal.")


class DeadEnd(_Strict):
    id: Slug
    title: Text = Field(description="What people try.")
    why: Text = Field(description="Why it fails or what it hides.")
    code: str | None = None
    causes: list[Slug] = Field(min_length=1)


class LeadsTo(_Strict):
    id: EntryId
    condition: Text


class ConfusedWith(_Strict):
    id: EntryId
    difference: Text


class Related(_Strict):
    leads_to: list[LeadsTo] = Field(default_factory=list)
    confused_with: list[ConfusedWith] = Field(default_factory=list)


class OutcomeName(str, Enum):
    reproduced = "reproduced"
    fixed = "fixed"
    wrong_result = "wrong_result"
    still_fails = "still_fails"
    other_error = "other_error"
    resource_growth = "resource_growth"
    timeout = "timeout"
    crashed = "crashed"


class Scenario(_Strict):
    """A small program that raises this entry's error for one cause.

    Run as ``python <file>`` it must fail with the entry's error; run as
    ``python <file> --remedy <id>`` it applies exactly one workaround or dead end.
    ``expect`` records what the author believes each remedy does; the lab decides
    and flags every disagreement.

    Protocol between a scenario program and the lab (stdout lines):

    * ``KNOWNFIX_CHECK {"ok": true|false, "detail": "..."}`` -- exactly once, at the
      end of a run that did not raise: the program's own correctness check (e.g.
      gradients compared with a reference computed in an unquestionably correct way).
    * ``KNOWNFIX_METRIC {"name": "...", "iter": i, "value": x}`` -- optional, per
      iteration, for resource growth (graph size, tensor count, RSS).
    * An unknown ``--remedy`` exits with status 2.
    """

    id: Slug
    cause: Slug
    file: Annotated[str, StringConstraints(pattern=r"^scenarios/[A-Za-z0-9_\-]+\.py$")]
    remedies: list[Slug] = Field(default_factory=list)
    environments: list[EnvName] = Field(
        default_factory=list,
        description="Run only in these of the entry's environments (empty = all of them); "
        "for a cause that only exists under some versions.",
    )
    absent_in: list[EnvName] = Field(
        default_factory=list,
        description="Environments of the entry whose release does not print this error for this cause (the "
        "release removed it, or had not introduced it yet): the lab runs the unmodified program there, records "
        "what it does instead and runs no remedies. The version table shows where the error starts and stops.",
    )
    expect: dict[str, OutcomeName] = Field(default_factory=dict)
    growth_limit: float = Field(
        default=1.5,
        gt=1,
        description="resource_growth when a KNOWNFIX_METRIC series ends above this factor times its first value.",
    )
    timeout_s: float = Field(default=120.0, gt=0, le=900)
    memory_mb: int = Field(default=4096, gt=0)


class Lab(_Strict):
    verifiable: Literal["here", "gpu_only", "no"] = "here"
    reason: Text | None = Field(default=None, description="Why it cannot be verified here (required unless 'here').")
    environments: list[EnvName] = Field(default_factory=list, description="Names from lab/environments.yaml.")
    scenarios: list[Scenario] = Field(default_factory=list)


class Entry(_Strict):
    """One knowledge-base entry. Its ID is ``<domain>/<slug>`` and equals its folder."""

    format: Literal[1] = FORMAT_VERSION
    id: EntryId
    title: Text = Field(description="The error message as people see it.")
    domain: Slug
    category: Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:_[a-z0-9]+)*$")]
    tags: list[Slug] = Field(default_factory=list)
    provenance: Provenance
    signatures: list[Signature] = Field(min_length=1)
    first_seen: FirstSeen
    docs: list[DocLink] = Field(default_factory=list)
    root_cause: Text
    causes: list[Cause] = Field(min_length=1)
    workarounds: list[Workaround] = Field(default_factory=list)
    dead_ends: list[DeadEnd] = Field(default_factory=list)
    related: Related = Field(default_factory=Related)
    lab: Lab = Field(default_factory=Lab)

    @field_validator("id")
    @classmethod
    def _lowercase(cls, v: str) -> str:
        if v != v.lower():
            raise ValueError("entry id must be lowercase")
        return v

    @property
    def slug(self) -> str:
        return self.id.split("/", 1)[1]

    def cause(self, cause_id: str) -> Cause | None:
        return next((c for c in self.causes if c.id == cause_id), None)

    @property
    def remedies(self) -> tuple[Workaround | DeadEnd, ...]:
        """Every workaround, then every dead end."""
        return (*self.workarounds, *self.dead_ends)

    def remedy(self, remedy_id: str) -> Workaround | DeadEnd | None:
        return next((r for r in self.remedies if r.id == remedy_id), None)


def entry_json_schema() -> dict:
    """JSON Schema of ``entry.yaml`` (committed as ``schema/entry.schema.json``)."""
    schema = Entry.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://knownfix.dev/schema/entry.schema.json"
    return schema

