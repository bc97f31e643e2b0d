"""The JSON rendering of an entry: a documented, versioned document model.

The document is the full entry with every human-readable :class:`~knownfix.kb.model.Text`
resolved to one language (the ``lang`` field says which), plus the computed
``figures`` (:class:`~knownfix.figures.model.EntryFigures`, unchanged: the lab's
verification matrix), ``lab_result`` (the same result in words, in ``lang``), the
``schema_version`` of this document, and ``links`` to every rendering.

Version 2 replaced the fix rate and confidence (a Beta posterior over the lab's
deterministic runs) with the verification matrix and its summary in words.

Key order is fixed: model fields in declaration order, every free-form map
(e.g. outcome counts) sorted by key. Committed as
``schema/entry-document.schema.json`` (see :func:`document_json_schema`) and
described in ``docs/json-format.md``. Bump :data:`DOCUMENT_SCHEMA_VERSION` on any
incompatible change.
"""

from __future__ import annotations

import datetime as _dt
from enum import Enum
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..figures.model import EntryFigures
from ..kb.model import Entry, Provenance, Scenario, Signature, Text
from .links import DEFAULT_LINKS, LinkScheme
from .view import first_paragraph, lab_summary_text, mismatch_text, remedy_summary, verification_text

DOCUMENT_SCHEMA_VERSION: Final = 3
SCHEMA_ID = "https://knownfix.dev/schema/entry-document.schema.json"


class _D(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FirstSeenDoc(_D):
    version: str
    date: _dt.date | None = None
    note: str | None = None


class DocLinkDoc(_D):
    title: str
    url: str


class HintDoc(_D):
    frame: str | None = None
    text: str | None = None
    reason: str


class CauseDoc(_D):
    id: str
    title: str
    explanation: str = Field(description="What happens and how to recognise this cause.")
    hints: list[HintDoc] = Field(default_factory=list)


class WorkaroundDoc(_D):
    id: str
    title: str
    how: str
    code: str | None = None
    causes: list[str]
    conditions: str | None = None
    tradeoffs: str | None = None
    reaches: str | None = Field(default=None, description="The weaker goal a 'fixed' of this workaround was reached for.")


class DeadEndDoc(_D):
    id: str
    title: str = Field(description="What people try.")
    why: str = Field(description="Why it fails or what it hides.")
    code: str | None = None
    causes: list[str]


class LeadsToDoc(_D):
    id: str
    condition: str


class ConfusedWithDoc(_D):
    id: str
    difference: str


class RelatedDoc(_D):
    leads_to: list[LeadsToDoc] = Field(default_factory=list)
    confused_with: list[ConfusedWithDoc] = Field(default_factory=list)


class LabDoc(_D):
    verifiable: Literal["here", "gpu_only", "no"]
    reason: str | None = None
    environments: list[str] = Field(default_factory=list)
    scenarios: list[Scenario] = Field(default_factory=list)


class LabResultDoc(_D):
    """The lab's result in words, in the document's language (the same sentences the pages show)."""

    verification: str = Field(description="'machine-verified ...' only when the evidence is current and every "
                                          "expectation the entry states agrees with the lab; otherwise what stands in the way.")
    summary: str = Field(description="The entry-level result: counts of causes and environments, never a rate.")
    disagreements: list[str] = Field(default_factory=list, description="Where the lab disagrees with the entry.")
    remedies: dict[str, str] = Field(default_factory=dict, description="remedy id -> what the lab saw it do")


class FormatLinks(_D):
    en: str
    zh: str


class DocumentLinks(_D):
    self: str = Field(description="This document.")
    html: FormatLinks
    json_: FormatLinks = Field(alias="json", serialization_alias="json")
    md: FormatLinks

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class EntryDocument(_D):
    """One entry as JSON, texts in one language, with its computed figures."""

    # answer first (the page's order): what it is, which cause, what works, what does not; then the details
    schema_version: Literal[3] = DOCUMENT_SCHEMA_VERSION
    lang: Literal["en", "zh"] = Field(description="Language every text field is written in.")
    id: str
    title: str = Field(description="The error message as people see it.")
    summary: str = Field(description="The opening sentences of root_cause (at most about 450 characters): what the error means.")
    causes: list[CauseDoc]
    workarounds: list[WorkaroundDoc]
    dead_ends: list[DeadEndDoc]
    related: RelatedDoc
    root_cause: str
    docs: list[DocLinkDoc]
    lab_result: LabResultDoc
    figures: EntryFigures = Field(description="Computed from lab evidence (the verification matrix); null/empty means not yet measured.")
    lab: LabDoc
    first_seen: FirstSeenDoc
    signatures: list[Signature]
    domain: str
    category: str
    tags: list[str]
    provenance: Provenance
    format: int = Field(description="Version of the entry.yaml format the entry was written in.")
    links: DocumentLinks


def _t(text: Text | None, lang: str) -> str | None:
    return None if text is None else text.get(lang)


def build_document(entry: Entry, figures: EntryFigures, lang: str, links: LinkScheme = DEFAULT_LINKS) -> EntryDocument:
    """The :class:`EntryDocument` of ``entry`` in ``lang``."""
    fs = entry.first_seen
    all_links = links.all_for(entry.id)
    return EntryDocument(
        lang=lang,  # type: ignore[arg-type]
        id=entry.id,
        format=entry.format,
        title=entry.title.get(lang),
        domain=entry.domain,
        category=entry.category,
        tags=list(entry.tags),
        provenance=entry.provenance,
        signatures=list(entry.signatures),
        first_seen=FirstSeenDoc(version=fs.version, date=fs.date, note=_t(fs.note, lang)),
        docs=[DocLinkDoc(title=d.title.get(lang), url=d.url) for d in entry.docs],
        root_cause=entry.root_cause.get(lang),
        summary=first_paragraph(entry.root_cause.get(lang)),
        causes=[
            CauseDoc(
                id=c.id,
                title=c.title.get(lang),
                explanation=c.explanation.get(lang),
                hints=[HintDoc(frame=h.frame, text=h.text, reason=h.reason.get(lang)) for h in c.hints],
            )
            for c in entry.causes
        ],
        workarounds=[
            WorkaroundDoc(
                id=w.id,
                title=w.title.get(lang),
                how=w.how.get(lang),
                code=w.code,
                causes=list(w.causes),
                conditions=_t(w.conditions, lang),
                tradeoffs=_t(w.tradeoffs, lang),
                reaches=_t(w.reaches, lang),
            )
            for w in entry.workarounds
        ],
        dead_ends=[
            DeadEndDoc(id=d.id, title=d.title.get(lang), why=d.why.get(lang), code=d.code, causes=list(d.causes))
            for d in entry.dead_ends
        ],
        related=RelatedDoc(
            leads_to=[LeadsToDoc(id=r.id, condition=r.condition.get(lang)) for r in entry.related.leads_to],
            confused_with=[
                ConfusedWithDoc(id=r.id, difference=r.difference.get(lang)) for r in entry.related.confused_with
            ],
        ),
        lab=LabDoc(
            verifiable=entry.lab.verifiable,
            reason=_t(entry.lab.reason, lang),
            environments=list(entry.lab.environments),
            scenarios=list(entry.lab.scenarios),
        ),
        lab_result=LabResultDoc(
            verification=verification_text(figures, lang),
            summary=lab_summary_text(entry, figures, lang),
            disagreements=[mismatch_text(m, lang) for m in figures.expectation_mismatches],
            remedies={rid: remedy_summary(figures.remedies.get(rid), lang)
                      for rid in [w.id for w in entry.workarounds] + [d.id for d in entry.dead_ends]},
        ),
        figures=figures,
        links=DocumentLinks(
            self=all_links["json"][lang],
            html=FormatLinks(**all_links["html"]),
            json=FormatLinks(**all_links["json"]),
            md=FormatLinks(**all_links["md"]),
        ),
    )


def canonical(value: Any) -> Any:
    """JSON-ready data with a fixed key order: model fields as declared, maps sorted by key."""
    if isinstance(value, BaseModel):
        out: dict[str, Any] = {}
        for name, info in type(value).model_fields.items():
            key = info.serialization_alias or info.alias or name
            out[key] = canonical(getattr(value, name))
        return out
    if isinstance(value, dict):
        return {str(k): canonical(value[k]) for k in sorted(value, key=str)}
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (_dt.date, _dt.datetime)):
        return value.isoformat()
    return value


def document_json_schema() -> dict[str, Any]:
    """JSON Schema of the JSON rendering (committed as ``schema/entry-document.schema.json``)."""
    schema = EntryDocument.model_json_schema(mode="serialization", by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = SCHEMA_ID
    schema["title"] = f"knownfix entry document, schema_version {DOCUMENT_SCHEMA_VERSION}"
    return schema
